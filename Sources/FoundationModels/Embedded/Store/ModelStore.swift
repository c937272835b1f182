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
/// of a file wait for the same load. A file nobody has used for `keepAlive` is unloaded — its
/// weights, contexts and their KV caches freed — and loads again on its next use.
final class ModelStore: Sendable {
    /// The store of this process: files stay loaded for `FM_KEEP_ALIVE` seconds after their
    /// last use (default 300; `forever` keeps them).
    static let shared = ModelStore(keepAlive: EngineConfiguration.current.keepAlive)

    /// How long a file stays loaded after its last use; nil: for the life of the process.
    let keepAlive: Duration?
    /// Whose turn it is on the cores, for every context the store makes.
    let arbiter: DecodeArbiter
    private let state = Locked(State())

    init(keepAlive: Duration?, arbiter: DecodeArbiter = .shared) {
        self.keepAlive = keepAlive
        self.arbiter = arbiter
    }

    private struct State {
        var files: [String: File] = [:]
        var grammars: [GrammarKey: Grammar] = [:]
    }

    /// A model file: being loaded (with the callers waiting for it), or loaded.
    private enum File {
        case loading([@Sendable (Result<LlamaModel, any Error>) -> Void])
        case loaded(Loaded)
    }

    /// A loaded file and what is derived from it.
    private struct Loaded {
        let weights: LlamaModel
        /// The uses in progress (`withWeights`).
        var users: Int
        /// Counts the times the file became idle, so that an unload meant for an earlier idle
        /// spell does not act on a later one.
        var idleSpells = 0
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
        /// Whether the context attends with flash attention (`flashAttention(cells:...)`).
        var flashAttention: Bool
    }

    /// Runs `body` with the weights of a file, loaded on a thread of its own on first use and
    /// kept loaded while `body` runs.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and what to do,
    ///   or what `body` throws.
    func withWeights<Value>(_ url: URL, _ body: (LlamaModel) async throws -> Value) async throws -> Value {
        let weights = try await withCheckedThrowingContinuation { continuation in
            use(url, onOwnThread: true) { continuation.resume(with: $0) }
        }
        defer { done(with: weights) }
        return try await body(weights)
    }

    /// Runs `body` with the weights of a file, loaded on the calling thread (which blocks) on
    /// first use and kept loaded while `body` runs.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and what to do,
    ///   or what `body` throws.
    func withWeightsNow<Value>(_ url: URL, _ body: (LlamaModel) throws -> Value) throws -> Value {
        let result = Locked<Result<LlamaModel, any Error>?>(nil)
        let loaded = DispatchSemaphore(value: 0)
        use(url, onOwnThread: false) { outcome in
            result.withLock { $0 = outcome }
            loaded.signal()
        }
        loaded.wait()
        let weights = try result.withLock { $0! }.get()
        defer { done(with: weights) }
        return try body(weights)
    }

    /// Whether a file's weights are loaded now.
    func isLoaded(_ url: URL) -> Bool {
        state.withLock { state in
            if case .loaded = state.files[url.path] { return true }
            return false
        }
    }

    /// Counts a use of a file and calls `done` with its weights once it is loaded, loading it
    /// if no one is.
    private func use(
        _ url: URL, onOwnThread: Bool, _ done: @escaping @Sendable (Result<LlamaModel, any Error>) -> Void
    ) {
        let path = url.path
        let first = state.withLock { state -> LlamaModel?? in
            switch state.files[path] {
            case .loaded(var loaded):
                loaded.users += 1
                state.files[path] = .loaded(loaded)
                return .some(loaded.weights)
            case .loading(let waiting):
                state.files[path] = .loading(waiting + [done])
                return .some(nil)
            case nil:
                state.files[path] = .loading([done])
                return nil
            }
        }
        switch first {
        case .some(.some(let weights)): done(.success(weights))
        case .some(nil): return
        case nil:
            if onOwnThread {
                Thread.start(named: "fm.load") { self.load(url) }
            } else {
                load(url)
            }
        }
    }

    private func load(_ url: URL) {
        let result = Result<LlamaModel, any Error> {
            do {
                return try LlamaModel(contentsOf: url)
            } catch let error as LlamaError {
                let hint =
                    url.lastPathComponent == ModelLocator.defaultModelFile
                    ? " Run `\(ModelLocator.setupCommand)` to install the default model, or set FM_MODEL to a GGUF file."
                    : " Check the path, or set FM_MODEL to a GGUF file."
                throw EmbeddedError.assetsUnavailable(error.message + "." + hint)
            }
        }
        let waiting = state.withLock { state -> [@Sendable (Result<LlamaModel, any Error>) -> Void] in
            guard case .loading(let waiting) = state.files[url.path] else { return [] }
            // A failed load is forgotten, so the next request tries again (the file may be fixed).
            state.files[url.path] = try? result.map { .loaded(Loaded(weights: $0, users: waiting.count)) }.get()
            return waiting
        }
        for done in waiting { done(result) }
    }

