/// The part of a mask walk that stays inside one string: it needs only the string's state, so
/// it runs without the matcher's stack, and records where the string closes.
///
/// This is the hottest loop of the engine (a free string accepts most of a vocabulary), so it
/// reads the trie through buffer pointers and steps plain ASCII through the automaton's table.
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

    /// Walks the subtree below `node` from the string state `frame`.
    mutating func walk(_ node: Int, _ frame: Frame) {
        var words = mask.words
        mask.words = []
        trie.bytes.withUnsafeBufferPointer { bytes in
            trie.subtreeEnd.withUnsafeBufferPointer { ends in
                trie.tokenStart.withUnsafeBufferPointer { starts in
                    trie.tokenIDs.withUnsafeBufferPointer { ids in
                        automaton.ascii.withUnsafeBufferPointer { ascii in
                            accepting(bytes, ends, starts, ids, ascii, &words, node, frame)
                        }
                    }
                }
            }
        }
        mask.words = words
    }

    private mutating func accepting(
        _ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<Int32>,
        _ starts: UnsafeBufferPointer<Int32>, _ ids: UnsafeBufferPointer<Int32>,
        _ ascii: UnsafeBufferPointer<Int32>, _ words: inout [UInt64], _ node: Int, _ frame: Frame
    ) {
        var walker = Walker(
            bytes: bytes, ends: ends, starts: starts, ids: ids, ascii: ascii,
            automaton: automaton, trie: trie, dense: dense, words: words)
        words = []
        walker.walk(node, frame)
        words = walker.words
        tokens += walker.tokens
        closings += walker.closings
    }

    private struct Walker {
        let bytes: UnsafeBufferPointer<UInt8>
        let ends: UnsafeBufferPointer<Int32>
        let starts: UnsafeBufferPointer<Int32>
        let ids: UnsafeBufferPointer<Int32>
        let ascii: UnsafeBufferPointer<Int32>
        let automaton: ScalarDFA
        let trie: TokenTrie
        let dense: Bool
        var words: [UInt64]
        var tokens: [Int32] = []
        var closings: [StringWalkResult.Closing] = []

        @inline(__always)
        mutating func mark(_ node: Int) {
            var index = Int(starts[node])
            let last = Int(starts[node + 1])
            while index < last {
                let token = Int(ids[index])
                if dense { words[token >> 6] |= 1 << UInt64(token & 63) } else { tokens.append(Int32(token)) }
                index += 1
            }
        }

        /// Marks every token strictly below `node`.
        mutating func markSubtree(_ node: Int) {
            var index = Int(starts[node + 1])
            let last = Int(starts[Int(ends[node])])
            while index < last {
                let token = Int(ids[index])
                if dense { words[token >> 6] |= 1 << UInt64(token & 63) } else { tokens.append(Int32(token)) }
                index += 1
            }
        }

        mutating func walk(_ node: Int, _ frame: Frame) {
            var child = node + 1
            let end = Int(ends[node])
            let plain = frame.b == Runner.StringMode.normal
            let row = Int(frame.a) &* 128
            if plain && !ascii.isEmpty && !trie.otherBelow[node]
                && trie.asciiBelowLow[node] & ~automaton.selfLoopLow[Int(frame.a)] == 0
                && trie.asciiBelowHigh[node] & ~automaton.selfLoopHigh[Int(frame.a)] == 0
            {
                markSubtree(node)
                return
            }
            while child < end {
                let byte = bytes[child]
                if plain && byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C && !ascii.isEmpty {
                    let next = ascii[row &+ Int(byte)]
                    if next >= 0 {
                        mark(child)
                        var advanced = frame
                        advanced.a = next
                        walk(child, advanced)
                    }
                } else if byte == 0x22 && plain {
                    if automaton.accepting[Int(frame.a)] { closings.append(.init(node: Int32(child), state: frame)) }
                } else if case .next(let next) = Runner.stepString(frame, automaton, byte) {
                    mark(child)
                    walk(child, next)
                }
                child = Int(ends[child])
            }
        }
    }
}
