import GuidedGeneration

/// A small synthetic vocabulary for engine tests and the grammar fuzzers: a special token with
/// no bytes, an end-of-sequence token, every single byte, and multi-byte pieces (JSON
/// punctuation, literal parts, numbers, words, escapes, whole and partial UTF-8 characters).
///
/// Extension of this project.
public enum SyntheticVocabulary {
    /// The special token: no bytes.
    public static let special = 0
    /// The end-of-sequence token.
    public static let endOfSequence = 1

    /// The multi-byte pieces, after the 256 single bytes. Seeded engine tests walk this list:
    /// a piece added or moved changes their paths.
    public static let pieces: [[UInt8]] =
        [
            "{\"", "\":\"", "\",\"", "\"}", "\":", ",\"", "\"]", "[{\"", "}]", "},{\"", "\":[", "\":{\"",
            "true", "false", "null", "tru", "nul", "12", "0.", "25", "-1", "10", "00", ".5", "e5", "E+",
            "name", "age", "hello", " world", "ab", "abc", "a\"", "\\\"", "\\u00", "\\n", "\\\\", "é", "ü",
            "日本", "🙂", "\"name\":\"", "\"age\":", "\"tags\":[\"", "\",", "\"\"", "[]", "{}", "[\"", "\"]}",
            "kind", "\"kind\":\"", "circle", "square", "x", "\"x\":", "ABC-", "-1234", "..",
        ].map { Array($0.utf8) } + [
            [0xC3], [0xF0, 0x9F], [0x98, 0x80], [0xE6, 0x97], [0xA5], [0xED, 0xA0], [0xC0, 0x80],
        ]

    /// The vocabulary: the special token, the end of sequence, the 256 bytes, then the pieces.
    public static let shared: Vocabulary = {
        var tokens: [[UInt8]] = [[], []]
        tokens += (0...255).map { [UInt8($0)] }
        tokens += pieces
        return Vocabulary(tokens: tokens, endOfSequenceTokens: [endOfSequence])
    }()
}
