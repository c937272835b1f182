import CLlama

extension LlamaSequenceContext {
    /// A sequence's KV cache as llama.cpp serializes it, to restore into a context of the same
    /// model and parameters (in this process or a later one).
    /// - Parameter sequence: the sequence.
    /// - Returns: the state, or nil when the sequence is empty or llama.cpp cannot serialize it.
    public func state(of sequence: Int32) -> [UInt8]? {
        let size = llama_state_seq_get_size(pointer, sequence)
        guard size > 0 else { return nil }
        var state = [UInt8](repeating: 0, count: size)
        let written = state.withUnsafeMutableBufferPointer {
            llama_state_seq_get_data(pointer, $0.baseAddress, size, sequence)
        }
        return written == size ? state : nil
    }

    /// Replaces a sequence's KV cache with a state from `state(of:)`.
    /// - Parameters:
    ///   - state: the serialized state.
    ///   - sequence: the sequence to restore it into.
    /// - Returns: whether it was restored; if not, the sequence is empty.
    public func restore(_ state: [UInt8], into sequence: Int32) -> Bool {
        remove(sequence: sequence, from: 0)
        let read = state.withUnsafeBufferPointer {
            llama_state_seq_set_data(pointer, $0.baseAddress, $0.count, sequence)
        }
        guard read == state.count else {
            remove(sequence: sequence, from: 0)
            return false
        }
        return true
    }
}

extension LlamaBackend {
    /// The llama.cpp commit this project builds (`scripts/setup`'s `LLAMA_COMMIT`): saved KV
    /// states are valid only for the llama.cpp that wrote them.
    public static let llamaCommit = "0c1e570"
}
