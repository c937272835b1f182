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

    /// The tokens that a string in this state takes without closing it, cached in the
    /// vocabulary by the string's language and state.
    private func insideMask(_ frame: Frame, _ automaton: ScalarDFA) -> TokenMask {
        var state = frame
        state.node = 0
        let key = StringMaskCache.Key(fingerprint: automaton.fingerprint, state: state)
        if let cached = vocabulary.stringMasks.mask(for: key) { return cached }
        let builder = MaskBuilder(nodes: grammar.nodes, vocabulary: vocabulary)
        builder.walkString(vocabulary.trie, 0, frame, automaton, mayClose: false)
        vocabulary.stringMasks.store(builder.mask, for: key)
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
        var walker = StringTrieWalk(trie: trie, automaton: automaton, recordClosings: mayClose)
        swap(&walker.mask, &mask)
        walker.walk(node, frame)
        swap(&walker.mask, &mask)
        for (current, closing) in walker.closings {
            runner.withTop(closing) {
                runner.feed(0x22) {
                    mark(trie, current)
                    continueWalk(trie, current)
                }
            }
        }
    }
}

/// The part of a mask walk that stays inside one string: it needs only the string's state, so
/// it runs without the matcher's stack, and records where the string closes.
struct StringTrieWalk {
    let trie: TokenTrie
    let automaton: ScalarDFA
    let recordClosings: Bool
    var mask = TokenMask(capacity: 0)
    /// Trie nodes whose byte closes the string, with the string's state before it.
    var closings: [(Int, Frame)] = []

    init(trie: TokenTrie, automaton: ScalarDFA, recordClosings: Bool) {
        self.trie = trie
        self.automaton = automaton
        self.recordClosings = recordClosings
    }

    mutating func walk(_ node: Int, _ frame: Frame) {
        var child = node + 1
        let end = Int(trie.subtreeEnd[node])
        while child < end {
            let byte = trie.bytes[child]
            if byte == 0x22 && frame.b == Runner.StringMode.normal {
                if recordClosings && automaton.accepting[Int(frame.a)] { closings.append((child, frame)) }
            } else if case .next(let next) = Runner.stepString(frame, automaton, byte) {
                var index = Int(trie.tokenStart[child])
                let last = Int(trie.tokenStart[child + 1])
                while index < last {
                    mask.insert(Int(trie.tokenIDs[index]))
                    index += 1
                }
                walk(child, next)
            }
            child = Int(trie.subtreeEnd[child])
        }
    }
}
