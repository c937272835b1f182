import CommandLineSupport
import Foundation
import FoundationModels
import FoundationModelsOpenAI

/// The options every generating subcommand shares: model, instructions, sampling.
struct ModelOptions {
    static let options: [Option] = [
        .value("model", "PATH", help: "a GGUF model file (default: FM_MODEL, else the installed default)"),
        .value("server", "URL", help: "an OpenAI-compatible server (e.g. http://127.0.0.1:8080/v1); --model NAME"),
        .value("instructions", "TEXT", help: "instructions for the session"),
        .value("temperature", "X", help: "sampling temperature (0 = most likely token)"),
        .value("top-k", "K", help: "sample among the K most likely tokens"),
        .value("top-p", "P", help: "sample among the tokens of the top P probability"),
        .value("seed", "N", help: "a seed that makes sampling reproducible"),
        .flag("greedy", help: "always take the most likely token"),
        .value("max-tokens", "N", help: "the most tokens a response may have"),
        .value("context", "N", help: "the context window in tokens (default 4096)"),
        .flag("stats", help: "after each response, print its tokens and times to standard error"),
    ]

    let model: any TokenCountingLanguageModel
    /// Why the model cannot be used, when its file is missing.
    private let unavailable: SystemLanguageModel.Availability.UnavailableReason?
    let instructions: String?
    let options: GenerationOptions
    /// Whether each response's tokens and times are printed after it (`--stats`).
    let statistics: Bool

    init(_ arguments: ParsedArguments) throws {
        let context = try arguments.int("context") ?? 4096
        guard context >= 256 else { throw UsageError("--context needs at least 256 tokens") }
        if let server = arguments.string("server") {
            guard let url = URL(string: server), url.scheme?.hasPrefix("http") == true else {
                throw UsageError("--server needs an http(s) URL")
            }
            model = OpenAILanguageModel(
                baseURL: url, model: arguments.string("model") ?? "default", contextSize: context)
            unavailable = nil
        } else {
            let url = arguments.string("model").map { URL(fileURLWithPath: $0) } ?? SystemLanguageModel.defaultModelURL
            // One conversation at a time: a KV cache of one window, which a new process makes (and
            // clears) in less time than the default cache for many conversations.
            let embedded = LlamaLanguageModel(contentsOf: url, contextSize: context, cacheMemory: 0)
            model = embedded
            if case .unavailable(let reason) = embedded.availability { unavailable = reason } else { unavailable = nil }
        }
        instructions = arguments.string("instructions")
        statistics = arguments.has("stats")
        let seed = try arguments.int("seed").map { UInt64(bitPattern: Int64($0)) }
        var sampling: GenerationOptions.SamplingMode?
        if arguments.has("greedy") {
            sampling = .greedy
        } else if let k = try arguments.int("top-k") {
            guard k >= 1 else { throw UsageError("--top-k needs 1 or more") }
            sampling = .random(top: k, seed: seed)
        } else if let p = try arguments.double("top-p") {
            guard p > 0 && p <= 1 else { throw UsageError("--top-p needs a number in (0, 1]") }
            sampling = .random(probabilityThreshold: p, seed: seed)
        } else if let seed {
            sampling = .random(probabilityThreshold: 0.9, seed: seed)
        }
        let temperature = try arguments.double("temperature")
        if let temperature, temperature < 0 { throw UsageError("--temperature needs 0 or more") }
        if temperature == 0 { sampling = .greedy }  // the most likely token; a seed has nothing to choose
        let maxTokens = try arguments.int("max-tokens")
        if let maxTokens, maxTokens < 1 { throw UsageError("--max-tokens needs 1 or more") }
        options = GenerationOptions(samplingMode: sampling, temperature: temperature, maximumResponseTokens: maxTokens)
    }

    /// Fails with a message that says how to install the model when it is missing.
    func checkAvailable() throws {
        if let reason = unavailable {
            throw RuntimeError(
                "the model is not available (\(reason)): run `scripts/setup` to install the default model, or pass --model PATH"
            )
        }
    }

    func makeSession() -> LanguageModelSession {
        LanguageModelSession(model: model, instructions: instructions.map { Instructions($0) } as Instructions?)
    }

    /// A session whose model sees the instructions and the last `entries` entries of the
    /// conversation (a rolling window); the transcript keeps every entry.
    func makeWindowedSession(entries: Int) -> LanguageModelSession {
        let profile = LanguageModelSession.Profile { Instructions(instructions ?? "") }
            .historyTransform { transcript in RollingWindow(entries: entries).apply(to: transcript) }
            .model(model)
        return LanguageModelSession(profile: profile)
    }
}
