import Foundation
import GuidedGeneration
import LlamaRuntime
import Locking

/// Everything the embedded runtime loads and shares in this process, in one place: each model
/// file's weights (in memory once), and what is derived from them — the engine's vocabulary,
/// whose turn it is to decode, loaded adapters, and one context with its batch scheduler per
/// configuration — plus compiled response grammars.
///
/// Weights load on a thread of their own, never on the cooperative pool; concurrent first users
/// of a file wait for the same load.
final class ModelStore: Sendable {
    /// The store of this process.
    static let shared = ModelStore()

    private let state = Locked(State())

    private struct State {
        var files: [String: File] = [:]
        var grammars: [GrammarKey: Grammar] = [:]
    }

    /// A model file: being loaded (with the callers waiting for it), or loaded.
    private enum File {
        case loading([@Sendable (Result<Loaded, any Error>) -> Void])
        case loaded(Loaded)
    }

    /// A loaded file and what is derived from it.
    private struct Loaded {
        let weights: LlamaModel
        let turns = DecodeTurns()
        var vocabulary: Vocabulary?
        var adapters: [String: LlamaAdapter] = [:]
        var schedulers: [SchedulerKey: BatchScheduler] = [:]
    }

    /// What makes two contexts on the same weights differ. Models of different context sizes
    /// and the same cache memory share one when their windows fit the same cache (each request
    /// is held to its own window), and so share their cached prompts.
    struct SchedulerKey: Hashable {
        var adapter: String?
        var cacheBytes: Int
        /// The token positions of the shared KV cache (`cells(for:contextSize:cacheBytes:)`).
        var cells: Int
        var threads: Int
        var prefixes: PrefixStore.Location?
    }

    /// The weights of a file, loaded on a thread of its own on first use.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and what to do.
    func weights(_ url: URL) async throws -> LlamaModel {
        if let loaded = loadedFile(url.path) { return loaded.weights }
        return try await withCheckedThrowingContinuation { continuation in
            wait(for: url, onOwnThread: true) { continuation.resume(with: $0.map(\.weights)) }
        }
    }

    /// The weights of a file, loaded on the calling thread (which blocks) on first use.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and what to do.
    func weightsNow(_ url: URL) throws -> LlamaModel {
        if let loaded = loadedFile(url.path) { return loaded.weights }
        let result = Locked<Result<Loaded, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        wait(for: url, onOwnThread: false) { outcome in
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0! }.get().weights
    }

    private func loadedFile(_ path: String) -> Loaded? {
        state.withLock { state in
            if case .loaded(let loaded) = state.files[path] { return loaded }
            return nil
        }
    }

    /// Calls `done` once the file is loaded, loading it if no one is.
    private func wait(
        for url: URL, onOwnThread: Bool, _ done: @escaping @Sendable (Result<Loaded, any Error>) -> Void
    ) {
        let path = url.path
        let first = state.withLock { state -> Loaded?? in
            switch state.files[path] {
            case .loaded(let loaded): return .some(loaded)
            case .loading(let waiting):
                state.files[path] = .loading(waiting + [done])
                return .some(nil)
            case nil:
                state.files[path] = .loading([done])
                return nil
            }
        }
        switch first {
        case .some(.some(let loaded)): done(.success(loaded))
        case .some(nil): return
        case nil:
            if onOwnThread {
                let thread = Thread { self.load(url) }
                thread.name = "FoundationModels.Load"
                thread.start()
            } else {
                load(url)
            }
        }
    }

    private func load(_ url: URL) {
        let result = Result<Loaded, any Error> {
            do {
                return Loaded(weights: try LlamaModel(contentsOf: url))
            } catch let error as LlamaError {
                let hint =
                    url.lastPathComponent == ModelLocator.defaultModelFile
                    ? " Run `\(ModelLocator.setupCommand)` to install the default model, or set FM_MODEL to a GGUF file."
                    : " Check the path, or set FM_MODEL to a GGUF file."
                throw EmbeddedError.assetsUnavailable(error.message + "." + hint)
            }
        }
        let waiting = state.withLock { state -> [@Sendable (Result<Loaded, any Error>) -> Void] in
            guard case .loading(let waiting) = state.files[url.path] else { return [] }
            // A failed load is forgotten, so the next request tries again (the file may be fixed).
            state.files[url.path] = try? result.map(File.loaded).get()
            return waiting
        }
        for done in waiting { done(result) }
    }

