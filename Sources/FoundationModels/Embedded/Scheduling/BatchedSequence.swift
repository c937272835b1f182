import LlamaRuntime

/// One request's sequence of the shared context, as the decoding loop sees it: appending
/// tokens hands them to the batch scheduler and waits for the batch that decodes them.
final class BatchedSequence: TokenBackend {
    let id: Int32
    /// The most tokens the conversation may hold.
    let contextLength: Int
    let priority: UInt8
    /// Set when the request is cancelled; the scheduler then drops its work.
    let cancel: CancelFlag
    private let scheduler: BatchScheduler
    private let buffer: UnsafeMutableBufferPointer<Float>
    /// Whether `buffer` holds the logits after the last token.
    private var fresh = false

    private(set) var tokens: [LlamaToken] = []

    init(id: Int32, scheduler: BatchScheduler, contextLength: Int, priority: UInt8, cancel: CancelFlag) {
        self.id = id
        self.contextLength = contextLength
        self.scheduler = scheduler
        self.priority = priority
        self.cancel = cancel
        buffer = .allocate(capacity: scheduler.vocabulary.count)
        buffer.initialize(repeating: 0)
    }

    deinit { buffer.deallocate() }

    var tokenVocabulary: any TokenVocabulary { scheduler.vocabulary }

    /// The logits after the last token; after a truncation the last token is decoded again.
    /// - Throws: `LlamaError` when that decode fails.
    func currentLogits() throws -> UnsafeBufferPointer<Float> {
        if !fresh, let last = tokens.last {
            truncate(to: tokens.count - 1)
            try append([last], isCancelled: { false })
        }
        return UnsafeBufferPointer(buffer)
    }

    func append(_ newTokens: [LlamaToken], isCancelled: () -> Bool) throws {
        guard !newTokens.isEmpty else { return }
        guard tokens.count + newTokens.count <= contextLength else {
            throw LlamaError(
                .contextFull, "\(tokens.count + newTokens.count) tokens do not fit in a context of \(contextLength)")
        }
        if isCancelled() || cancel.isCancelled { throw LlamaError(.cancelled, "decoding was cancelled") }
        fresh = false
        var done = 0
        defer { tokens += newTokens.prefix(done) }
        done = try scheduler.run(.decode(newTokens), for: self, logits: buffer)
        fresh = true
    }

    func truncate(to count: Int) {
        guard count < tokens.count else { return }
        tokens.removeSubrange(count...)
        fresh = false
        scheduler.truncate(id, to: count)
    }

    /// Makes the sequence hold the longest prefix of a prompt that the cache has (its own,
    /// another sequence's, or one kept on disk), leaving at least one token unless `whole`.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - fixed: the length of its prefix that later launches will see again (instructions, a
    ///     prewarmed prompt), kept on disk once decoded.
    ///   - whole: whether the whole prompt may come from the cache (a prewarm: no logits needed).
    /// - Returns: the prompt's tokens still to decode.
    func adopt(prefixOf prompt: [LlamaToken], fixed: Int, whole: Bool = false) throws -> [LlamaToken] {
        fresh = false
        let kept = try scheduler.run(.adopt(prompt, fixed: fixed, whole: whole), for: self, logits: buffer)
        tokens = Array(prompt.prefix(kept))
        return Array(prompt[kept...])
    }
}
