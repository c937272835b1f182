import Foundation
import LlamaRuntime
import Synchronization

/// The embedded model's engine for one model file and context size: the contexts that hold
/// conversations' KV caches, and what every request on the same weights shares (whose turn it is
/// to decode, the prompt cache). Executors of equal configurations share one engine.
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
    }

    let key: Key
    private let slots = SlotPool()
    /// The adapter, loaded with the first request.
    private let adapter = Mutex<LlamaAdapter?>(nil)

    private init(key: Key) {
        self.key = key
    }

    private static let engines = Mutex<[Key: EmbeddedEngine]>([:])

    /// The engine for a key, made on first use.
    static func shared(_ key: Key) -> EmbeddedEngine {
        engines.withLock { engines in
            if let engine = engines[key] { return engine }
            let engine = EmbeddedEngine(key: key)
            engines[key] = engine
            return engine
        }
    }

    /// The weights, loaded on first use and shared by every engine of the file.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and what to do.
    func weights() throws -> LlamaModel { try EmbeddedWeights.load(key.url) }

    /// The adapter, loaded on first use for the weights.
    /// - Throws: `SystemLanguageModel.Adapter.AssetError.invalidAsset` saying what does not fit.
    func loadedAdapter(for weights: LlamaModel) throws -> LlamaAdapter? {
        guard let url = key.adapter else { return nil }
        return try adapter.withLock { loaded in
            if let loaded { return loaded }
            do {
                let created = try LlamaAdapter(contentsOf: url, model: weights)
                loaded = created
                return created
            } catch let error as LlamaError {
                throw SystemLanguageModel.Adapter.AssetError.invalidAsset(.init(debugDescription: error.message))
            }
        }
    }

    /// What requests on the same weights and adapter share.
    private var shared: EmbeddedWeights.Shared { EmbeddedWeights.shared(key.url, adapter: key.adapter) }

    /// Generates one step of a response into a channel.
    /// - Throws: `LanguageModelError`, `SystemLanguageModel.Error`, `GeneratedContent.ParsingError`,
    ///   `InvalidRequestError` or `CancellationError`.
    func respond(
        to request: LanguageModelExecutorGenerationRequest, guardrails: SystemLanguageModel.Guardrails,
        channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        let weights = try weights()
        let prompt = PromptPreparation(transcript: request.transcript, request: request, model: weights)
        let responder = EmbeddedResponder(
            request: request, guardrails: guardrails, weights: weights, prompt: prompt,
            prompts: shared.prompts, channel: channel, maximumToolCalls: key.maximumToolCalls)
        try await onSlot(for: prompt.tokens, weights: weights, prewarm: nil) { context, isCancelled in
            try responder.run(in: context, isCancelled: isCancelled)
        }
    }

    /// Decodes a transcript ahead of a request, at the caller's priority; a request that wants
    /// the same prefix takes over.
    func prewarm(_ transcript: Transcript) {
        guard let weights = try? weights() else { return }
        let prompt = PromptPreparation(transcript: transcript, request: nil, model: weights)
        let prompts = shared.prompts
        let flag = CancelFlag()
        Task {
            try? await onSlot(for: prompt.tokens, weights: weights, prewarm: flag) { context, isCancelled in
                _ = try prompt.decode(into: context, prompts: prompts, isCancelled: isCancelled)
            }
        }
    }

    /// Runs work on the best slot's queue as one request on the weights' decode turns, with the
    /// caller's task priority. The work's cancellation check, made before each decode, first
    /// waits for the request's turn; cancelling the task aborts a decode in progress.
    private func onSlot(
        for tokens: [LlamaToken], weights: LlamaModel, prewarm: CancelFlag?,
        _ work: @escaping @Sendable (LlamaContext, _ isCancelled: @escaping () -> Bool) throws -> Void
    )
        async throws
    {
        let adapter = try loadedAdapter(for: weights)
        let slot = slots.acquire(for: tokens, prewarm: prewarm)
        let turns = shared.turns
        let priority = Task.currentPriority
        let cancelled = prewarm ?? CancelFlag()
        let (length, threads) = (min(key.contextSize, weights.trainingContextLength), key.threads)
        let pool = slots
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                slot.queue.async {
                    let ticket = turns.begin(priority: priority)
                    let result = Result<Void, any Error> {
                        do {
                            let context = try slot.context(
                                model: weights, length: length, threads: threads, adapter: adapter)
                            try work(context) {
                                turns.wait(for: ticket, isCancelled: { cancelled.isCancelled })
                                return cancelled.isCancelled
                            }
                        } catch {
                            throw EmbeddedError.publicError(error, contextSize: length)
                        }
                    }
                    // The slot is given back before the caller resumes, so its next request finds it.
                    turns.end(ticket)
                    pool.release(slot, holding: slot.tokens)
                    continuation.resume(with: result)
                }
            }
        } onCancel: {
            cancelled.cancel()
            slot.abort()
        }
    }
}
