import CLlama

/// A copy of a context's KV cache (sequence 0) and the tokens it holds, taken from one context
/// and restored into another context of the same model: a prompt decoded once serves every
/// conversation that starts with it.
public struct LlamaSnapshot: Sendable {
    /// The tokens the cache holds, in order.
    public let tokens: [LlamaToken]
    /// llama.cpp's serialized sequence state.
    let state: [UInt8]
    /// The model the state belongs to.
    let model: ObjectIdentifier

    /// The memory the snapshot takes, in bytes.
    public var byteCount: Int { state.count }
}

extension LlamaContext {
    /// Copies the KV cache and its tokens.
    /// - Returns: the snapshot, or nil when llama.cpp cannot serialize the state.
    public func snapshot() -> LlamaSnapshot? {
        let size = llama_state_seq_get_size(pointer, 0)
        guard size > 0 else { return nil }
        var state = [UInt8](repeating: 0, count: size)
        let written = state.withUnsafeMutableBufferPointer {
            llama_state_seq_get_data(pointer, $0.baseAddress, size, 0)
        }
        guard written == size else { return nil }
        return LlamaSnapshot(tokens: tokens, state: state, model: ObjectIdentifier(model))
    }

    /// Replaces the KV cache with a snapshot's.
    /// - Parameter snapshot: a snapshot of a context of the same model.
    /// - Returns: whether the state was restored; if not, the cache is empty.
    @discardableResult
    public func restore(_ snapshot: LlamaSnapshot) -> Bool {
        clear()
        guard snapshot.model == ObjectIdentifier(model), snapshot.tokens.count <= contextLength else { return false }
        let read = snapshot.state.withUnsafeBufferPointer {
            llama_state_seq_set_data(pointer, $0.baseAddress, $0.count, 0)
        }
        guard read > 0 else {
            clear()
            return false
        }
        replaceTokens(snapshot.tokens)
        return true
    }
}
