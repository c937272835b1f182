import CLlama

/// A batch of tokens to decode, owning its `llama_batch` buffers.
final class LlamaBatch {
    private(set) var batch: llama_batch
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        self.batch = llama_batch_init(Int32(capacity), 0, 1)
    }

    deinit { llama_batch_free(batch) }

    /// Fills the batch with tokens at consecutive positions of one sequence.
    func fill(_ tokens: ArraySlice<LlamaToken>, startingAt position: Int, sequence: Int32, logitsForLast: Bool) {
        batch.n_tokens = 0
        add(tokens, startingAt: position, sequence: sequence, logitsForLast: logitsForLast)
    }

    /// Empties the batch.
    func clear() { batch.n_tokens = 0 }

    /// Appends tokens at consecutive positions of one sequence.
    /// - Returns: the batch index of the last token (where its logits are read).
    @discardableResult
    func add(_ tokens: ArraySlice<LlamaToken>, startingAt position: Int, sequence: Int32, logitsForLast: Bool) -> Int {
        let start = Int(batch.n_tokens)
        precondition(start + tokens.count <= capacity, "batch overflow")
        for (i, token) in tokens.enumerated() {
            batch.token[start + i] = llama_token(token)
            batch.pos[start + i] = Int32(position + i)
            batch.n_seq_id[start + i] = 1
            batch.seq_id[start + i]![0] = sequence
            batch.logits[start + i] = (logitsForLast && i == tokens.count - 1) ? 1 : 0
        }
        batch.n_tokens = Int32(start + tokens.count)
        return start + tokens.count - 1
    }
}
