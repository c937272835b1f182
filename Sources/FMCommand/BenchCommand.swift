import Foundation
import FoundationModels
import LlamaRuntime

/// `fm bench`: the runtime benchmarks, printed as tables.
enum BenchCommand {
    static let help = """
        Usage: fm bench [--model PATH] [--threads N]

        Measures prompt and generation speed of this library's runtime and sessions next to
        llama.cpp's own llama-bench (same model, same threads), and time to first token per
        turn of a 10-turn conversation. Build in release mode for real figures (scripts/fm does).
        """

    static func run(_ arguments: [String]) async throws {
        let parsed = try ParsedArguments(arguments, valueOptions: ["model", "threads"], flagOptions: ["help", "h"])
        if parsed.has("help") || parsed.has("h") { Terminal.write(help + "\n"); return }
        let url = parsed.string("model").map { URL(fileURLWithPath: $0) } ?? SystemLanguageModel.defaultModelURL
        let threads = try parsed.int("threads") ?? LlamaBackend.defaultThreadCount
        guard threads >= 1 else { throw UsageError("--threads needs 1 or more") }
        try await RuntimeBenchmark(modelURL: url, threads: threads).run()
    }
}
