import Testing

@testable import GuidedGeneration

@Suite struct TokenTrieTests {
    @Test func everyTokenIsFoundOnceAtTheEndOfItsPath() {
        let tokens: [[UInt8]] = [[], [1], [1, 2], [1, 2], [2], [1, 2, 3], [3, 1], [9], []]
        let trie = TokenTrie(tokens: tokens) { $0 != 7 }
        var found: [Int: [UInt8]] = [:]
        func visit(_ node: Int, _ path: [UInt8]) {
            for index in Int(trie.tokenStart[node])..<Int(trie.tokenStart[node + 1]) {
                #expect(found[Int(trie.tokenIDs[index])] == nil)
                found[Int(trie.tokenIDs[index])] = path
            }
            var child = node + 1
            while child < Int(trie.subtreeEnd[node]) {
                visit(child, path + [trie.bytes[child]])
                child = Int(trie.subtreeEnd[child])
            }
        }
        visit(0, [])
        #expect(found == [1: [1], 2: [1, 2], 3: [1, 2], 4: [2], 5: [1, 2, 3], 6: [3, 1]])
        #expect(trie.nodeCount == 7)
    }

    @Test func vocabularyTriesAndEndOfSequence() {
        let vocabulary = Vocabulary(
            tokens: [[], Array("a\"".utf8), Array("b".utf8), Array("x".utf8)], endOfSequenceTokens: [3])
        #expect(vocabulary.isEndOfSequence(3))
        #expect(!vocabulary.isEndOfSequence(2))
        #expect(vocabulary.trie.tokenIDs.sorted() == [1, 2])
        #expect(vocabulary.quoteTrie.tokenIDs == [1])
    }

    @Test func trieSummariesCoverSubtrees() {
        let trie = TokenTrie(tokens: [Array("ab".utf8), Array("a\"".utf8), [0x61, 0xC3, 0xA9], Array("b".utf8)]) { _ in
            true
        }
        // Node 1 is "a": below it are "b", "\"" and two non-ASCII bytes.
        #expect(trie.bytes[1] == 0x61)
        #expect(trie.otherBelow[1])
        #expect(trie.asciiBelowLow[1] & (1 << 0x22) != 0)
        #expect(trie.asciiBelowHigh[1] & (1 << (0x62 - 64)) != 0)
        let leaf = Int(trie.subtreeEnd[1])  // "b", a leaf
        #expect(trie.bytes[leaf] == 0x62)
        #expect(!trie.otherBelow[leaf] && trie.asciiBelowLow[leaf] == 0 && trie.asciiBelowHigh[leaf] == 0)
    }
}
