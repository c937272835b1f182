import CommandLineSupport
import Foundation
import FoundationModels

/// Measures prompt and generation speed of our runtime and of the session, next to llama.cpp's
/// own `llama-bench` for the same model and threads, and time to first token per turn.
struct RuntimeBenchmark {
    let modelURL: URL
    let threads: Int
    let promptTokens = 512
    let generatedTokens = 128

    func run() async throws {
        Terminal.write("model: \(modelURL.lastPathComponent), threads: \(threads)\n\n")
        let ours = try measureRuntime()
        let conversation = try await measureConversation()
        let session = try await measureSession()
        let reference = try llamaBench()
        Terminal.write(
            Table(
                header: ["", "prompt tok/s (pp\(promptTokens))", "generation tok/s (tg\(generatedTokens))"],
                rows: [
                    [
                        "llama-bench (llama.cpp)", reference.map { format($0.prompt) } ?? "n/a",
                        reference.map { format($0.generation) } ?? "n/a",
                    ],
                    ["LlamaRuntime", format(ours.prompt), format(ours.generation)],
                    ["decoding loop (its own clock)", "", format(conversation)],
                    ["LanguageModelSession", "", format(session)],
                ]
            ).render())
        if let reference {
            Terminal.write(
                String(
                    format: "\ngeneration: LlamaRuntime %.1f%%, session %.1f%% of llama.cpp's speed\n",
                    100 * ours.generation / reference.generation, 100 * session / reference.generation))
        }
        try await measureTurns(floor: DecodeFloor(promptRate: ours.prompt, generationRate: ours.generation))
    }

    /// Raw decode speed: a prompt batch, then one token at a time (greedy), like llama-bench.
    private func measureRuntime() throws -> (prompt: Double, generation: Double) {
        let decoder = try RawDecoder(contentsOf: modelURL, contextLength: 2048, threads: threads)
        let prompt = (0..<promptTokens).map { 1000 + $0 % 5000 }
        try decoder.append(Array(prompt.prefix(16)))  // warm up
        decoder.clear()
        let clock = ContinuousClock()
        var promptRates: [Double] = []
        var generationRates: [Double] = []
        for _ in 0..<repetitions {
            decoder.clear()
            promptRates.append(Double(promptTokens) / (try clock.measure { try decoder.append(prompt) }).seconds)
            decoder.clear()
            try decoder.append([1000])
            let generationTime = try clock.measure { try decoder.decodeGreedily(generatedTokens) }
            generationRates.append(Double(generatedTokens) / generationTime.seconds)
        }
        return (mean(promptRates), mean(generationRates))
    }

    /// Each figure is the mean of this many runs (llama-bench's `-r`): one run varies by a few percent.
    private let repetitions = 3

