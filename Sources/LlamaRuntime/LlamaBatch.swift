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
        precondition(tokens.count <= capacity, "batch overflow")
        batch.n_tokens = Int32(tokens.count)
        for (i, token) in tokens.enumerated() {
            batch.token[i] = token
            batch.pos[i] = Int32(position + i)
            batch.n_seq_id[i] = 1
            batch.seq_id[i]![0] = sequence
            batch.logits[i] = (logitsForLast && i == tokens.count - 1) ? 1 : 0
        }
    }
}
