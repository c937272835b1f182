import CommandLineSupport
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
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 16)
        var session = LanguageModelSession(
            model: model, instructions: "You are a friendly barista. Answer in one short sentence.")
        Terminal.write(
            "model: \(modelURL.lastPathComponent), context: \(contextSize), threads: \(threads), turns: \(turns)\n")
        Terminal.write(
            "resident memory in MiB: all, anonymous (heap, KV caches), file (the mapped model's pages read so far)\n")
        Terminal.write("turn       RSS       anon       file   entries   tokens   condensed   seconds\n")
        let clock = ContinuousClock()
        let start = clock.now
        var condenses = 0
        report(
            turn: 0, session: session, tokens: try await model.tokenCount(for: session.transcript), condenses: 0,
            since: start)
        for turn in 1...max(1, turns) {
            if try await model.tokenCount(for: session.transcript) > contextSize / 2 {
                session = try await session.condensed(
                    keepingLast: 2, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 80))
                condenses += 1
            }
            try await session.respond(to: Self.prompts[(turn - 1) % Self.prompts.count], options: options)
            if turn % 20 == 0 || turn == turns {
                report(
                    turn: turn, session: session, tokens: try await model.tokenCount(for: session.transcript),
                    condenses: condenses, since: start)
            }
        }
        Terminal.write("\nlast summary: \(Self.summary(of: session.transcript) ?? "(none)")\n")
    }

    private func report(
        turn: Int, session: LanguageModelSession, tokens: Int, condenses: Int, since start: ContinuousClock.Instant
    ) {
        let memory = Self.residentMemory()
        let mebibytes = { (bytes: Int?) in bytes.map { String(format: "%.1f", Double($0) / 1_048_576) } ?? "n/a" }
        let seconds = String(format: "%.0f", (ContinuousClock.now - start).seconds)
        Terminal.write(
            [
                String(turn).leftPadded(to: 4), mebibytes(memory?.total).leftPadded(to: 7),
                mebibytes(memory?.anonymous).leftPadded(to: 8),
                mebibytes(memory?.file).leftPadded(to: 8), String(session.transcript.count).leftPadded(to: 7),
                String(tokens).leftPadded(to: 6), String(condenses).leftPadded(to: 9), seconds.leftPadded(to: 7),
            ].joined(separator: "   ") + "\n")
    }

    /// The summary segment of the instructions, if the session was condensed.
    static func summary(of transcript: Transcript) -> String? {
        guard case .instructions(let instructions) = transcript.first else { return nil }
        return instructions.segments.compactMap { segment -> String? in
            guard case .text(let text) = segment, text.content.hasPrefix("Summary of the conversation") else {
                return nil
            }
            return text.content
        }.first
    }

    /// The process's resident memory in bytes, all and split into anonymous and file-backed
    /// pages (Linux `/proc/self/status`), or nil elsewhere.
    static func residentMemory() -> (total: Int, anonymous: Int, file: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func kibibytes(_ key: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return nil }
            return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        guard let total = kibibytes("VmRSS") else { return nil }
        return (total, kibibytes("RssAnon") ?? 0, kibibytes("RssFile") ?? 0)
    }
}
