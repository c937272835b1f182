import Testing

@testable import GuidedGeneration

@Suite struct StringMatchingTests {
    @Test(arguments: [
        #""""#, #""hello""#, #""a\"b""#, #""\\""#, #""\/""#, #""\b\f\n\r\t""#, #""\u0041\u00e9""#,
        #""\uD83D\uDE00""#, "\"é日本🙂\"", #""\u001f""#,
    ])
    func freeStringAccepts(text: String) throws {
        #expect(try GrammarMatcher(.string(.free)).acceptsDocument(text))
    }

    @Test(
        arguments: [
            [0x22, 0x0A, 0x22],  // raw control character
            [0x22, 0x5C, 0x78, 0x22],  // \x is no JSON escape
            [0x22, 0x5C, 0x75, 0x44, 0x43, 0x30, 0x30, 0x22],  // lone low surrogate \uDC00
            Array(#""\uD83D""#.utf8),  // lone high surrogate
            Array(#""\uD83Dx""#.utf8),
            Array(#""\uD83D\u0041""#.utf8),  // high surrogate followed by a non-low one
            [0x22, 0xC0, 0x80, 0x22],  // overlong
            [0x22, 0xE0, 0x80, 0x80, 0x22],  // overlong
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // beyond U+10FFFF
            [0x22, 0xF5, 0x22], [0x22, 0xFF, 0x22], [0x22, 0x80, 0x22],
            [0x22, 0xC3, 0x22],  // truncated sequence
            Array(#""abc"#.utf8),  // unterminated
        ] as [[UInt8]])
    func freeStringRejects(bytes: [UInt8]) throws {
        #expect(!(try GrammarMatcher(.string(.free)).acceptsDocument(bytes)))
    }

    @Test func utf8IsValidatedByteByByte() throws {
        let matcher = try GrammarMatcher(.string(.free))
        #expect(matcher.accepts(bytes: [0x22, 0xE6]))
        #expect(matcher.accepts(bytes: [0x22, 0xE6, 0x97]))
        #expect(!matcher.accepts(bytes: [0x22, 0xE0, 0x80]))
        #expect(!matcher.accepts(bytes: [0x22, 0xED, 0xA0]))
        #expect(!matcher.accepts(bytes: [0x22, 0xF4, 0x90]))
        #expect(!matcher.accepts(bytes: [0x22, 0xC3, 0x41]))
    }

    @Test func constantAcceptsEveryEscapedSpelling() throws {
        let matcher = try GrammarMatcher(.string(.constant("a\"é🙂")))
        #expect(matcher.acceptsDocument("\"a\\\"é🙂\""))
        #expect(matcher.acceptsDocument(#""\u0061\"\u00E9\ud83d\ude42""#))
        #expect(!matcher.acceptsDocument("\"a\\\"é\""))
        #expect(!matcher.acceptsDocument("\"a\\\"é🙂x\""))
        #expect(!matcher.acceptsPrefix(#""\u0062"#))
        #expect(!matcher.acceptsPrefix(#""\u007"#))
        #expect(matcher.acceptsPrefix(#""\u006"#))
        #expect(matcher.forcedBytes() == Array("\"a\\\"é🙂\"".utf8))
    }

    @Test func choices() throws {
        let matcher = try GrammarMatcher(.string(.choices(["red", "green", "greenish", "blue"])))
        for text in [#""red""#, #""green""#, #""greenish""#, #""blue""#] {
            #expect(matcher.acceptsDocument(text))
        }
        #expect(!matcher.acceptsDocument(#""gree""#))
        #expect(!matcher.acceptsDocument(#""yellow""#))
        var copy = matcher
        try copy.advance(bytes: Array(#""g"#.utf8))
        #expect(copy.forcedBytes() == Array("reen".utf8))
        try copy.advance(bytes: Array("reen".utf8))
        #expect(copy.accepts(bytes: [0x22]))
        #expect(copy.accepts(bytes: Array("ish".utf8)))
    }

    @Test func keysWithSpecialCharactersAreEscaped() throws {
        let matcher = try GrammarMatcher(.object([.init(name: "say \"hi\"\n", node: .boolean)]))
        #expect(matcher.acceptsDocument(#"{"say \"hi\"\n":true}"#))
        #expect(matcher.forcedBytes() == Array(#"{"say \"hi\"\n":"#.utf8))
    }

    @Test func freeStringClosesAtOnce() throws {
        var matcher = try GrammarMatcher(
            .object([
                .init(name: "a", node: .string(.free)), .init(name: "b", node: .array(.integer(), minItems: 2)),
            ]))
        try matcher.advance(bytes: Array(#"{"a":"la la la"#.utf8))
        #expect(matcher.shortestCompletion() == Array(#"","b":[0,0]}"#.utf8))
        try matcher.advance(bytes: [0xE6, 0x97])
        #expect((0x80...0xBF).contains(matcher.shortestCompletion().first ?? 0))
        var escape = matcher
        try escape.advance(bytes: [0xA5, 0x5C])
        let completion = escape.shortestCompletion()
        try escape.advance(bytes: completion)
        #expect(escape.canEnd)
        #expect(completion.count == 13)
    }
}
