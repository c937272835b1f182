import Foundation
import LlamaRuntime
import Synchronization

/// The weights of the model files loaded in this process, each in memory once, and what every
/// request on the same weights shares.
enum EmbeddedWeights {
    private static let models = Mutex<[String: LlamaModel]>([:])
    private static let turnsByPath = Mutex<[String: DecodeTurns]>([:])
    private static let promptsByPath = Mutex<[String: PromptCache]>([:])

    /// What every request on one file's weights shares: whose turn it is to decode, and the
    /// prompts decoded so far.
    struct Shared: Sendable {
        let turns: DecodeTurns
        let prompts: PromptCache
    }

    /// The weights of a file, loaded on first use.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and what to do.
    static func load(_ url: URL) throws -> LlamaModel {
        try models.withLock { models in
            if let model = models[url.path] { return model }
            do {
                let model = try LlamaModel(contentsOf: url)
                models[url.path] = model
                return model
            } catch let error as LlamaError {
                let hint =
                    url.lastPathComponent == ModelLocator.defaultModelFile
                    ? " Run `\(ModelLocator.setupCommand)` to install the default model, or set FM_MODEL to a GGUF file."
                    : " Check the path, or set FM_MODEL to a GGUF file."
                throw EmbeddedError.assetsUnavailable(error.message + "." + hint)
            }
        }
    }

    /// What requests on a file's weights share: the decode turns of the weights, and the prompt
    /// cache of the weights with that adapter (a KV cache computed with an adapter differs).
    static func shared(_ url: URL, adapter: URL? = nil) -> Shared {
        let key = url.path + (adapter.map { "\u{0}" + $0.path } ?? "")
        return Shared(
            turns: stored(url.path, in: turnsByPath) { DecodeTurns() },
            prompts: stored(key, in: promptsByPath) { PromptCache() })
    }

    /// The value stored under a key, made and stored on first use.
    private static func stored<Value>(_ key: String, in table: borrowing Mutex<[String: Value]>, _ make: () -> Value)
        -> Value
    {
        table.withLock { values in
            if let value = values[key] { return value }
            let value = make()
            values[key] = value
            return value
        }
    }
}
