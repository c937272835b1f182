import CommandLineSupport
import Foundation
import FoundationModels

/// `fm bench serve`: N concurrent streamed chat requests with a strict `json_schema` (an NPC of
/// a game) sent to `fm serve` and to `llama-server --parallel N`, each started by the
/// benchmark with the same model, threads, context per request and prompts, for each N in
/// `counts`. Prints the answers that parse and follow the schema, aggregate completion tokens
/// per second, p50/p95 time to first text (measured by the client), and the server's peak
/// resident memory (each N on a fresh server process, warmed up by one short request).
/// With `responses`, the same requests go to `fm serve`'s chat completions and to its Responses
/// API instead, then a continuation is measured (`continuation(at:)`).
struct ServeBenchmark {
    let modelURL: URL
    let threads: Int
    let counts: [Int]
    let maxTokens: Int
    /// Whether the Responses API is measured beside chat completions (instead of llama-server).
    var responses = false

    static let system =
        "You write characters for a fantasy tavern game. Answer with the character as JSON only."
    private static let roles = [
        "a tavern keeper", "a travelling bard", "a retired knight", "a suspicious merchant", "a young witch",
        "a dwarf blacksmith", "a sleepy guard", "an elven archer",
    ]
    /// The NPC schema: an enum, a bounded integer, bounded strings and an array. Kept as text:
    /// its properties' order is the answers' order, and every request must send the same
    /// schema (a dictionary serialized twice may not list its keys in the same order, and a
    /// server that puts the schema in the prompt then has less of the prompt cached).
    static let schema = """
        {"type":"object","properties":{"name":{"type":"string","maxLength":40},\
        "mood":{"type":"string","enum":["happy","grumpy","sleepy","curious"]},\
        "age":{"type":"integer","minimum":16,"maximum":400},"greeting":{"type":"string","maxLength":160},\
        "items":{"type":"array","items":{"type":"string","maxLength":30},"maxItems":3}},\
        "required":["name","mood","age","greeting","items"],"additionalProperties":false}
        """

    /// The figures of one load.
    struct Figures {
        var valid = 0
        var requests = 0
        var tokens = 0
        var seconds = 0.0
        var firstText: [Double] = []
        var peakMemory: Int?
    }

    func run() async throws {
        let contextSize = 1024
        let cells = try LlamaLanguageModel(contentsOf: modelURL, contextSize: contextSize, threads: threads)
            .sharedCacheTokens()
        Terminal.write(
            "model: \(modelURL.lastPathComponent), threads: \(threads), context \(contextSize) a request, "
                + "≤ \(maxTokens) tokens an answer, temperature 0.8 (seed = request), streamed, strict json_schema\n"
                + (responses
                    ? "fm serve: chat completions and the Responses API (text.format), each N on a fresh server\n\n"
                    : "llama-server: --parallel N --kv-unified with \(cells) cells (the embedded model's shared cache)\n\n")
                + "requests  server        valid    tok/s   first text p50/p95 s   peak MiB\n")
        // The two servers take turns at each N, so a change in the machine's load touches both.
        for count in counts {
            let ours = try await ServerProcess.fmServe(
                model: modelURL, threads: threads, contextSize: contextSize, parallel: count)
            let figures = try await load(count, url: ours.baseURL, pid: ours.processIdentifier, responses: false)
            ours.stop()
            Terminal.write(Self.row(count, responses ? "chat" : "fm serve", figures) + "\n")
            if responses {
                let again = try await ServerProcess.fmServe(
                    model: modelURL, threads: threads, contextSize: contextSize, parallel: count)
                let other = try await load(count, url: again.baseURL, pid: again.processIdentifier, responses: true)
                again.stop()
                Terminal.write(Self.row(count, "responses", other) + "\n")
                continue
            }
            let theirs = try await ServerProcess.llamaServer(
                model: modelURL, threads: threads, contextSize: max(cells, contextSize), parallel: count)
            let baseline = try await load(count, url: theirs.baseURL, pid: theirs.processIdentifier, responses: false)
            theirs.stop()
            Terminal.write(Self.row(count, "llama-server", baseline) + "\n")
        }
        if responses {
            let server = try await ServerProcess.fmServe(
                model: modelURL, threads: threads, contextSize: 4096, parallel: 2)
            defer { server.stop() }
            try await continuation(at: server.baseURL)
        }
    }

