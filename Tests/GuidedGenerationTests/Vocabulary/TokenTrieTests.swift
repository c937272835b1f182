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
        let vocabulary = Vocabulary(tokens: [[], Array("a\"".utf8), Array("b".utf8), Array("x".utf8)], endOfSequenceTokens: [3])
        #expect(vocabulary.isEndOfSequence(3))
        #expect(!vocabulary.isEndOfSequence(2))
        #expect(vocabulary.trie.tokenIDs.sorted() == [1, 2])
        #expect(vocabulary.quoteTrie.tokenIDs == [1])
    }
}

@Suite struct TokenMaskTests {
    @Test func insertContainsCount() {
        var mask = TokenMask(capacity: 130)
        #expect(mask.count == 0)
        for token in [0, 63, 64, 129] { mask.insert(token) }
        #expect(mask.tokens == [0, 63, 64, 129])
        #expect(mask.count == 4)
        #expect(mask.contains(64))
        #expect(!mask.contains(65))
        #expect(!mask.contains(130))
        #expect(!mask.contains(-1))
        var other = TokenMask(capacity: 130)
        other.insert(5)
        mask.formUnion(other)
        #expect(mask.contains(5))
        mask.removeAll()
        #expect(mask.count == 0)
    }
}
