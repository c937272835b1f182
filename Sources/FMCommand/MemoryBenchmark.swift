import Foundation
import FoundationModels

/// A long conversation with condensing: `turns` short exchanges on one session, condensed with
/// `LanguageModelSession.condensed(keepingLast:)` whenever the transcript passes half of the
/// context window; prints the process's resident memory every 20 turns, so growth shows.
struct MemoryBenchmark {
    let modelURL: URL
    let threads: Int
    let turns: Int
    let contextSize = 1024

    private static let prompts = [
        "My name is Ada and I like cortados. Say hello.", "Name a city in Portugal.", "What is 7 times 6?",
        "Suggest a pastry to go with coffee.", "What is my name?", "Name a color of coffee beans.",
        "Give me one word that rhymes with bean.", "What drink do I like?", "Name a country that grows coffee.",
        "Say something kind in five words.",
    ]

    func run() async throws {
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: contextSize, threads: threads)
        let options = GenerationOptions(sampling: .greedy, maximumResponseTokens: 16)
        var session = LanguageModelSession(model: model, instructions: "You are a friendly barista. Answer in one short sentence.")
        Terminal.write("model: \(modelURL.lastPathComponent), context: \(contextSize), threads: \(threads), turns: \(turns)\n")
        Terminal.write("turn   RSS MiB   transcript entries   transcript tokens   condensed   seconds\n")
        let clock = ContinuousClock()
        let start = clock.now
        var condenses = 0
        report(turn: 0, session: session, tokens: try await model.tokenCount(for: session.transcript), condenses: 0, since: start)
        for turn in 1...max(1, turns) {
            if try await model.tokenCount(for: session.transcript) > contextSize / 2 {
                session = try await session.condensed(keepingLast: 2, options: GenerationOptions(sampling: .greedy, maximumResponseTokens: 80))
                condenses += 1
            }
            try await session.respond(to: Self.prompts[(turn - 1) % Self.prompts.count], options: options)
            if turn % 20 == 0 || turn == turns {
                report(turn: turn, session: session, tokens: try await model.tokenCount(for: session.transcript),
                       condenses: condenses, since: start)
            }
        }
        Terminal.write("\nlast summary: \(Self.summary(of: session.transcript) ?? "(none)")\n")
    }

    private func report(turn: Int, session: LanguageModelSession, tokens: Int, condenses: Int, since start: ContinuousClock.Instant) {
        let rss = Self.residentMemory().map { String(format: "%.1f", Double($0) / 1_048_576) } ?? "n/a"
        let seconds = String(format: "%.0f", (ContinuousClock.now - start).seconds)
        Terminal.write([String(turn).padding(4), rss.padding(9), String(session.transcript.count).padding(20),
                        String(tokens).padding(19), String(condenses).padding(9), seconds.padding(9)].joined(separator: "   ") + "\n")
    }

    /// The summary segment of the instructions, if the session was condensed.
    static func summary(of transcript: Transcript) -> String? {
        guard case .instructions(let instructions) = transcript.first else { return nil }
        return instructions.segments.compactMap { segment -> String? in
            guard case .text(let text) = segment, text.content.hasPrefix("Summary of the conversation") else { return nil }
            return text.content
        }.first
    }

    /// The process's resident set size in bytes (Linux `/proc/self/statm`), or nil elsewhere.
    static func residentMemory() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

private extension String {
    /// The string right-aligned in `width` columns.
    func padding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
