import Testing

@testable import CommandLineSupport

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("abc", 3), ("café", 4), ("e\u{301}", 1), ("☕", 2), ("♣", 1), ("♣️", 2), ("☕︎", 1),
        ("日本語", 6), ("한국어", 6), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("🙂", 2), ("👍🏽", 2), ("🇫🇷", 2),
        ("👩‍👩‍👧", 2), ("1️⃣", 2), ("a\u{200D}b", 2), ("\u{200B}", 0), ("x\u{FE0F}", 1), ("\t\n", 0),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("Ａ☕a", 5), ("ア゙", 2), ("\u{3000}", 2),
    ])
    func columnsOfText(text: String, columns: Int) {
        #expect(text.displayWidth == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func scalarsOnTheirOwn() {
        #expect(Unicode.Scalar(0x0301)!.displayWidth == 0)  // combining acute
        #expect(Unicode.Scalar(0xFE0F)!.displayWidth == 0)  // variation selector
        #expect(Unicode.Scalar(0x200D)!.displayWidth == 0)  // zero-width joiner
        #expect(Unicode.Scalar(0x1B)!.displayWidth == 0)  // escape
        #expect(Unicode.Scalar(0x4E00)!.displayWidth == 2)  // first CJK ideograph
        #expect(Unicode.Scalar(0x9FFF)!.displayWidth == 2)
        #expect(Unicode.Scalar(0x303F)!.displayWidth == 1)  // half-fill space: narrow
        #expect(Unicode.Scalar(0xFF61)!.displayWidth == 1)  // halfwidth ideographic full stop
        #expect(Unicode.Scalar(0x20000)!.displayWidth == 2)
        #expect(Unicode.Scalar(0x1F600)!.displayWidth == 2)
    }

    @Test func theWideRangesAreSortedAndApart() {
        let ranges = EastAsianWidth.wideRanges
        #expect(ranges.allSatisfy { $0.0 <= $0.1 })
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.1 < $1.0 })
        for (first, last) in ranges {
            #expect(EastAsianWidth.isWide(first) && EastAsianWidth.isWide(last))
            #expect(!EastAsianWidth.isWide(first - 1) || ranges.contains { $0.1 == first - 1 })
            #expect(!EastAsianWidth.isWide(last + 1))
        }
    }

    @Test func prefixAndPaddingCountColumns() {
        #expect("☕☕x".prefix(displayWidth: 3) == "☕")
        #expect("☕☕x".prefix(displayWidth: 5) == "☕☕x")
        #expect("ab".prefix(displayWidth: 0) == "")
        #expect("日本".padded(toDisplayWidth: 6) == "日本  ")
        #expect("日本".padded(toDisplayWidth: 3) == "日本")
        #expect("e\u{301}".padded(toDisplayWidth: 2).displayWidth == 2)
    }
}
