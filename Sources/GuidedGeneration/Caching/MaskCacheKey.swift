/// Keys of the caches that make masks cheap after the first time.
enum MaskCacheKey {
    /// A full mask: the vocabulary and every configuration of the matcher.
    struct Configurations: Hashable, Sendable {
        let vocabulary: Int
        let configurations: [Configuration]
    }

    /// What a string in a given state does with a trie's subtree.
    struct StringWalk: Hashable, Sendable {
        /// The automaton's ``ScalarDFA/fingerprint``.
        let fingerprint: [UInt8]
        let state: Frame
        let trieNode: Int32
        let quoteTrie: Bool
    }
}
