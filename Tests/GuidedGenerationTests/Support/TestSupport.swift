@testable import GuidedGeneration

/// A synthetic vocabulary: every single byte, common JSON pieces, words, digits, escapes and
/// whole and partial UTF-8 sequences, one empty special token and an end-of-sequence token.
enum TestVocabulary {
    static let pieces: [String] = [
        "{\"", "\":\"", "\",\"", "\"}", "\":", ",\"", "\"]", "[{\"", "}]", "},{\"", "\":[", "\":{\"",
        "true", "false", "null", "tru", "nul", "12", "0.", "25", "-1", "10", "00", ".5", "e5", "E+",
        "name", "age", "hello", " world", "ab", "abc", "a\"", "\\\"", "\\u00", "\\n", "\\\\", "é", "ü",
        "日本", "🙂", "\"name\":\"", "\"age\":", "\"tags\":[\"", "\",", "\"\"", "[]", "{}", "[\"", "\"]}",
        "kind", "\"kind\":\"", "circle", "square", "x", "\"x\":", "ABC-", "-1234", "..",
    ]

    static let extraBytes: [[UInt8]] = [
        [0xC3], [0xF0, 0x9F], [0x98, 0x80], [0xE6, 0x97], [0xA5], [0xED, 0xA0], [0xC0, 0x80],
    ]

    static let eos = 1
    static let special = 0

    static let shared: Vocabulary = {
        var tokens: [[UInt8]] = [[], []]  // 0: special, 1: end of sequence
        tokens += (0...255).map { [UInt8($0)] }
        tokens += pieces.map { Array($0.utf8) }
        tokens += extraBytes
        return Vocabulary(tokens: tokens, endOfSequenceTokens: [eos])
    }()
}

/// Helpers for building matchers and feeding them text.
extension GrammarMatcher {
    init(
        _ root: JSONSchemaNode, definitions: [String: JSONSchemaNode] = [:],
        vocabulary: Vocabulary = TestVocabulary.shared
    ) throws {
        self.init(grammar: try Grammar(root: root, definitions: definitions), vocabulary: vocabulary)
    }

    /// Whether the whole text is a complete document under the grammar.
    func acceptsDocument(_ text: String) -> Bool {
        acceptsDocument(Array(text.utf8))
    }

    func acceptsDocument(_ bytes: [UInt8]) -> Bool {
        var copy = self
        guard (try? copy.advance(bytes: bytes)) != nil else { return false }
        return copy.canEnd
    }

    /// Whether the text is a prefix the grammar allows.
    func acceptsPrefix(_ text: String) -> Bool { accepts(bytes: Array(text.utf8)) }
}

/// A small deterministic random number generator for reproducible tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
