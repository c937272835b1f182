extension GrammarMatcher {
    /// Computes the set of tokens allowed next (the full mask). End-of-sequence tokens are in
    /// it exactly when ``canEnd`` is true.
    /// - Parameter mask: Receives the allowed tokens; its previous contents are replaced.
    public func allowedTokens(into mask: inout TokenMask) {
        mask = allowedTokens()
    }

    /// The set of tokens allowed next.
    /// - Returns: The mask, with capacity equal to the vocabulary size.
    public func allowedTokens() -> TokenMask {
        guard !hasEnded else { return TokenMask(capacity: vocabulary.count) }
        if let cached = cache.mask(for: configurations) { return cached }
        let builder = MaskBuilder(nodes: grammar.nodes, trie: vocabulary.trie, capacity: vocabulary.count)
        for configuration in configurations {
            builder.runner.load(configuration)
            builder.walk(0)
        }
        var mask = builder.mask
        if canEnd {
            for token in vocabulary.endOfSequenceTokens where token < vocabulary.count { mask.insert(token) }
        }
        cache.store(mask, for: configurations)
        return mask
    }
}

/// Walks the token trie under one configuration, skipping every subtree whose prefix the
/// grammar rejects.
final class MaskBuilder {
    let runner: Runner
    let trie: TokenTrie
    var mask: TokenMask

    init(nodes: [CompiledNode], trie: TokenTrie, capacity: Int) {
        runner = Runner(nodes: nodes)
        self.trie = trie
        mask = TokenMask(capacity: capacity)
    }

    func walk(_ node: Int) {
        var child = node + 1
        let end = Int(trie.subtreeEnd[node])
        while child < end {
            let current = child
            runner.feed(trie.bytes[current]) {
                var index = Int(trie.tokenStart[current])
                let last = Int(trie.tokenStart[current + 1])
                while index < last {
                    mask.insert(Int(trie.tokenIDs[index]))
                    index += 1
                }
                walk(current)
            }
            child = Int(trie.subtreeEnd[current])
        }
    }
}
