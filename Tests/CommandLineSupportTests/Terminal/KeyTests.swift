import Testing

@testable import CommandLineSupport

@Suite struct KeyTests {
    @Test(
        arguments: [
            ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down),
            ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x5B, 0x44], .left),
            ([0x1B, 0x4F, 0x41], .up), ([0x0D], .enter), ([0x0A], .enter),
            ([0x7F], .backspace), ([0x08], .backspace), ([0x1B], .escape),
            ([0x03], .interrupt), ([0x04], .endOfInput), ([0x09], .tab),
            ([0x1B, 0x5B, 0x33, 0x7E], .unknown), ([0x61], .character("a")),
            ([0xC3, 0xA9], .character("é")), ([0xE2, 0x98, 0x95], .character("☕")),
        ] as [([UInt8], Key)])
    func decodesSingleKeys(bytes: [UInt8], key: Key) {
        #expect(Key.decode(bytes) == [key])
    }

    @Test func decodesSeveralKeysInOneRead() {
        #expect(
            Key.decode(Array("hi".utf8) + [0x1B, 0x5B, 0x41, 0x0D, 0x1B]) == [
                .character("h"), .character("i"), .up, .enter, .escape,
            ])
        #expect(Key.decode([0x1B, 0x5B]) == [.unknown])
    }
}
