import CLlama
import Synchronization

/// A context whose one KV cache holds many sequences (conversations), decoded together: one
/// `llama_decode` takes tokens of any of them, so a batch of next tokens of many conversations
/// costs little more than one. Sequences may share cells (a common prefix is copied, not
/// decoded again).
///
/// `@unchecked Sendable`: every call but `requestAbort` comes from one thread at a time (the
/// owner's scheduler). The cancellation flag is atomic.
public final class LlamaSequenceContext: @unchecked Sendable {
    /// Tokens of one sequence to decode at consecutive positions.
    public struct Span {
        /// The sequence.
        public let sequence: Int32
        /// The tokens.
        public let tokens: ArraySlice<LlamaToken>
        /// The position of the first token.
        public let position: Int
        /// Whether the last token's logits are wanted.
        public let wantsLogits: Bool

        public init(sequence: Int32, tokens: ArraySlice<LlamaToken>, position: Int, wantsLogits: Bool) {
            self.sequence = sequence
            self.tokens = tokens
            self.position = position
            self.wantsLogits = wantsLogits
        }
    }

    private let handle: LlamaContextHandle
    var pointer: OpaquePointer { handle.pointer }
    private let batch: LlamaBatch
    private let abortFlag = Atomic<Bool>(false)
    /// The batch index of each span's last token after `decode`.
    private var rows: [Int] = []
    /// The model this context runs.
    public let model: LlamaModel
    /// The LoRA adapter applied to every decode, if any (kept alive with the context).
    public let adapter: LlamaAdapter?
    /// Whose turn it is on the cores.
    public let arbiter: DecodeArbiter

    /// Creates a context.
    /// - Parameters:
    ///   - model: the model to run.
    ///   - cells: the token positions of the KV cache, shared by every sequence.
    ///   - sequences: the most sequences (ids `0..<sequences`, at most 256).
    ///   - batchSize: the most tokens decoded in one call.
    ///   - threads: the CPU threads to use.
    ///   - adapter: a LoRA adapter loaded for `model`, applied at full scale.
    ///   - flashAttention: whether attention uses llama.cpp's flash-attention kernel, which on a
    ///     CPU skips the cells of other sequences; without it a decode attends over every cell up
    ///     to the last one used, and short batches deep in one conversation are 10-25% faster.
    ///     States saved with one setting cannot be restored into the other.
    ///   - arbiter: whose turn it is on the cores (the process's, shared with other processes).
    /// - Throws: `LlamaError` with code `.contextCreation` when llama.cpp cannot allocate it.
    public init(
        model: LlamaModel, cells: Int, sequences: Int, batchSize: Int = 512,
        threads: Int = LlamaBackend.defaultThreadCount, adapter: LlamaAdapter? = nil, flashAttention: Bool = true,
        arbiter: DecodeArbiter = .shared
    ) throws {
        var params = llama_context_default_params()
        params.n_ctx = UInt32(cells)
        params.n_batch = UInt32(batchSize)
        params.n_ubatch = UInt32(batchSize)
        params.n_seq_max = UInt32(min(max(sequences, 1), 256))
        params.kv_unified = true
        params.flash_attn_type = flashAttention ? LLAMA_FLASH_ATTN_TYPE_AUTO : LLAMA_FLASH_ATTN_TYPE_DISABLED
        handle = try LlamaContextHandle(model: model, params: params, threads: threads, adapter: adapter)
        self.model = model
        self.adapter = adapter
        self.arbiter = arbiter
        batch = LlamaBatch(capacity: Int(llama_n_batch(handle.pointer)))
        llama_set_abort_callback(
            pointer,
            { data in
                Unmanaged<LlamaSequenceContext>.fromOpaque(data!).takeUnretainedValue().abortFlag.load(
                    ordering: .relaxed) || LlamaBackend.exiting.load(ordering: .relaxed)
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The token positions of the KV cache.
    public var cellCount: Int { Int(llama_n_ctx(pointer)) }
    /// The most sequences.
    public var sequenceCount: Int { Int(llama_n_seq_max(pointer)) }
    /// The most tokens decoded in one call.
    public var batchSize: Int { batch.capacity }

    /// The KV cache's memory per token position, in bytes (16-bit keys and values).
    public static func bytesPerCell(of model: LlamaModel) -> Int {
        let heads = max(1, Int(llama_model_n_head(model.pointer)))
        let perHead = Int(llama_model_n_embd(model.pointer)) / heads
        return Int(llama_model_n_layer(model.pointer)) * 2 * perHead * Int(llama_model_n_head_kv(model.pointer)) * 2
    }

    /// Asks the decode in progress to stop; it then throws `.cancelled`. The next decode clears it.
    public func requestAbort() { abortFlag.store(true, ordering: .relaxed) }

    /// Decodes spans of any sequences in one call, once it is the batch's turn on the cores
    /// (`DecodeArbiter`). On failure no span's tokens stay in the cache.
    /// - Parameters:
    ///   - spans: the tokens to decode.
    ///   - priority: the highest task priority of the work in the batch.
    ///   - isCancelled: ends the wait for the turn (read when the arbiter is woken).
    /// - Throws: `LlamaError`: `.contextFull` when the cache has no room for the batch (nothing
    ///   was decoded), `.cancelled` (also when the wait was cancelled), `.decode`.
    public func decode(_ spans: [Span], priority: UInt8 = 21, isCancelled: () -> Bool = { false }) throws {
        abortFlag.store(false, ordering: .relaxed)
        batch.clear()
        rows = spans.map {
            batch.add($0.tokens, startingAt: $0.position, sequence: $0.sequence, logitsForLast: $0.wantsLogits)
        }
        let status = LlamaBackend.decoding(
            threads: handle.threads, arbiter: arbiter, priority: priority, isCancelled: isCancelled
        ) {
            llama_decode(pointer, batch.batch)
        }
        guard status != 0 else { return }
        for span in spans { remove(sequence: span.sequence, from: span.position) }
        if status == 1 { throw LlamaError(.contextFull, "no room in the KV cache for the batch") }
        if status == 2 { throw LlamaError(.cancelled, "decoding was cancelled") }
        throw LlamaError(.decode(status), "llama_decode failed with status \(status)")
    }

    /// The logits after the last token of a span of the last `decode` that wanted them.
    public func logits(ofSpan index: Int) -> UnsafeBufferPointer<Float> {
        UnsafeBufferPointer(start: llama_get_logits_ith(pointer, Int32(rows[index])), count: model.vocabulary.count)
    }

    /// Removes a sequence's tokens from `position` on.
    public func remove(sequence: Int32, from position: Int) {
        llama_memory_seq_rm(llama_get_memory(pointer), sequence, Int32(position), -1)
    }

    /// Makes `target` hold the first `count` tokens of `source` (sharing their cells), in place
    /// of whatever it held.
    public func copy(_ count: Int, of source: Int32, to target: Int32) {
        let memory = llama_get_memory(pointer)
        llama_memory_seq_rm(memory, target, -1, -1)
        llama_memory_seq_cp(memory, source, target, 0, Int32(count))
    }
}
