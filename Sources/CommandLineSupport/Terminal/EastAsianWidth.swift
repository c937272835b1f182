/// The East Asian Wide (W) and Fullwidth (F) blocks of Unicode (UAX #11): CJK ideographs, kana,
/// Hangul syllables, fullwidth forms and the wide symbol blocks. Emoji are found by their
/// `Emoji_Presentation` property instead.
///
/// Extension of this project.
enum EastAsianWidth {
    /// The wide ranges, sorted and apart (neighbouring blocks are merged), as (first, last) scalar values.
    static let wideRanges: [(UInt32, UInt32)] = [
        (0x1100, 0x115F),  // Hangul initial consonants
        (0x2329, 0x232A),  // angle brackets
        (0x2E80, 0x303E),  // CJK radicals, Kangxi, ideographic description, CJK punctuation
        (0x3041, 0x4DBF),  // kana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK compatibility, extension A
        (0x4E00, 0xA4CF),  // CJK unified ideographs, Yi
        (0xA960, 0xA97F),  // Hangul jamo extended A
        (0xAC00, 0xD7A3),  // Hangul syllables
        (0xF900, 0xFAFF),  // CJK compatibility ideographs
        (0xFE10, 0xFE19),  // vertical forms
        (0xFE30, 0xFE6F),  // CJK compatibility forms, small form variants
        (0xFF00, 0xFF60),  // fullwidth forms
        (0xFFE0, 0xFFE6),  // fullwidth signs
        (0x16FE0, 0x16FE4),  // ideographic symbols
        (0x17000, 0x18CFF),  // Tangut, Khitan
        (0x1B000, 0x1B2FF),  // kana supplement and extensions, Nushu
        (0x1F200, 0x1F2FF),  // enclosed ideographic supplement
        (0x20000, 0x2FFFD),  // CJK extensions B to F, compatibility supplement
        (0x30000, 0x3FFFD),  // CJK extensions G and H
    ]

    /// Whether a scalar value lies in a wide range (a binary search).
    /// - Parameter value: The scalar value.
    /// - Returns: `true` for a wide or fullwidth character.
    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let (first, last) = wideRanges[middle]
            if value < first {
                high = middle - 1
            } else if value > last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
