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
        let builder = MaskBuilder(nodes: grammar.nodes, vocabulary: vocabulary)
        for configuration in configurations {
            builder.runner.load(configuration)
            if let top = configuration.last, case .string(let automaton) = grammar.nodes[Int(top.node)] {
                builder.mask.formUnion(insideMask(top, automaton))
                builder.walkString(vocabulary.quoteTrie, 0, top, automaton, mayClose: true)
            } else {
                builder.walk(vocabulary.trie, 0)
            }
        }
        var mask = builder.mask
        if canEnd {
            for token in vocabulary.endOfSequenceTokens where token < vocabulary.count { mask.insert(token) }
        }
        cache.store(mask, for: configurations)
        return mask
    }

    /// The tokens that a string in this state takes without closing it (cached: per
    /// vocabulary for free strings, per matcher otherwise).
    private func insideMask(_ frame: Frame, _ automaton: ScalarDFA) -> TokenMask {
        let isFree = automaton === ScalarDFA.free
        var key = frame
        if isFree { key.node = -1 }
        if isFree, let cached = vocabulary.freeStringMasks.withLock({ $0[key] }) { return cached }
        if !isFree, let cached = cache.insideMask(for: key) { return cached }
        let builder = MaskBuilder(nodes: grammar.nodes, vocabulary: vocabulary)
        builder.walkString(vocabulary.trie, 0, frame, automaton, mayClose: false)
        if isFree {
            vocabulary.freeStringMasks.withLock { $0[key] = builder.mask }
        } else {
            cache.storeInside(builder.mask, for: key)
        }
        return builder.mask
    }
}

/// Walks a token trie under one configuration, skipping every subtree whose prefix the
/// grammar rejects. Inside strings it steps the string's state directly, without the stack.
final class MaskBuilder {
    let runner: Runner
    var mask: TokenMask

    init(nodes: [CompiledNode], vocabulary: Vocabulary) {
        runner = Runner(nodes: nodes)
        mask = TokenMask(capacity: vocabulary.count)
    }

    @inline(__always)
    private func mark(_ trie: TokenTrie, _ node: Int) {
        var index = Int(trie.tokenStart[node])
        let last = Int(trie.tokenStart[node + 1])
        while index < last {
            mask.insert(Int(trie.tokenIDs[index]))
            index += 1
        }
    }

    /// Walks the subtree below `node` with the runner in its current configuration.
    func walk(_ trie: TokenTrie, _ node: Int) {
        var child = node + 1
        let end = Int(trie.subtreeEnd[node])
        while child < end {
            let current = child
            runner.feed(trie.bytes[current]) {
                mark(trie, current)
                continueWalk(trie, current)
            }
            child = Int(trie.subtreeEnd[current])
        }
    }

    /// Continues below `node`, switching to the string walk when a string is on top.
    private func continueWalk(_ trie: TokenTrie, _ node: Int) {
        guard trie.subtreeEnd[node] > node + 1 else { return }
        if let top = runner.frames.last, case .string(let automaton) = runner.nodes[Int(top.node)] {
            walkString(trie, node, top, automaton, mayClose: true)
        } else {
            walk(trie, node)
        }
    }

    /// Walks the subtree below `node` inside a string in state `frame` (the runner's top frame
    /// is that string); when `mayClose`, a closing quote hands back to the runner.
    func walkString(_ trie: TokenTrie, _ node: Int, _ frame: Frame, _ automaton: ScalarDFA, mayClose: Bool) {
        var child = node + 1
        let end = Int(trie.subtreeEnd[node])
        while child < end {
            let current = child
            let byte = trie.bytes[current]
            if byte == 0x22 && frame.b == Runner.StringMode.normal {
                if mayClose && automaton.accepting[Int(frame.a)] {
                    runner.withTop(frame) {
                        runner.feed(byte) {
                            mark(trie, current)
                            continueWalk(trie, current)
                        }
                    }
                }
            } else if case .next(let next) = Runner.stepString(frame, automaton, byte) {
                mark(trie, current)
                walkString(trie, current, next, automaton, mayClose: mayClose)
            }
            child = Int(trie.subtreeEnd[current])
        }
    }
}
