import Testing

@testable import GuidedGeneration

@Suite struct StoredMaskTests {
    @Test func storedMasksRoundTrip() {
        var mask = TokenMask(capacity: 1_000)
        for token in [1, 500, 999] { mask.insert(token) }
        #expect(StoredMask(mask).mask == mask)
        var full = TokenMask(capacity: 100)
        for token in 0..<100 { full.insert(token) }
        #expect(StoredMask(full).mask == full)
    }
}
