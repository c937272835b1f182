import CommandLineSupport
import Foundation

extension ServeBenchmark {
    /// A conversation with about 1,000 tokens of instructions, continued two ways on one
    /// `fm serve`: the follow-up sent with the whole conversation to chat completions (a
    /// conversation still open, as a client that keeps its messages sends it), and the same
    /// follow-up sent to the Responses API with only `previous_response_id`. Prints the time to
    /// the first text of each follow-up (the median of `rounds`, each round a conversation of its
    /// own), their ratio, and the tokens each decoded (read less cached).
    func continuation(at base: URL, rounds: Int = 3) async throws {
        let rules = (1...40).map {
            "Rule \($0): greet the guest of table \($0) by name and suggest the dish of the day."
        }
        let instructions = "You are the host of a small restaurant.\n" + rules.joined(separator: "\n")
        let chat = base.appendingPathComponent("v1/chat/completions")
        let responses = base.appendingPathComponent("v1/responses")
        func json(_ object: [String: Any]) throws -> Data { try JSONSerialization.data(withJSONObject: object) }
        var open: [StreamedCompletion] = []
        var continued: [StreamedCompletion] = []
        for round in 1...rounds {
            let question = "Which dish do you suggest today? (visit \(round))"
            let followUp = "And what would you drink with it?"
            let system = ["role": "system", "content": instructions]
            let first = try await StreamedCompletion.send(
                try json([
                    "model": "default", "messages": [system, ["role": "user", "content": question]],
                    "max_tokens": 32, "temperature": 0, "stream": true, "stream_options": ["include_usage": true],
                ]), to: chat)
            open.append(
                try await StreamedCompletion.send(
                    try json([
                        "model": "default",
                        "messages": [
                            system, ["role": "user", "content": question],
                            ["role": "assistant", "content": first.text],
                            ["role": "user", "content": followUp],
                        ], "max_tokens": 32, "temperature": 0, "stream": true,
                        "stream_options": ["include_usage": true],
                    ]), to: chat))
            let start = try await StreamedCompletion.send(
                try json([
                    "model": "default", "instructions": instructions, "input": question + " (at the bar)",
                    "max_output_tokens": 32,
                    "temperature": 0, "stream": true,
                ]), to: responses)
            guard let id = start.id else { throw RuntimeError("the Responses API gave no response id") }
            continued.append(
                try await StreamedCompletion.send(
                    try json([
                        "model": "default", "instructions": instructions, "input": followUp, "previous_response_id": id,
                        "max_output_tokens": 32, "temperature": 0, "stream": true,
                    ]), to: responses))
        }
        func median(_ runs: [StreamedCompletion]) -> Double {
            let sorted = runs.compactMap(\.firstText).sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        let (a, b) = (median(open), median(continued))
        Terminal.write(
            "\ncontinuation of a conversation with \(open.last?.promptTokens ?? 0) tokens (median of \(rounds)):\n"
                + "  open conversation (chat, whole messages): first text \(String(format: "%.3f", a)) s, decoded "
                + "\(open.map { $0.promptTokens - $0.cachedTokens }) tokens\n"
                + "  previous_response_id (responses):         first text \(String(format: "%.3f", b)) s, decoded "
                + "\(continued.map { $0.promptTokens - $0.cachedTokens }) tokens\n"
                + "  ratio \(String(format: "%.2f", a > 0 ? b / a : 0))× (target ≤ 1.3×)\n")
    }
}