    /// Changes what is derived from loaded weights.
    private func withLoaded<Value>(_ weights: LlamaModel, _ body: (inout Loaded) throws -> Value) rethrows -> Value {
        try state.withLock { state in
            guard case .loaded(var loaded) = state.files[weights.url.path], loaded.weights === weights else {
                preconditionFailure("weights not loaded by the store: \(weights.url.path)")
            }
            defer { state.files[weights.url.path] = .loaded(loaded) }
            return try body(&loaded)
        }
    }

    /// The engine's view of loaded weights' vocabulary: token bytes, and the tokens that end
    /// generation; built on first use.
    func vocabulary(of weights: LlamaModel) -> Vocabulary {
        if let vocabulary = withLoaded(weights, { $0.vocabulary }) { return vocabulary }
        let built = Vocabulary(weights)  // outside the lock: it reads every token
        return withLoaded(weights) { loaded in
            if let vocabulary = loaded.vocabulary { return vocabulary }
            loaded.vocabulary = built
            return built
        }
    }

    /// An adapter for loaded weights, loaded on first use.
    /// - Throws: `SystemLanguageModel.Adapter.AssetError.invalidAsset` saying what does not fit.
    func adapter(_ url: URL, on weights: LlamaModel) throws -> LlamaAdapter {
        try withLoaded(weights) { loaded in
            if let adapter = loaded.adapters[url.path] { return adapter }
            do {
                let adapter = try LlamaAdapter(contentsOf: url, model: weights)
                loaded.adapters[url.path] = adapter
                return adapter
            } catch let error as LlamaError {
                throw SystemLanguageModel.Adapter.AssetError.invalidAsset(.init(debugDescription: error.message))
            }
        }
    }

    /// The scheduler of the context every conversation with the same weights and key shares,
    /// made on first use (its context is made with its first request).
    func scheduler(for weights: LlamaModel, adapter: LlamaAdapter?, key: SchedulerKey) -> BatchScheduler {
        withLoaded(weights) { loaded in
            if let scheduler = loaded.schedulers[key] { return scheduler }
            let cells = key.cells
            let prefixes =
                adapter == nil ? key.prefixes.map { PrefixStore($0, model: weights.url, parameters: "f16 KV") } : nil
            let scheduler = BatchScheduler(
                sequences: BatchScheduler.maximumSequences, cells: cells, vocabulary: weights.vocabulary,
                turns: loaded.turns, prefixes: prefixes
            ) {
                try LlamaSequenceContext(
                    model: weights, cells: cells, sequences: BatchScheduler.maximumSequences, threads: key.threads,
                    adapter: adapter)
            }
            loaded.schedulers[key] = scheduler
            return scheduler
        }
    }

    /// The compiled grammar of a schema in the engine's IR (the last 256 schemas are kept).
    /// - Throws: `LanguageModelError.unsupportedGenerationGuide` when it cannot be enforced.
    func grammar(_ schema: GenerationSchema.Compiled) throws -> Grammar {
        let key = GrammarKey(root: schema.root, definitions: schema.definitions)
        if let grammar = state.withLock({ $0.grammars[key] }) { return grammar }
        let grammar: Grammar
        do {
            grammar = try Grammar(root: schema.root, definitions: schema.definitions)
        } catch let error as GrammarError {
            throw LanguageModelError.unsupportedGenerationGuide(
                .init(schemaName: nil, debugDescription: "The schema cannot be enforced: \(error.message)"))
        }
        state.withLock { state in
            if state.grammars.count >= 256 { state.grammars.removeAll() }
            state.grammars[key] = grammar
        }
        return grammar
    }

    private struct GrammarKey: Hashable {
        let root: JSONSchemaNode
        let definitions: [String: JSONSchemaNode]
    }

    /// The token positions of a shared KV cache of `cacheBytes`: at least one context window,
    /// in whole blocks of 256.
    static func cells(for weights: LlamaModel, contextSize: Int, cacheBytes: Int) -> Int {
        let perCell = max(LlamaSequenceContext.bytesPerCell(of: weights), 1)
        let window = min(contextSize, weights.trainingContextLength)
        return (max(window, cacheBytes / perCell) + 255) / 256 * 256
    }
}

extension Vocabulary {
    /// The engine's view of a model's vocabulary.
    convenience init(_ model: LlamaModel) {
        let llama = model.vocabulary
        self.init(tokens: llama.pieces, endOfSequenceTokens: llama.endOfGenerationTokens.map(Int.init))
    }
}
