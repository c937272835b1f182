/// A set of token ids as a bitset: the tokens allowed at one decoding step.
/// Extension of this project.
public struct TokenMask: Sendable, Hashable {
    /// The bits, 64 tokens a word; token `id` is bit `id % 64` of word `id / 64`.
    public internal(set) var words: [UInt64]
    /// The number of token ids the mask covers.
    public let capacity: Int

    /// Creates an empty mask.
    /// - Parameter capacity: The number of token ids it covers (the vocabulary size).
    public init(capacity: Int) {
        self.capacity = capacity
        words = [UInt64](repeating: 0, count: (capacity + 63) / 64)
    }

    /// Whether the token is in the mask.
    /// - Parameter token: A token id.
    /// - Returns: `true` when the token is allowed.
    @inline(__always)
    public func contains(_ token: Int) -> Bool {
        guard token >= 0, token < capacity else { return false }
        return words[token >> 6] & (1 << UInt64(token & 63)) != 0
    }

    /// Adds a token.
    /// - Parameter token: A token id below ``capacity``.
    @inline(__always)
    public mutating func insert(_ token: Int) {
        words[token >> 6] |= 1 << UInt64(token & 63)
    }

    /// Removes every token.
    public mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
    }

    /// Adds every token of another mask of the same capacity.
    /// - Parameter other: The mask to merge in.
    public mutating func formUnion(_ other: TokenMask) {
        for index in words.indices where index < other.words.count { words[index] |= other.words[index] }
    }

    /// The number of tokens in the mask.
    public var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The token ids in the mask, in increasing order.
    public var tokens: [Int] {
        var result: [Int] = []
        forEachToken { result.append($0) }
        return result
    }

    /// Calls `body` with each token id in the mask, in increasing order.
    @inline(__always)
    func forEachToken(_ body: (Int) -> Void) {
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                body(index * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }
}
