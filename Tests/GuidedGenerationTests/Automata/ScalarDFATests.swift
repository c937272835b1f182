import Testing
@testable import GuidedGeneration

@Suite struct ScalarDFATests {
    @Test func distancesCountSpelledBytes() throws {
        let dfa = try GrammarCompiler.automaton(.pattern(#"^(é|"|\n|\u0001|日|🙂|a)$"#))
        #expect(dfa.distances[0] == 1)
        let accented = try GrammarCompiler.automaton(.constant("é\u{1}"))
        #expect(accented.distances[0] == 2 + 6)
        #expect(ScalarDFA.spellingLength(0x22, 0x22) == 2)
        #expect(ScalarDFA.spellingLength(0x1F600, 0x1F600) == 4)
        #expect(ScalarDFA.spellingLength(0x65E5, 0x65E5) == 3)
    }

    @Test func totalStatesAndSelfLoops() throws {
        #expect(ScalarDFA.free.total == [true])
        let search = try GrammarCompiler.automaton(.pattern("ab"))
        #expect(search.total.allSatisfy { $0 })
        let anchored = try GrammarCompiler.automaton(.pattern("^.*$"))
        #expect(!anchored.total[0])
        let inside = Int(anchored.next(0, 0x61))
        #expect(anchored.selfLoopHigh[inside] & (1 << (0x41 - 64)) != 0)
        #expect(anchored.selfLoopLow[inside] & (1 << 0x22) == 0)
        #expect(ScalarDFA.free.selfLoopHigh[0] & (1 << (0x5C - 64)) == 0)
        #expect(ScalarDFA.free.selfLoopHigh[0] & (1 << (0x61 - 64)) != 0)
    }

    @Test func trieSummariesCoverSubtrees() {
        let trie = TokenTrie(tokens: [Array("ab".utf8), Array("a\"".utf8), [0x61, 0xC3, 0xA9], Array("b".utf8)]) { _ in true }
        // Node 1 is "a": below it are "b", "\"" and two non-ASCII bytes.
        #expect(trie.bytes[1] == 0x61)
        #expect(trie.otherBelow[1])
        #expect(trie.asciiBelowLow[1] & (1 << 0x22) != 0)
        #expect(trie.asciiBelowHigh[1] & (1 << (0x62 - 64)) != 0)
        let leaf = Int(trie.subtreeEnd[1])  // "b", a leaf
        #expect(trie.bytes[leaf] == 0x62)
        #expect(!trie.otherBelow[leaf] && trie.asciiBelowLow[leaf] == 0 && trie.asciiBelowHigh[leaf] == 0)
    }

    @Test func storedMasksRoundTrip() {
        var mask = TokenMask(capacity: 1_000)
        for token in [1, 500, 999] { mask.insert(token) }
        #expect(StoredMask(mask).mask == mask)
        var full = TokenMask(capacity: 100)
        for token in 0..<100 { full.insert(token) }
        #expect(StoredMask(full).mask == full)
    }
}
