import Testing

@testable import GuidedGeneration

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