    /// Ends a use of loaded weights; when it was the last, the file is unloaded after `keepAlive`
    /// unless it is used again before.
    private func done(with weights: LlamaModel) {
        let path = weights.url.path
        let spell = state.withLock { state -> Int? in
            guard case .loaded(var loaded) = state.files[path], loaded.weights === weights else { return nil }
            loaded.users -= 1
            if loaded.users == 0 { loaded.idleSpells += 1 }
            state.files[path] = .loaded(loaded)
            return loaded.users == 0 ? loaded.idleSpells : nil
        }
        if let spell { scheduleUnload(path, afterIdleSpell: spell) }
    }

    /// Unloads a file after `keepAlive` if it is not used again before.
    private func scheduleUnload(_ path: String, afterIdleSpell spell: Int) {
        guard let keepAlive else { return }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + keepAlive.seconds) {
            self.unload(path, ifIdleSince: spell)
        }
    }

    /// Unloads a file that has not been used since it became idle: the store lets go of its
    /// weights and schedulers, and each scheduler frees its context once its thread is idle.
    private func unload(_ path: String, ifIdleSince spell: Int) {
        let schedulers = state.withLock { state -> [BatchScheduler] in
            guard case .loaded(let loaded) = state.files[path], loaded.users == 0, loaded.idleSpells == spell else {
                return []
            }
            state.files[path] = nil
            return Array(loaded.schedulers.values)
        }
        for scheduler in schedulers { scheduler.stop() }
    }

    /// Changes what is derived from loaded weights. Weights the store unloaded while a caller
    /// kept them are taken back (idle, to be unloaded again); weights another load of the file
    /// replaced get what they derive without the store keeping it.
    private func withLoaded<Value>(_ weights: LlamaModel, _ body: (inout Loaded) throws -> Value) rethrows -> Value {
        let path = weights.url.path
        let (value, spell) = try state.withLock { state -> (Value, Int?) in
            switch state.files[path] {
            case .loaded(var loaded) where loaded.weights === weights:
                defer { state.files[path] = .loaded(loaded) }
                return (try body(&loaded), nil)
            case nil:
                var loaded = Loaded(weights: weights, users: 0, idleSpells: 1)
                defer { state.files[path] = .loaded(loaded) }
                return (try body(&loaded), 1)
            default:
                var loaded = Loaded(weights: weights, users: 0)
                return (try body(&loaded), nil)
            }
        }
        if let spell { scheduleUnload(path, afterIdleSpell: spell) }
        return value
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
            var state = "f16 KV"
            if !weights.isRepacked { state += ", weights not repacked" }
            if !key.flashAttention { state += ", flash attention off" }
            let prefixes =
                adapter == nil ? key.prefixes.map { PrefixStore($0, model: weights.url, parameters: state) } : nil
            let scheduler = BatchScheduler(
                sequences: BatchScheduler.maximumSequences, cells: cells, vocabulary: weights.vocabulary,
                prefixes: prefixes, arbiter: arbiter
            ) { [arbiter] in
                try LlamaSequenceContext(
                    model: weights, cells: cells, sequences: BatchScheduler.maximumSequences, threads: key.threads,
                    adapter: adapter, flashAttention: key.flashAttention, arbiter: arbiter)
            }
            loaded.schedulers[key] = scheduler
            return scheduler
        }
    }

    /// The compiled grammar of a schema in the engine's IR (the last 256 schemas are kept),
    /// spaced as the models read JSON (`Grammar.Spacing.spaced`) and as the prompt shows the
    /// schema.
    /// - Throws: `LanguageModelError.unsupportedGenerationGuide` when it cannot be enforced.
    func grammar(_ schema: GenerationSchema.Compiled) throws -> Grammar {
        let key = GrammarKey(root: schema.root, definitions: schema.definitions)
        if let grammar = state.withLock({ $0.grammars[key] }) { return grammar }
        let grammar: Grammar
        do {
            grammar = try Grammar(root: schema.root, definitions: schema.definitions, spacing: .spaced)
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
}
