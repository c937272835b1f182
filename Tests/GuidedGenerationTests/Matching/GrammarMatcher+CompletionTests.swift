import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import GuidedGeneration

@Suite struct GrammarMatcherCompletionTests {
    /// The length of a shortest completion by exhaustive breadth-first search (plain ASCII
    /// bytes preferred where any is allowed, as the engine does).
    static func bruteForceLength(_ matcher: GrammarMatcher) -> Int? {
        var level = [matcher]
        var seen: Set<[Configuration]> = [matcher.configurations]
        for depth in 0..<40 {
            if level.contains(where: \.canEnd) { return depth }
            var next: [GrammarMatcher] = []
            for state in level {
                var bytes = state.viableBytes()
                let plain = bytes.filter { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C }
                if !plain.isEmpty { bytes = plain }
                for byte in bytes {
                    var copy = state
                    try? copy.advance(bytes: [byte])
                    if seen.insert(copy.configurations).inserted { next.append(copy) }
                }
            }
            level = next
        }
        return nil
    }

    @Test(arguments: SampleSchemas.all.filter { $0.name != "free string" }, [Grammar.Spacing.compact, .spaced])
    func completionIsShortest(sample: SampleSchemas.Sample, spacing: Grammar.Spacing) throws {
        var random = SeededGenerator(seed: 21)
        var matcher = try GrammarMatcher(sample.root, definitions: sample.definitions, spacing: spacing)
        for _ in 0..<12 where !matcher.canEnd {
            let completion = matcher.shortestCompletion()
            var finished = matcher
            try finished.advance(bytes: completion)
            #expect(finished.canEnd)
            if let expected = Self.bruteForceLength(matcher) {
                #expect(completion.count == expected, "\(sample): \(String(decoding: completion, as: UTF8.self))")
            }
            let choices = matcher.allowedTokens().tokens.filter { $0 != SyntheticVocabulary.endOfSequence }
            guard let token = choices.randomElement(using: &random) else { break }
            try matcher.advance(token: token)
        }
    }

    @Test func completionWritesMinimalValues() throws {
        let matcher = try GrammarMatcher(
            .object([
                .init(name: "n", node: .number(minimum: 12.5, maximum: 99)),
                .init(name: "i", node: .integer(minimum: -20, maximum: -7)),
                .init(name: "s", node: .string(.pattern("^[a-z]{3}$"))),
                .init(name: "c", node: .string(.choices(["long", "xy"]))),
                .init(name: "o", node: .boolean, isOptional: true),
                .init(name: "a", node: .array(.null, minItems: 2)),
                .init(name: "u", node: .anyOf([.string(.constant("abc")), .null])),
            ]))
        #expect(
            String(decoding: matcher.shortestCompletion(), as: UTF8.self)
                == #"{"n":13,"i":-7,"s":"aaa","c":"xy","a":[null,null],"u":null}"#)
    }

    @Test func aSpacedCompletionHasItsSpaces() throws {
        let matcher = try GrammarMatcher(
            .object([
                .init(name: "n", node: .integer(minimum: 3)),
                .init(name: "a", node: .array(.null, minItems: 2)),
                .init(name: "t", node: .tuple([.boolean, .null], rest: nil, minItems: 2)),
                .init(name: "u", node: .unorderedObject(.init(properties: [.init(name: "x", node: .null)]))),
            ]), spacing: .spaced)
        #expect(
            String(decoding: matcher.shortestCompletion(), as: UTF8.self)
                == #"{"n": 3, "a": [null, null], "t": [true, null], "u": {"x": null}}"#)
    }

    @Test func forcedBytesStopAtChoices() throws {
        var matcher = try GrammarMatcher(
            .object([
                .init(name: "kind", node: .string(.choices(["espresso", "latte"]))),
                .init(name: "shots", node: .integer(minimum: 1, maximum: 3)),
            ]))
        #expect(matcher.forcedBytes() == Array(#"{"kind":""#.utf8))
        try matcher.advance(bytes: Array(#"{"kind":"e"#.utf8))
        #expect(matcher.forcedBytes() == Array(#"spresso","shots":"#.utf8))
        try matcher.advance(bytes: Array(#"spresso","shots":2"#.utf8))
        #expect(matcher.forcedBytes() == Array("}".utf8))
        try matcher.advance(bytes: Array("}".utf8))
        #expect(matcher.forcedBytes().isEmpty)
        #expect(matcher.isComplete)
    }

    /// Found by fuzzing: a pattern that needs a quote, a backslash or a non-ASCII character
    /// had no completion (only plain bytes were searched), and completions through partial
    /// UTF-8 sequences searched for seconds.
    @Test(
        arguments: [
            ("\"", [], #""\"""#),
            ("\"", Array("\"".utf8), #""\"""#),
            ("\\\\", Array("\"x".utf8), #""x\\""#),
            ("é", [], #""é""#),
            ("é", [0x22, 0xC9], #""ɀé""#),
            ("⌡\u{FFFD}", [], "\"⌡\u{FFFD}\""),
            ("^\\u{1F642}$", Array("\"".utf8), #""🙂""#),
        ] as [(String, [UInt8], String)])
    func completionWritesWhatAPatternNeeds(pattern: String, prefix: [UInt8], expected: String) throws {
        var matcher = try GrammarMatcher(.string(.pattern(pattern)))
        try matcher.advance(bytes: prefix)
        let completion = matcher.shortestCompletion()
        #expect(String(decoding: prefix + completion, as: UTF8.self) == expected)
        try matcher.advance(bytes: completion)
        #expect(matcher.canEnd)
    }

    @Test func completionOfABackslashConstantIsItsShortEscape() throws {
        var matcher = try GrammarMatcher(.string(.constant("\\")))
        try matcher.advance(bytes: Array("\"".utf8))
        #expect(matcher.shortestCompletion() == Array(#"\\""#.utf8))
    }
}
