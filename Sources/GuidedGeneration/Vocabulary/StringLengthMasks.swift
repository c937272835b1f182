import Synchronization

/// The tokens that may continue a free string, by the number of scalars each one starts, so
/// that the tokens allowed inside a string of bounded length (``ScalarDFA/lengthBounds``) are
/// a lookup rather than a walk of the whole trie. Escapes count as one scalar, and so does a
/// UTF-8 sequence or escape that a token leaves unfinished.
final class StringLengthMasks: Sendable {
    /// The tokens of the free-string mask, fewest scalars first.
    private let tokens: [Int32]
    /// `tokens[..<ends[n]]` are the tokens that start at most `n` scalars.
    private let ends: [Int]
    /// The mask of every token, for bounds at or above the longest token.
    private let full: TokenMask
    /// Masks built so far, by bound.
    private let built = Mutex<[Int: TokenMask]>([:])

    /// - Parameters:
    ///   - vocabulary: Each token's bytes.
    ///   - freeString: The tokens that may continue a free string from its normal state.
    init(vocabulary: [[UInt8]], freeString: TokenMask) {
        var byLength: [[Int32]] = []
        for token in freeString.tokens {
            var frame = Frame(node: 0)
            var scalars = 0
            for byte in vocabulary[token] {
                if frame.b == Runner.StringMode.normal { scalars += 1 }
                guard case .next(let next) = Runner.stepString(frame, .free, byte) else { break }
                frame = next
            }
            while byLength.count <= scalars { byLength.append([]) }
            byLength[scalars].append(Int32(token))
        }
        tokens = Array(byLength.joined())
        var ends: [Int] = []
        var end = 0
        for group in byLength {
            end += group.count
            ends.append(end)
        }
        self.ends = ends
        full = freeString
    }

    /// The tokens that stay inside a free string and start at most `bound` scalars.
    /// - Parameter bound: The most scalars the string may still take.
    /// - Returns: The mask; built once per bound and vocabulary.
    func mask(atMost bound: Int) -> TokenMask {
        guard bound < ends.count - 1 else { return full }
        if let mask = built.withLock({ $0[bound] }) { return mask }
        var mask = TokenMask(capacity: full.capacity)
        for token in tokens[..<ends[bound]] { mask.insert(Int(token)) }
        built.withLock { $0[bound] = mask }
        return mask
    }
}
