/// Walks a token trie under one configuration, skipping every subtree whose prefix the
/// grammar rejects. Inside strings it steps the string's state directly, without the stack,
/// and caches what each string state does with each subtree.
final class MaskBuilder {
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
        for token in result.tokens { mask.insert(Int(token)) }
        for (state, nodes) in result.closings {
            var closingFrame = state
            closingFrame.node = frame.node
            runner.withTop(closingFrame) {
                runner.feed(0x22) {
                    for node in nodes {
                        mark(trie, Int(node))
                        continueWalk(trie, Int(node))
                    }
                }
            }
        }
    }
}
