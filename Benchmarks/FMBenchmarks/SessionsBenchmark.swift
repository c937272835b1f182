import CommandLineSupport
import Foundation
import FoundationModels

/// `fm bench sessions`: N sessions at once on one model, each with its own instructions, greedy
/// and up to `maxTokens` tokens each, for each N in `counts`; next to the same load sent to
/// `llama-server --parallel N` (same model, threads and KV cache size, started on 127.0.0.1).
/// Prints aggregate output tokens per second, p50/p95 time to first token and to the whole
/// answer, and peak resident memory, with one session's figures as the reference. Every row's
/// sessions have instructions no earlier row had, so none finds its prompt cached. The
/// `llama_decode` rows are the same prompts and as many tokens decoded with nothing around them
/// (`llama-batched-bench`'s way): what the hardware allows. They and the server run after every
/// in-process load, so those loads' resident memory is this library's alone.
struct SessionsBenchmark {
    let modelURL: URL
    let threads: Int
    let counts: [Int]
    let maxTokens: Int
    let withServer: Bool

    private static let questions = [
        "What goes into a cortado?", "Suggest a pastry for a latte.", "Is cold brew strong?",
        "What is a flat white?", "Name a coffee from Ethiopia.", "How hot should milk be for a cappuccino?",
        "What is a galão?", "Which drink has the most caffeine?",
    ]

    private static func messages(_ index: Int) -> (instructions: String, prompt: String) {
        (
            "You are barista number \(index + 1) of a busy coffee shop. Answer the customer in one short sentence.",
            questions[index % questions.count]
        )
    }

    /// The figures of one load.
    struct Figures {
        var tokens = 0
        var seconds = 0.0
        var firstToken: [Double] = []
        var whole: [Double] = []
        var peakMemory: Int?

        var tokensPerSecond: Double { seconds > 0 ? Double(tokens) / seconds : 0 }
    }