    /// N requests at once, after one request that warms the server up (first-use work such as
    /// the grammar engine's vocabulary tables is not part of the figures, for either server).
    private func load(_ count: Int, url: URL, pid: Int32, responses: Bool) async throws -> Figures {
        let endpoint = url.appendingPathComponent(responses ? "v1/responses" : "v1/chat/completions")
        let body = responses ? Self.responsesBody : Self.body
        _ = try await StreamedCompletion.send(try body(1_000, 4), to: endpoint)
        let bodies = try (0..<count).map { try body($0, maxTokens) }
        let start = ContinuousClock.now
        var figures = Figures()
        try await withThrowingTaskGroup(of: StreamedCompletion.self) { group in
            for body in bodies { group.addTask { try await StreamedCompletion.send(body, to: endpoint) } }
            for try await completion in group {
                figures.requests += 1
                figures.tokens += completion.completionTokens
                if let first = completion.firstText { figures.firstText.append(first) }
                if Self.isValid(completion.text) { figures.valid += 1 }
            }
        }
        figures.seconds = (ContinuousClock.now - start).seconds
        figures.peakMemory = Self.peakMemory(of: pid)
        return figures
    }

    private static func body(_ index: Int, maxTokens: Int) throws -> Data {
        let fields = try JSONSerialization.data(
            withJSONObject: [
                "model": "default",
                "messages": [
                    ["role": "system", "content": system],
                    ["role": "user", "content": "Invent \(roles[index % roles.count]) (character \(index + 1))."],
                ],
                "max_tokens": maxTokens, "temperature": 0.8, "seed": index + 1, "stream": true,
                "stream_options": ["include_usage": true],
            ], options: .sortedKeys)
        let format = #","response_format":{"type":"json_schema","json_schema":{"name":"npc","strict":true,"schema":"#
        return fields.dropLast() + Data((format + schema + "}}}").utf8)
    }

    /// The same request for the Responses API (`seed` is this server's extension of it).
    private static func responsesBody(_ index: Int, maxTokens: Int) throws -> Data {
        let fields = try JSONSerialization.data(
            withJSONObject: [
                "model": "default", "instructions": system,
                "input": "Invent \(roles[index % roles.count]) (character \(index + 1)).",
                "max_output_tokens": maxTokens, "temperature": 0.8, "seed": index + 1, "stream": true,
            ], options: .sortedKeys)
        let format = #","text":{"format":{"type":"json_schema","name":"npc","strict":true,"schema":"#
        return fields.dropLast() + Data((format + schema + "}}}").utf8)
    }

    /// Whether an answer parses and follows the NPC schema.
    static func isValid(_ text: String) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            Set(object.keys) == ["name", "mood", "age", "greeting", "items"],
            let name = object["name"] as? String, name.count <= 40,
            let mood = object["mood"] as? String, ["happy", "grumpy", "sleepy", "curious"].contains(mood),
            let age = object["age"] as? Int, (16...400).contains(age), !(object["age"] is Bool),
            let greeting = object["greeting"] as? String, greeting.count <= 160,
            let items = object["items"] as? [Any], items.count <= 3,
            items.allSatisfy({ ($0 as? String).map { $0.count <= 30 } ?? false })
        else { return false }
        return true
    }

    private static func row(_ count: Int, _ server: String, _ figures: Figures) -> String {
        let sorted = figures.firstText.sorted()
        func percentile(_ fraction: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
        }
        return [
            String(count).leftPadded(to: 8), server.padding(toLength: 12, withPad: " ", startingAt: 0),
            "\(figures.valid)/\(figures.requests)".leftPadded(to: 6),
            String(format: "%7.1f", figures.seconds > 0 ? Double(figures.tokens) / figures.seconds : 0),
            String(format: "%.2f / %.2f", percentile(0.5), percentile(0.95)).leftPadded(to: 21),
            (figures.peakMemory.map { String($0 >> 20) } ?? "n/a").leftPadded(to: 9),
        ].joined(separator: "  ")
    }

    /// A process's peak resident memory in bytes (Linux `VmHWM`), or nil.
    private static func peakMemory(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
