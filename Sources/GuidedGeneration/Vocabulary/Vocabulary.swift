import Synchronization

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
    /// The trie of every token with bytes, except end-of-sequence tokens.
    let trie: TokenTrie
    /// The trie of the tokens that contain a `"` byte: the only ones that can close a string.
    let quoteTrie: TokenTrie
    /// Identifies this vocabulary in caches shared by several vocabularies.
    let id: Int
    /// Masks of the tokens that stay inside a string, by string language and state; shared by
    /// every grammar and matcher that use this vocabulary.
    let stringMasks = BoundedCache<MaskCacheKey.StringWalk, TokenMask>(limit: 256)
    /// The tokens that may continue a free string outside any escape or UTF-8 sequence.
    let freeStringMask: TokenMask
    /// The tokens of a class of scalars by how many scalars they take, for bounded
    /// repetitions of the class; by the class's fingerprint.
    private let lengthMasks = BoundedCache<[UInt8], StringLengthMasks>(limit: 16)
    /// The same for the class of every scalar (strings of bounded length, the common case),
    /// built with the vocabulary.
    private let freeLengthMasks: StringLengthMasks
    /// What strings do with trie subtrees (entered after an opening quote, or the quote trie).
    let stringWalks = BoundedCache<MaskCacheKey.StringWalk, StringWalkResult>(limit: 4_096)
    private static let counter = Atomic<Int>(0)

    /// Creates a vocabulary and builds its trie.
    /// - Parameters:
    ///   - tokens: Each token's bytes, indexed by token id; empty for special tokens.
    ///   - endOfSequenceTokens: The token ids that end generation.
    public init(tokens: [[UInt8]], endOfSequenceTokens: some Sequence<Int>) {
        self.tokens = tokens
        id = Self.counter.add(1, ordering: .relaxed).newValue
        self.endOfSequenceTokens = Set(endOfSequenceTokens)
        let excluded = self.endOfSequenceTokens
        trie = TokenTrie(tokens: tokens) { !excluded.contains($0) }
        quoteTrie = TokenTrie(tokens: tokens) { !excluded.contains($0) && tokens[$0].contains(0x22) }
        // The tokens that may continue a free string: needed by nearly every guided generation,
        // and the largest mask walk, so it is done once here.
        var walker = StringTrieWalk(trie: trie, automaton: .free, dense: true, capacity: tokens.count)
        walker.walk(0, Frame(node: 0))
        freeStringMask = walker.mask
        freeLengthMasks = StringLengthMasks(vocabulary: tokens, allowed: walker.mask)
    }

    /// The tokens that may continue a string of one class of scalars, by the scalars they take.
    /// - Parameter repeated: The class, as the automaton of any string of its scalars
    ///   (one of ``ScalarDFA/boundClasses``).
    func stringLengthMasks(for repeated: ScalarDFA) -> StringLengthMasks {
        if repeated.total[0] { return freeLengthMasks }
        if let cached = lengthMasks[repeated.fingerprint] { return cached }
        var walker = StringTrieWalk(trie: trie, automaton: repeated, dense: true, capacity: count)
        walker.walk(0, Frame(node: 0))
        let masks = StringLengthMasks(vocabulary: tokens, allowed: walker.mask)
        lengthMasks[repeated.fingerprint] = masks
        return masks
    }

    /// The number of tokens.
    public var count: Int { tokens.count }

    /// Whether the token ends generation.
    /// - Parameter token: A token id.
    /// - Returns: `true` for an end-of-sequence token.
    public func isEndOfSequence(_ token: Int) -> Bool { endOfSequenceTokens.contains(token) }
}