    private func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(1, values.count)) }

    /// Generation speed of the embedded model's decoding loop alone, from the statistics it
    /// reports in the response's usage.
    private func measureConversation() async throws -> Double {
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 2048, threads: threads)
        let response = try await LanguageModelSession(model: model).respond(
            to: "Count from 1 to 1000, separated by commas, without stopping.",
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: generatedTokens))
        let stats = GenerationStatistics(response.usage) ?? GenerationStatistics()
        return Double(stats.responseTokens - 1) / (stats.duration - stats.timeToFirstToken).seconds
    }

    /// End-to-end generation speed through a session (sampling, detokenizing, streaming).
    private func measureSession() async throws -> Double {
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 2048, threads: threads)
        let session = LanguageModelSession(model: model)
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: generatedTokens)
        _ = try await session.respond(
            to: "Say hi.", options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 2))
        let prompt = "Count from 1 to 1000, separated by commas, without stopping."
        let clock = ContinuousClock()
        var rates: [Double] = []
        for _ in 0..<repetitions {
            var first: ContinuousClock.Instant?
            var last = clock.now
            var snapshots = 0
            for try await _ in LanguageModelSession(model: model).streamResponse(to: prompt, options: options) {
                if first == nil { first = clock.now }
                last = clock.now
                snapshots += 1
            }
            guard let first, snapshots > 1 else { return 0 }
            rates.append(Double(snapshots - 1) / (last - first).seconds)
        }
        return mean(rates)
    }

    /// Times to first token of a 10-turn conversation, each beside its floor (its decoded prompt
    /// tokens and one token at llama.cpp's rates) and beside llama.cpp alone on the same shape
    /// (plain `llama_decode` of as many new tokens after as many cached ones, then one token:
    /// a short batch deep in a context runs well below the rate of a 512-token prompt); then the
    /// first turn again in a context of its own, as a second process would run it (its
    /// instructions from the disk's prefix cache).
    private func measureTurns(floor: DecodeFloor) async throws {
        let instructions = Instructions(
            "You are a friendly barista at Dream Coffee. Answer in one short sentence. "
                + "The menu: espresso, cortado, flat white, latte, mocha, chai, cocoa, and cakes of the day. "
                + "Every drink comes hot or iced, with oat, almond or whole milk; decaf costs nothing more.")
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 4096, threads: threads)
        let session = LanguageModelSession(model: model, instructions: instructions)
        let prompts = [
            "Hi, I'm Sam.", "What drinks do you have?", "Is the latte sweet?", "Can I get it iced?",
            "What milk do you use?", "Any pastries?", "How much is a cortado?", "Do you have decaf?",
            "What is your favorite drink?", "What was my name again?",
        ]
        let alone = try RawDecoder(contentsOf: modelURL, contextLength: 4096, threads: threads)
        Terminal.write(
            "\ntime to first token per turn (10-turn conversation, KV cache reused), beside its floor"
                + " and llama_decode alone on the same new and cached tokens:\n")
        for (index, prompt) in prompts.enumerated() {
            try await turn(session, prompt, "turn \(index + 1)", floor: floor, alone: alone)
        }
        var again = LlamaLanguageModel(
            contentsOf: modelURL, contextSize: 4096, threads: threads,
            cacheMemory: LlamaLanguageModel.defaultCacheMemory + 1)
        again.prefixCacheDirectory = model.prefixCacheDirectory
        try await turn(
            LanguageModelSession(model: again, instructions: instructions), prompts[0], "new context", floor: floor,
            alone: alone)
    }

    private func turn(
        _ session: LanguageModelSession, _ prompt: String, _ name: String, floor: DecodeFloor, alone: RawDecoder
    ) async throws {
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 32)
        let clock = ContinuousClock()
        let start = clock.now
        var first: Duration?
        var text = ""
        var statistics = GenerationStatistics()
        for try await snapshot in session.streamResponse(to: prompt, options: options) {
            if first == nil { first = clock.now - start }
            text = snapshot.content
            statistics = GenerationStatistics(snapshot.usage) ?? statistics
        }
        let least = floor.seconds(prompt: statistics.decodedPromptTokens, response: 1)
        let shape = try sameShape(
            alone, cached: statistics.promptTokens - statistics.decodedPromptTokens,
            decoded: statistics.decodedPromptTokens)
        let seconds = (first ?? .zero).seconds
        Terminal.write(
            String(
                format: "  %@: %6.0f ms, floor %5.0f ms (%4d of %4d prompt tokens decoded), %4.2f× floor;"
                    + " alone %5.0f ms, %4.2f×  %@\n",
                name.padding(toLength: 11, withPad: " ", startingAt: 0), seconds * 1000, least * 1000,
                statistics.decodedPromptTokens, statistics.promptTokens, seconds / max(least, 1e-6), shape * 1000,
                seconds / max(shape, 1e-6), String(text.prefix(24))))
    }

    /// llama.cpp alone on a turn's shape: its new prompt tokens as one batch after as many
    /// cached ones, then one token; seconds, the median of three (one decode swings by a third).
    private func sameShape(_ decoder: RawDecoder, cached: Int, decoded: Int) throws -> Double {
        decoder.clear()
        if cached > 0 { try decoder.append((0..<cached).map { 1000 + $0 % 5000 }) }
        let tokens = (0..<max(decoded, 1)).map { 2000 + $0 % 5000 }
        let times = try (0..<3).map { _ in
            defer { decoder.truncate(to: cached) }
            return try ContinuousClock().measure {
                try decoder.append(tokens)
                try decoder.decodeGreedily(1)
            }.seconds
        }
        return times.sorted()[1]
    }

    /// Runs llama.cpp's own benchmark, if the setup built it.
    private func llamaBench() throws -> (prompt: Double, generation: Double)? {
        let bin = LlamaTools.binaryFolder
        let executable = bin.appendingPathComponent("llama-bench")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Terminal.error("llama-bench not found in \(bin.path): run `scripts/setup --server` to build it")
            return nil
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "-m", modelURL.path, "-t", "\(threads)", "-p", "\(promptTokens)", "-n", "\(generatedTokens)",
            "-r", "\(repetitions)", "-o", "json",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let runs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
        var prompt = 0.0
        var generation = 0.0
        for run in runs {
            let speed = run["avg_ts"] as? Double ?? 0
            if (run["n_prompt"] as? Int ?? 0) > 0 { prompt = speed } else { generation = speed }
        }
        return (prompt, generation)
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