    func run() async throws {
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 1024, threads: threads)
        Terminal.write(
            "model: \(modelURL.lastPathComponent), threads: \(threads), greedy, ≤ \(maxTokens) tokens an answer, "
                + "every session with its own instructions\n")
        Terminal.write(
            "KV cache shared by all sessions: \(model.cacheMemory >> 20) MiB, \(try model.sharedCacheTokens()) tokens "
                + "(llama-server gets as many)\n\n")
        Terminal.write(
            "sessions  engine      tok/s   × one   first p50/p95 s   whole p50/p95 s   peak MiB\n")
        _ = try await Self.session(10_000, model: model, maxTokens: maxTokens)  // loads the weights
        // Every in-process load first, so its resident memory is this library's alone.
        var starts = 0
        var loads: [(sessions: Range<Int>, figures: Figures)] = []
        for count in counts {
            let sessions = starts..<(starts + count)
            starts += count
            loads.append((sessions, try await load(sessions, model: model)))
            Terminal.write(Self.row(count, "in-process", loads[loads.count - 1].figures, one: loads[0].figures) + "\n")
        }
        let cells = try model.sharedCacheTokens()
        for (sessions, ours) in loads {
            let raw = try rawLoad(sessions, steps: ours.tokens / sessions.count, cells: cells)
            Terminal.write(Self.row(sessions.count, "llama_decode", raw, one: loads[0].figures) + "\n")
        }
        if withServer {
            for (sessions, _) in loads {
                let server = try await serverLoad(sessions, cells: cells)
                Terminal.write(Self.row(sessions.count, "llama-server", server, one: loads[0].figures) + "\n")
            }
        }
        let rows = loads.map { ($0.sessions.count, $0.figures) }
        if let small = rows.first(where: { $0.0 == 16 })?.1.peakMemory, let large = rows.last,
            large.0 > 16, let peak = large.1.peakMemory
        {
            let growth = Double(peak - small) / Double(large.0 - 16) / 1_048_576
            Terminal.write(String(format: "\nresident memory per session beyond 16: %.1f MiB\n", growth))
        }
    }

    /// N sessions at once on the embedded model.
    private func load(_ sessions: Range<Int>, model: LlamaLanguageModel) async throws -> Figures {
        Self.resetPeakMemory()
        var figures = try await Self.gather(sessions) { index in
            let begun = ContinuousClock.now
            let (tokens, first) = try await Self.session(index, model: model, maxTokens: maxTokens)
            return (tokens, (first - begun).seconds, (ContinuousClock.now - begun).seconds)
        }
        figures.peakMemory = Self.peakMemory(of: "self")
        return figures
    }

    /// Runs every session at once and gathers their figures: response tokens and seconds to the
    /// first token and to the whole answer.
    private static func gather(
        _ sessions: Range<Int>, _ session: @escaping @Sendable (Int) async throws -> (Int, Double, Double)
    ) async throws -> Figures {
        let start = ContinuousClock.now
        var figures = Figures()
        try await withThrowingTaskGroup(of: (Int, Double, Double).self) { group in
            for index in sessions { group.addTask { try await session(index) } }
            for try await (tokens, first, whole) in group {
                figures.tokens += tokens
                figures.firstToken.append(first)
                figures.whole.append(whole)
            }
        }
        figures.seconds = (ContinuousClock.now - start).seconds
        return figures
    }

    /// One session's answer: its response tokens and when its first text came.
    private static func session(_ index: Int, model: LlamaLanguageModel, maxTokens: Int) async throws -> (
        Int, ContinuousClock.Instant
    ) {
        let (instructions, prompt) = messages(index)
        let session = LanguageModelSession(model: model, instructions: Instructions(instructions))
        let stream = session.streamResponse(
            to: prompt, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: maxTokens))
        var first: ContinuousClock.Instant?
        for try await _ in stream where first == nil { first = .now }
        let response = try await stream.collect()
        return (GenerationStatistics(response.usage)?.responseTokens ?? 0, first ?? .now)
    }

    /// The same load on `llama-server --parallel N` with a unified KV cache of as many cells.
    private func serverLoad(_ sessions: Range<Int>, cells: Int) async throws -> Figures {
        let server = try await ServerProcess.llamaServer(
            model: modelURL, threads: threads, contextSize: max(cells, 1024), parallel: sessions.count)
        defer { server.stop() }
        var figures = try await Self.gather(sessions) { index in
            let (instructions, prompt) = Self.messages(index)
            let begun = ContinuousClock.now
            let reply = try await server.complete([
                "messages": [["role": "system", "content": instructions], ["role": "user", "content": prompt]],
                "max_tokens": maxTokens, "temperature": 0,
            ])
            let whole = (ContinuousClock.now - begun).seconds
            // The time to the first token: the whole minus the generation after it.
            return (reply.tokens, whole - reply.generationSeconds, whole)
        }
        figures.peakMemory = Self.peakMemory(of: String(server.processIdentifier))
        return figures
    }

    /// The same prompts and as many tokens each, decoded with nothing around them.
    private func rawLoad(_ sessions: Range<Int>, steps: Int, cells: Int) throws -> Figures {
        Self.resetPeakMemory()
        let decoder = try RawBatchDecoder(
            contentsOf: modelURL, cells: cells, sequences: sessions.count, threads: threads)
        let prompts = sessions.map { Self.messages($0) }.map { decoder.chatTokens(instructions: $0, prompt: $1) }
        let (first, whole) = try decoder.run(prompts: prompts, steps: max(steps, 1))
        return Figures(
            tokens: sessions.count * max(steps, 1), seconds: whole, firstToken: [first], whole: [whole],
            peakMemory: Self.peakMemory(of: "self"))
    }

    private static func row(_ count: Int, _ engine: String, _ figures: Figures, one: Figures) -> String {
        func seconds(_ values: [Double]) -> String {
            String(format: "%.2f / %.2f", percentile(values, 0.5), percentile(values, 0.95))
        }
        return [
            String(count).leftPadded(to: 8), engine.padding(toLength: 12, withPad: " ", startingAt: 0),
            String(format: "%6.1f", figures.tokensPerSecond),
            String(format: "%5.1f×", figures.tokensPerSecond / max(one.tokensPerSecond, 0.001)),
            seconds(figures.firstToken).leftPadded(to: 16), seconds(figures.whole).leftPadded(to: 16),
            (figures.peakMemory.map { String($0 >> 20) } ?? "n/a").leftPadded(to: 9),
        ].joined(separator: "  ")
    }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    /// Resets this process's peak resident memory (Linux).
    private static func resetPeakMemory() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// A process's peak resident memory in bytes (Linux `VmHWM`), or nil.
    private static func peakMemory(of process: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
