import CLlama
import Synchronization

/// An inference context of a model: the KV cache of one conversation and its logits.
///
/// `@unchecked Sendable`: a context is used by one thread at a time — its owner serializes every
/// call (the session runs a whole turn on its own serial queue). The cancellation flag is atomic.
public final class LlamaContext: @unchecked Sendable {
    private let handle: LlamaContextHandle
    var pointer: OpaquePointer { handle.pointer }
    private let batch: LlamaBatch
    private let abortFlag: AbortFlag
    /// The model this context runs.
    public let model: LlamaModel
    /// The tokens in the KV cache of sequence 0, in order.
    public private(set) var tokens: [LlamaToken] = []
    /// The LoRA adapter applied to every decode, if any (kept alive with the context).
    public let adapter: LlamaAdapter?
    /// The task priority (`TaskPriority.rawValue`) at which its decodes take their turn on the
    /// cores (`DecodeArbiter`); `medium` unless set.
    public var priority: UInt8 = 21

    /// Creates a context.
    /// - Parameters:
    ///   - model: the model to run.
    ///   - contextLength: the number of token positions; 0 means the model's training length.
    ///   - batchSize: the largest number of tokens decoded in one call.
    ///   - threads: the CPU threads to use.
    ///   - adapter: a LoRA adapter loaded for `model`, applied at full scale.
    /// - Throws: `LlamaError` with code `.contextCreation` when llama.cpp cannot allocate it.
    public init(
        model: LlamaModel, contextLength: Int, batchSize: Int = 512,
        threads: Int = LlamaBackend.defaultThreadCount, adapter: LlamaAdapter? = nil
    ) throws {
        var params = llama_context_default_params()
        params.n_ctx = UInt32(contextLength)
        params.n_batch = UInt32(batchSize)
        params.n_ubatch = UInt32(batchSize)
        params.n_seq_max = 1
        handle = try LlamaContextHandle(model: model, params: params, threads: threads, adapter: adapter)
        self.model = model
        self.adapter = adapter
        self.batch = LlamaBatch(capacity: Int(llama_n_batch(handle.pointer)))
        self.abortFlag = AbortFlag()
        llama_set_abort_callback(
            pointer,
            { data in
                Unmanaged<AbortFlag>.fromOpaque(data!).takeUnretainedValue().value.load(ordering: .relaxed)
                    || LlamaBackend.exiting.load(ordering: .relaxed)
            }, Unmanaged.passUnretained(abortFlag).toOpaque())
    }

    /// The number of token positions.
    public var contextLength: Int { Int(llama_n_ctx(pointer)) }

    /// The largest number of tokens decoded in one call.
    public var batchSize: Int { batch.capacity }

    /// Asks a decode in progress on another thread to stop; it then throws `.cancelled`.
    /// The next decode clears the request.
    public func requestAbort() { abortFlag.value.store(true, ordering: .relaxed) }

    /// Decodes tokens after those already in the cache; afterwards `logits` are the last token's.
    /// - Parameters:
    ///   - newTokens: the tokens to append.
    ///   - isCancelled: checked between batches; returning true stops with `.cancelled`.
    /// - Throws: `LlamaError`: `.contextFull` when the tokens do not fit, `.cancelled`, `.decode`.
    ///   On error the cache holds the tokens decoded before the failing batch.
    public func append(_ newTokens: [LlamaToken], isCancelled: () -> Bool = { false }) throws {
        guard !newTokens.isEmpty else { return }
        guard tokens.count + newTokens.count <= contextLength else {
            throw LlamaError(
                .contextFull,
                "\(tokens.count + newTokens.count) tokens do not fit in a context of \(contextLength)")
        }
        abortFlag.value.store(false, ordering: .relaxed)
        var start = 0
        while start < newTokens.count {
            if isCancelled() { throw LlamaError(.cancelled, "decoding was cancelled") }
            let end = min(start + batch.capacity, newTokens.count)
            batch.fill(
                newTokens[start..<end], startingAt: tokens.count, sequence: 0,
                logitsForLast: end == newTokens.count)
            let status = LlamaBackend.decoding(threads: handle.threads, priority: priority) {
                llama_decode(pointer, batch.batch)
            }
            if status != 0 {
                let kept = Int(llama_memory_seq_pos_max(llama_get_memory(pointer), 0)) + 1
                llama_memory_seq_rm(llama_get_memory(pointer), 0, Int32(kept), -1)
                tokens += newTokens[start..<(start + max(0, kept - tokens.count))]
                if status == 2 { throw LlamaError(.cancelled, "decoding was cancelled") }
                if status == 1 { throw LlamaError(.contextFull, "no room in the KV cache for the batch") }
                throw LlamaError(.decode(status), "llama_decode failed with status \(status)")
            }
            tokens += newTokens[start..<end]
            start = end
        }
    }

    /// The logits of the last decoded token, one per vocabulary entry.
    public var logits: UnsafeBufferPointer<Float> {
        UnsafeBufferPointer(start: llama_get_logits_ith(pointer, -1), count: model.vocabulary.count)
    }

    /// Removes every token from position `count` on, keeping the prefix.
    public func truncate(to count: Int) {
        guard count < tokens.count else { return }
        llama_memory_seq_rm(llama_get_memory(pointer), 0, Int32(count), -1)
        tokens.removeSubrange(count...)
    }

    /// Sets the record of the cache's tokens after its state was restored.
    func replaceTokens(_ restored: [LlamaToken]) { tokens = restored }

    /// Empties the cache.
    public func clear() {
        llama_memory_clear(llama_get_memory(pointer), true)
        tokens = []
    }

    /// Keeps the longest common prefix of the cache and `target`, and returns the tokens of
    /// `target` that still need decoding. At least one token is left to decode, so that logits
    /// are fresh.
    public func reuse(prefixOf target: [LlamaToken]) -> [LlamaToken] {
        var common = zip(tokens, target).prefix { $0 == $1 }.count
        if common == target.count { common -= 1 }
        truncate(to: max(common, 0))
        return Array(target[tokens.count...])
    }
}

/// The flag llama.cpp's abort callback reads.
private final class AbortFlag: Sendable {
    let value = Atomic<Bool>(false)
}
