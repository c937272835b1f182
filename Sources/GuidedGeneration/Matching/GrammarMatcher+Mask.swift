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
                builder.mask.formUnion(insideMask(top, automaton))
                builder.walkString(.quote, 0, top, automaton)
            } else {
                builder.walk(.full, 0)
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
        let key = MaskCacheKey.StringWalk(fingerprint: automaton.fingerprint, state: state, trieNode: 0, quoteTrie: false)
        if let cached = vocabulary.stringMasks[key] { return cached }
        var walker = StringTrieWalk(trie: vocabulary.trie, automaton: automaton, dense: true, capacity: vocabulary.count)
        walker.walk(0, frame)
        vocabulary.stringMasks[key] = walker.mask
        return walker.mask
    }
}

/// Walks a token trie under one configuration, skipping every subtree whose prefix the
/// grammar rejects. Inside strings it steps the string's state directly, without the stack,
/// and caches what each string state does with each subtree.
final class MaskBuilder {
    enum Trie {
        case full
        case quote
    }

    let runner: Runner
    let vocabulary: Vocabulary
    var mask: TokenMask

    init(nodes: [CompiledNode], vocabulary: Vocabulary) {
        runner = Runner(nodes: nodes)
        self.vocabulary = vocabulary
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
    func walk(_ kind: Trie, _ node: Int) {
        let trie = kind == .full ? vocabulary.trie : vocabulary.quoteTrie
        var child = node + 1
        let end = Int(trie.subtreeEnd[node])
        while child < end {
            let current = child
            runner.feed(trie.bytes[current]) {
                mark(trie, current)
                continueWalk(kind, current)
            }
            child = Int(trie.subtreeEnd[current])
        }
    }

    /// Continues below `node`, switching to the string walk when a string is on top.
    private func continueWalk(_ kind: Trie, _ node: Int) {
        let trie = kind == .full ? vocabulary.trie : vocabulary.quoteTrie
        guard trie.subtreeEnd[node] > node + 1 else { return }
        if let top = runner.frames.last, case .string(let automaton) = runner.nodes[Int(top.node)] {
            walkString(kind, node, top, automaton)
        } else {
            walk(kind, node)
        }
    }

    /// Walks the subtree below `node` inside a string in state `frame` (the runner's top frame
    /// is that string); a closing quote hands back to the runner.
    func walkString(_ kind: Trie, _ node: Int, _ frame: Frame, _ automaton: ScalarDFA) {
        let trie = kind == .full ? vocabulary.trie : vocabulary.quoteTrie
        var state = frame
        state.node = 0
        let key = MaskCacheKey.StringWalk(fingerprint: automaton.fingerprint, state: state, trieNode: Int32(node), quoteTrie: kind == .quote)
        let result: StringWalkResult
        if let cached = vocabulary.stringWalks[key] {
            result = cached
        } else {
            var walker = StringTrieWalk(trie: trie, automaton: automaton, dense: false, capacity: 0)
            walker.walk(node, frame)
            result = StringWalkResult(tokens: walker.tokens, closings: walker.closings)
            vocabulary.stringWalks[key] = result
        }
        for token in result.tokens { mask.insert(Int(token)) }
        for closing in result.closings {
            var closingFrame = closing.state
            closingFrame.node = frame.node
            runner.withTop(closingFrame) {
                runner.feed(0x22) {
                    mark(trie, Int(closing.node))
                    continueWalk(kind, Int(closing.node))
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
    /// Whether to collect tokens in `mask` (else in `tokens`).
    let dense: Bool
    var mask: TokenMask
    var tokens: [Int32] = []
    /// Trie nodes whose byte closes the string, with the string's state before it.
    var closings: [StringWalkResult.Closing] = []

    init(trie: TokenTrie, automaton: ScalarDFA, dense: Bool, capacity: Int) {
        self.trie = trie
        self.automaton = automaton
        self.dense = dense
        mask = TokenMask(capacity: capacity)
    }

    mutating func walk(_ node: Int, _ frame: Frame) {
        var child = node + 1
        let end = Int(trie.subtreeEnd[node])
        while child < end {
            let byte = trie.bytes[child]
            if byte == 0x22 && frame.b == Runner.StringMode.normal {
                if automaton.accepting[Int(frame.a)] { closings.append(.init(node: Int32(child), state: frame)) }
            } else if case .next(let next) = Runner.stepString(frame, automaton, byte) {
                var index = Int(trie.tokenStart[child])
                let last = Int(trie.tokenStart[child + 1])
                while index < last {
                    if dense { mask.insert(Int(trie.tokenIDs[index])) } else { tokens.append(trie.tokenIDs[index]) }
                    index += 1
                }
                walk(child, next)
            }
            child = Int(trie.subtreeEnd[child])
        }
    }
}
