import Foundation
import LlamaRuntime
import Synchronization

/// The embedded model's engine for one model file and its settings: it runs each request on a
/// sequence of the context every conversation of the same configuration shares, decoded in
/// batches with the others. What it loads is kept by the model store.
final class EmbeddedEngine: Sendable {
    /// What identifies an engine.
    struct Key: Hashable, Sendable {
        /// The model file.
        let url: URL
        /// The context window of each conversation, in tokens.
        let contextSize: Int
        /// The CPU threads each decode uses.
        let threads: Int
        /// A LoRA adapter applied on top of the weights.
        var adapter: URL? = nil
        /// The most tool calls in one step.
        var maximumToolCalls = ToolCalling.defaultMaximumCalls
        /// The memory of the KV cache every conversation on the weights shares, in bytes.
        var cacheBytes = LlamaLanguageModel.defaultCacheMemory
        /// Where fixed prompt prefixes are kept between launches, if anywhere.
        var prefixes: PrefixStore.Location? = nil
    }

    let key: Key
    /// What the engine loads is kept there.
    let store: ModelStore

    init(key: Key, store: ModelStore = .shared) {
        self.key = key
        self.store = store
    }

    /// Runs `body` with the weights, loaded (off the cooperative pool) on first use, shared by
    /// every engine of the file and kept loaded while `body` runs.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and what to do,
    ///   or what `body` throws.
    func withWeights<Value>(_ body: (LlamaModel) async throws -> Value) async throws -> Value {
        try await store.withWeights(key.url, body)
    }

    /// The adapter, loaded on first use for the weights.
    /// - Throws: `SystemLanguageModel.Adapter.AssetError.invalidAsset` saying what does not fit.
    func loadedAdapter(for weights: LlamaModel) throws -> LlamaAdapter? {
        try key.adapter.map { try store.adapter($0, on: weights) }
    }

    /// The scheduler of the context this engine's conversations share with every other of the
    /// same configuration on the same weights.
    func scheduler(_ weights: LlamaModel, adapter: LlamaAdapter?) -> BatchScheduler {
        let cells = ModelStore.cells(for: weights, contextSize: key.contextSize, cacheBytes: key.cacheBytes)
        return store.scheduler(
            for: weights, adapter: adapter,
            key: .init(
                adapter: key.adapter?.path, cacheBytes: key.cacheBytes, cells: cells, threads: key.threads,
                prefixes: key.prefixes,
                flashAttention: ModelStore.flashAttention(cells: cells, weights: weights, contextSize: key.contextSize))
        )
    }

    /// Generates one step of a response into a channel.
    /// - Throws: `LanguageModelError`, `SystemLanguageModel.Error`, `GeneratedContent.ParsingError`,
    ///   `InvalidRequestError` or `CancellationError`.
    func respond(
        to request: LanguageModelExecutorGenerationRequest, channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        try await withWeights { weights in
            let prompt = PromptPreparation(transcript: request.transcript, request: request, model: weights)
            let responder = EmbeddedResponder(
                request: request, weights: weights, store: store, prompt: prompt,
                channel: channel, maximumToolCalls: key.maximumToolCalls)
            let tally = TokenTally.current
            try await onSequence(for: prompt.tokens, weights: weights, tally: tally) {
                sequence, isCancelled in
                let statistics = try responder.run(in: sequence, isCancelled: isCancelled)
                tally?.add(
                    prompt: statistics.decodedPromptTokens, of: statistics.promptTokens,
                    response: statistics.responseTokens)
            }
        }
    }

    /// Decodes a transcript ahead of a request, below every request (background priority), on
    /// a thread of its own (no task of the cooperative pool, where background work can wait
    /// behind busier tasks); a request that continues it takes over what it decoded. Then it
    /// builds the vocabulary's index that guided responses use, once per model.
    func prewarm(_ transcript: Transcript) {
        let tally = TokenTally.current
        tally?.begin()
        Thread.start(named: "fm.prewarm") { [self] in
            defer { tally?.end() }
            // A file or adapter that does not load is skipped: the request will say why.
            try? store.withWeightsNow(key.url) { weights in
                let prompt = PromptPreparation(transcript: transcript, request: nil, model: weights)
                let cancel = CancelFlag()
                let scheduler = scheduler(weights, adapter: try loadedAdapter(for: weights))
                let sequence = scheduler.acquire(
                    for: prompt.tokens, contextLength: min(key.contextSize, weights.trainingContextLength),
                    priority: .background, cancel: cancel, prewarm: true)
                if let decoded = try? prompt.decode(into: sequence, isCancelled: { cancel.isCancelled }) {
                    tally?.add(prompt: decoded, of: prompt.tokens.count, response: 0)
                }
                scheduler.release(sequence)
                // A first guided response would build it before it starts (0.24 s for Qwen).
                _ = store.vocabulary(of: weights)
            }
        }
    }

    /// Runs work on a thread of its own against a sequence of the shared context, with the
    /// caller's task priority. Cancelling the task drops the work's pending decodes (and stops a
    /// decode in progress that serves only cancelled requests).
    /// - Returns: what `work` returns.
    func onSequence<Value: Sendable>(
        for tokens: [LlamaToken], weights: LlamaModel, tally: TokenTally?,
        _ work: @escaping @Sendable (BatchedSequence, _ isCancelled: @escaping () -> Bool) throws -> Value
    ) async throws -> Value {
        tally?.begin()
        defer { tally?.end() }
        let scheduler = scheduler(weights, adapter: try loadedAdapter(for: weights))
        let priority = Task.currentPriority
        let cancel = CancelFlag()
        let length = min(key.contextSize, weights.trainingContextLength)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                Thread.start(named: "fm.request") {
                    let sequence = scheduler.acquire(
                        for: tokens, contextLength: length, priority: priority, cancel: cancel, prewarm: false)
                    let result = Result<Value, any Error> {
                        do {
                            return try work(sequence) { cancel.isCancelled }
                        } catch {
                            throw EmbeddedError.publicError(error, contextSize: sequence.contextLength)
                        }
                    }
                    // The sequence is given back before the caller resumes, so its next request finds it.
                    scheduler.release(sequence)
                    continuation.resume(with: result)
                }
            }
        } onCancel: {
            cancel.cancel()
            scheduler.abortIfAllCancelled()
        }
    }
}
