/// A model's tokens as bytes, with a token trie for computing masks. Build it once per model
/// and share it: it is immutable.
///
/// Tokens with no bytes (special and control tokens) are never allowed, except the
/// end-of-sequence tokens, which are allowed exactly when the output may end.
/// Extension of this project.
public final class Vocabulary: Sendable {
    /// Each token's bytes, indexed by token id (a piece may end inside a UTF-8 character).
    public let tokens: [[UInt8]]
    /// The tokens that end generation.
    public let endOfSequenceTokens: Set<Int>
    let trie: TokenTrie

    /// Creates a vocabulary and builds its trie.
    /// - Parameters:
    ///   - tokens: Each token's bytes, indexed by token id; empty for special tokens.
    ///   - endOfSequenceTokens: The token ids that end generation.
    public init(tokens: [[UInt8]], endOfSequenceTokens: some Sequence<Int>) {
        self.tokens = tokens
        self.endOfSequenceTokens = Set(endOfSequenceTokens)
        trie = TokenTrie(tokens: tokens, excluding: self.endOfSequenceTokens)
    }

    /// The number of tokens.
    public var count: Int { tokens.count }

    /// Whether the token ends generation.
    /// - Parameter token: A token id.
    /// - Returns: `true` for an end-of-sequence token.
    public func isEndOfSequence(_ token: Int) -> Bool { endOfSequenceTokens.contains(token) }
}
