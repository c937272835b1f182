/// The tokens that may continue a string of one class of scalars (a free string, or `[a-z]*`),
/// by the number of scalars each one starts, so that the tokens allowed inside a bounded
/// repetition of the class (``ScalarDFA/lengthBounds``) are a lookup rather than a walk of
/// the whole trie. Escapes count as one scalar, and so does a UTF-8 sequence or escape that a
/// token leaves unfinished.
final class StringLengthMasks: Sendable {
    /// The tokens of the class, fewest scalars first.
    private let tokens: [Int32]
    /// `tokens[..<ends[n]]` are the tokens that start at most `n` scalars.
    private let ends: [Int]
    /// The mask of every token, for bounds at or above the longest token.
    private let full: TokenMask
    /// Masks built so far, by bound (forgotten when there are many).
    private let built = BoundedCache<Int, TokenMask>(limit: 32)

    /// - Parameters:
    ///   - vocabulary: Each token's bytes.
    ///   - allowed: The tokens that may continue a string of the class from its normal state.
    init(vocabulary: [[UInt8]], allowed: TokenMask) {
        var byLength: [[Int32]] = []
        for token in allowed.tokens {
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
        full = allowed
    }

    /// The tokens that stay inside a string of the class and start at most `bound` scalars.
    /// - Parameter bound: The most scalars the string may still take.
    /// - Returns: The mask; built once per bound and vocabulary.
    func mask(atMost bound: Int) -> TokenMask {
        guard bound < ends.count - 1 else { return full }
        if let mask = built[bound] { return mask }
        var mask = TokenMask(capacity: full.capacity)
        for token in tokens[..<ends[bound]] { mask.insert(Int(token)) }
        built[bound] = mask
        return mask
    }
}
