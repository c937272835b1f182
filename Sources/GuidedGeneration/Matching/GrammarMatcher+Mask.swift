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
        let key = MaskCacheKey.Configurations(vocabulary: vocabulary.id, configurations: configurations)
        if let cached = grammar.masks[key] { return cached.mask }
        let builder = MaskBuilder(nodes: grammar.nodes, vocabulary: vocabulary)
        for configuration in configurations {
            builder.runner.load(configuration)
            if let top = configuration.last, case .string(let automaton) = grammar.nodes[Int(top.node)] {
                builder.formUnion(insideMask(top, automaton))
                builder.walkString(vocabulary.quoteTrie, 0, top, automaton)
            } else {
                builder.walk(vocabulary.trie, 0)
            }
        }
        var mask = builder.mask
        if canEnd {
            for token in vocabulary.endOfSequenceTokens where token < vocabulary.count { mask.insert(token) }
        }
        grammar.masks[key] = StoredMask(mask)
        return mask
    }

    /// The tokens that a string in this state takes without closing it, cached in the
    /// vocabulary by the string's language and state.
    private func insideMask(_ frame: Frame, _ automaton: ScalarDFA) -> TokenMask {
        var state = frame
        state.node = 0
        var automaton = automaton
        if automaton.total[Int(state.a)] {
            // Inside the string it behaves as a free string; only where it may close differs.
            automaton = .free
            state.a = 0
        }
        if automaton === ScalarDFA.free && state == Frame(node: 0) { return vocabulary.freeStringMask }
        let bound = automaton.lengthBounds[Int(state.a)]
        if bound >= 0 && state.b == Runner.StringMode.normal {
            // A bounded repetition of one class (a maxLength, `[a-z]{1,32}`): a lookup.
            guard bound > 0 else { return TokenMask(capacity: vocabulary.count) }
            let repeated = automaton.boundClasses[Int(automaton.boundClass[Int(state.a)])]
            return vocabulary.stringLengthMasks(for: repeated).mask(atMost: Int(bound))
        }
        let key = MaskCacheKey.StringWalk(
            fingerprint: automaton.fingerprint, state: state, trieNode: 0, quoteTrie: false)
        if let cached = vocabulary.stringMasks[key] { return cached }
        var walker = StringTrieWalk(
            trie: vocabulary.trie, automaton: automaton, dense: true, capacity: vocabulary.count)
        walker.walk(0, state)
        vocabulary.stringMasks[key] = walker.mask
        return walker.mask
    }
}
