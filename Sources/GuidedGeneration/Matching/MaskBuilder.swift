/// Walks a token trie under one configuration, skipping every subtree whose prefix the
/// grammar rejects. Inside strings it steps the string's state directly, without the stack,
/// and caches what each string state does with each subtree.
final class MaskBuilder {
    let runner: Runner
    let vocabulary: Vocabulary
    /// The mask's bits, in memory the builder owns (a `TokenMask` in a class would cost an
    /// exclusivity and uniqueness check on every token marked).
    private let words: UnsafeMutableBufferPointer<UInt64>

    init(nodes: [CompiledNode], vocabulary: Vocabulary) {
        runner = Runner(nodes: nodes)
        self.vocabulary = vocabulary
        words = .allocate(capacity: (vocabulary.count + 63) / 64)
        words.initialize(repeating: 0)
    }

    deinit { words.deallocate() }

    /// The tokens marked so far.
    var mask: TokenMask {
        var mask = TokenMask(capacity: vocabulary.count)
        mask.words = Array(words)
        return mask
    }

    @inline(__always)
    private func insert(_ token: Int) {
        words[token >> 6] |= 1 << UInt64(token & 63)
    }

    /// Adds every token of `other`.
    func formUnion(_ other: TokenMask) {
        for index in 0..<min(words.count, other.words.count) { words[index] |= other.words[index] }
    }

    @inline(__always)
    private func mark(_ trie: TokenTrie, _ node: Int) {
        var index = Int(trie.tokenStart[node])
        let last = Int(trie.tokenStart[node + 1])
        while index < last {
            insert(Int(trie.tokenIDs[index]))
            index += 1
        }
    }

    /// Walks the subtree below `node` with the runner in its current configuration.
    ///
    /// The closures capture the builder and the trie `unowned(unsafe)`: they never escape and
    /// both outlive the walk, and a strong capture cost a retain and a release of each per byte.
    func walk(_ trie: TokenTrie, _ node: Int) {
        var child = node + 1
        let end = Int(trie.subtreeEnd[node])
        while child < end {
            let current = child
            runner.feed(trie.bytes[current]) { [unowned(unsafe) self, unowned(unsafe) trie] in
                mark(trie, current)
                continueWalk(trie, current)
            }
            child = Int(trie.subtreeEnd[current])
        }
    }

    /// Continues below `node`, switching to the string walk when a string is on top.
    private func continueWalk(_ trie: TokenTrie, _ node: Int) {
        guard trie.subtreeEnd[node] > node + 1 else { return }
        if let top = runner.top, case .string(let automaton) = runner.nodes[Int(top.node)] {
            walkString(trie, node, top, automaton)
        } else {
            walk(trie, node)
        }
    }

    /// Walks the subtree below `node` inside a string in state `frame` (the runner's top frame
    /// is that string); a closing quote hands back to the runner.
    func walkString(_ trie: TokenTrie, _ node: Int, _ frame: Frame, _ automaton: ScalarDFA) {
        var state = frame
        state.node = 0
        let key = MaskCacheKey.StringWalk(
            fingerprint: automaton.fingerprint, state: state, trieNode: Int32(node),
            quoteTrie: trie === vocabulary.quoteTrie)
        let result: StringWalkResult
        if let cached = vocabulary.stringWalks[key] {
            result = cached
        } else {
            var walker = StringTrieWalk(trie: trie, automaton: automaton, dense: false, capacity: 0)
            walker.walk(node, frame)
            result = StringWalkResult(tokens: walker.tokens, closings: walker.closings)
            vocabulary.stringWalks[key] = result
        }
        for token in result.tokens { insert(Int(token)) }
        for (state, nodes) in result.closings {
            var closingFrame = state
            closingFrame.node = frame.node
            runner.withTop(closingFrame) { [unowned(unsafe) self, unowned(unsafe) trie] in
                runner.feed(0x22) { [unowned(unsafe) self, unowned(unsafe) trie] in
                    for node in nodes {
                        mark(trie, Int(node))
                        continueWalk(trie, Int(node))
                    }
                }
            }
        }
    }
}
