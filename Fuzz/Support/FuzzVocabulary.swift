@testable import GuidedGeneration

/// A small synthetic vocabulary for the grammar target: a special token with no bytes, an
/// end-of-sequence token, every single byte, and multi-byte pieces (JSON punctuation, literal
/// parts, escapes, whole and partial UTF-8 characters).
enum FuzzVocabulary {
    static let special = 0
    static let endOfSequence = 1

    static let pieces: [[UInt8]] =
        [
            "{\"", "\":", "\":\"", "\",\"", ",\"", "\"}", "\"]", "[\"", "[]", "{}", "[{\"", "}]", "},{\"", "\",",
            "true", "fal", "se", "null", "nu", "12", "0.", "-1", ".5", "e+", "E-", "00", "99", "100", "-0",
            "a", "ab", "name", "\\\"", "\\\\", "\\n", "\\u00", "\\u0001", "\\ud83d", "\\ude42", "\\/",
            "é", "e\u{301}", "🙂", "日本", "a\"", "\"\"",
        ].map { Array($0.utf8) } + [[0xC3], [0xF0, 0x9F], [0x99, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80]]

    static let shared: Vocabulary = {
        var tokens: [[UInt8]] = [[], []]
        tokens += (0...255).map { [UInt8($0)] }
        tokens += pieces
        return Vocabulary(tokens: tokens, endOfSequenceTokens: [endOfSequence])
    }()
}
