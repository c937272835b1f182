import Foundation
import LlamaRuntime
import Synchronization

/// The weights of the model files loaded in this process, each in memory once, and what every
/// request on the same weights shares: whose turn it is to decode, and one context (with its
/// batch scheduler) per adapter, holding every conversation.
enum EmbeddedWeights {
    private static let models = Mutex<[String: LlamaModel]>([:])
    private static let turnsByPath = Mutex<[String: DecodeTurns]>([:])
    private static let schedulers = Mutex<[String: BatchScheduler]>([:])

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

    /// The scheduler of the context every conversation on a file's weights with an adapter and a
    /// cache size shares (a KV cache computed with an adapter differs), made on first use.
    /// - Parameters:
    ///   - weights: the loaded weights.
    ///   - adapter: the loaded adapter, if any.
    ///   - cacheBytes: the memory of the shared KV cache, at least one context window of `contextSize`.
    ///   - threads: the CPU threads each decode uses.
    ///   - prefixes: where fixed prefixes are kept between launches (not with an adapter).
    static func scheduler(
        for weights: LlamaModel, adapter: LlamaAdapter?, contextSize: Int, cacheBytes: Int, threads: Int,
        prefixes: PrefixStore.Location? = nil
    ) -> BatchScheduler {
        let url = weights.url
        let turns = stored(url.path, in: turnsByPath) { DecodeTurns() }
        let key = [
            url.path, adapter?.url.path ?? "", String(cacheBytes), prefixes?.directory.path ?? "",
            String(prefixes?.capacity ?? 0),
        ].joined(separator: "\u{0}")
        return stored(key, in: schedulers) {
            let cells = cells(for: weights, contextSize: contextSize, cacheBytes: cacheBytes)
            let store = adapter == nil ? prefixes.map { PrefixStore($0, model: url, parameters: "f16 KV") } : nil
            return BatchScheduler(
                sequences: BatchScheduler.maximumSequences, cells: cells,
                vocabulary: weights.vocabulary, turns: turns, prefixes: store
            ) {
                try LlamaSequenceContext(
                    model: weights, cells: cells, sequences: BatchScheduler.maximumSequences,
                    threads: threads, adapter: adapter)
            }
        }
    }

    /// The token positions of a shared KV cache of `cacheBytes`: at least one context window,
    /// in whole blocks of 256.
    static func cells(for weights: LlamaModel, contextSize: Int, cacheBytes: Int) -> Int {
        let perCell = max(LlamaSequenceContext.bytesPerCell(of: weights), 1)
        let window = min(contextSize, weights.trainingContextLength)
        return (max(window, cacheBytes / perCell) + 255) / 256 * 256
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
