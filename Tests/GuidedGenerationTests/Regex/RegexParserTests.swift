import Testing

@testable import GuidedGeneration

@Suite struct RegexParserTests {
    struct Case: Sendable, CustomStringConvertible {
        let pattern: String
        let matches: [String]
        let rejects: [String]
        var description: String { pattern }
    }

    static let cases: [Case] = [
        Case(pattern: "^abc$", matches: ["abc"], rejects: ["ab", "abcd", "xabc"]),
        Case(pattern: "abc", matches: ["abc", "xxabcxx"], rejects: ["ab", "acb"]),
        Case(pattern: "^ab", matches: ["ab", "abzz"], rejects: ["zab"]),
        Case(pattern: "ab$", matches: ["ab", "zzab"], rejects: ["abz"]),
        Case(pattern: #"^\d{3}-\d{4}$"#, matches: ["555-1234"], rejects: ["55-1234", "555-12345", "abc-defg"]),
        Case(pattern: #"^\w+\s\W\S$"#, matches: ["a_1 !x"], rejects: ["a_1 ax", "a_1\t! "]),
        Case(pattern: #"^\D+$"#, matches: ["ab"], rejects: ["a1"]),
        Case(pattern: #"^a\.b\-c\/d$"#, matches: ["a.b-c/d"], rejects: ["axb-c/d"]),
        Case(pattern: #"^\u00e9\n\t$"#, matches: ["é\n\t"], rejects: ["e\n\t"]),
        Case(pattern: "^[A-Z][a-z0-9_]*$", matches: ["A", "Abc_9"], rejects: ["a", "AB"]),
        Case(pattern: "^[^0-9]+$", matches: ["abc", "é"], rejects: ["a1"]),
        Case(pattern: #"^[\d.]+$"#, matches: ["1.5"], rejects: ["1,5"]),
        Case(pattern: "^[-a]+$", matches: ["-a-"], rejects: ["b"]),
        Case(pattern: "^a.c$", matches: ["abc", "a c", "aéc"], rejects: ["a\nc", "ac"]),
        Case(pattern: "^(ab)+$", matches: ["ab", "abab"], rejects: ["", "aba"]),
        Case(pattern: "^(?:ab|cd)e$", matches: ["abe", "cde"], rejects: ["abcde", "e"]),
        Case(pattern: "^(?<word>x|y)z$", matches: ["xz", "yz"], rejects: ["z"]),
        Case(pattern: "^cat|dog$", matches: ["cat", "catfish", "hotdog"], rejects: ["do", "scat"]),
        Case(pattern: "^a*b+c?$", matches: ["b", "aabbc", "bc"], rejects: ["a", "ac", "bcc"]),
        Case(pattern: "^a{2}b{1,}c{1,3}$", matches: ["aabc", "aabbbccc"], rejects: ["abc", "aabcccc", "aac"]),
        Case(pattern: "^a+?b*?c??$", matches: ["a", "aabbc"], rejects: ["b"]),
        Case(pattern: "^x{0}y$", matches: ["y"], rejects: ["xy"]),
        Case(pattern: "^a{,2}$", matches: ["a{,2}"], rejects: ["aa"]),
        Case(pattern: "^[]a$", matches: [], rejects: ["a"]),
        Case(pattern: #"^\$\^\(\)\[\]\{\}\|\*\+\?\\$"#, matches: [#"$^()[]{}|*+?\"#], rejects: ["$"]),
        Case(pattern: "^日本+$", matches: ["日本本"], rejects: ["日"]),
        Case(pattern: #"^\x41\u{1F642}$"#, matches: ["A🙂"], rejects: ["A"]),
        Case(pattern: #"^\uD83D\uDE42$"#, matches: ["🙂"], rejects: ["x"]),
        Case(pattern: "", matches: ["", "anything"], rejects: []),
    ]

    @Test(arguments: cases)
    func pattern(_ test: Case) throws {
        let node = JSONSchemaNode.string(.pattern(test.pattern))
        if test.matches.isEmpty {
            #expect(throws: GrammarError.self) { try Grammar(root: node) }
            return
        }
        let matcher = try GrammarMatcher(node)
        for text in test.matches {
            #expect(
                matcher.acceptsDocument(String(decoding: GrammarCompiler.jsonString(text), as: UTF8.self)), "\(text)")
        }
        for text in test.rejects {
            #expect(
                !matcher.acceptsDocument(String(decoding: GrammarCompiler.jsonString(text), as: UTF8.self)), "\(text)")
        }
    }

    @Test func patternSeesDecodedValue() throws {
        let matcher = try GrammarMatcher(.string(.pattern(#"^a"b\\c$"#)))
        #expect(matcher.acceptsDocument(#""a\"b\\c""#))
        #expect(matcher.acceptsDocument(#""\u0061\u0022b\u005cc""#))
        #expect(!matcher.acceptsPrefix(#""ab"#))
        let newline = try GrammarMatcher(.string(.pattern(#"^\n$"#)))
        #expect(newline.acceptsDocument(#""\n""#))
        #expect(newline.acceptsDocument(#""\u000A""#))
        #expect(!newline.acceptsDocument("\"\n\""))
    }

    @Test(arguments: [
        ("(a)\\1", GrammarError.Code.unsupportedPattern, "backreference"),
        ("a(?=b)", .unsupportedPattern, "lookahead"),
        ("a(?!b)", .unsupportedPattern, "lookahead"),
        ("(?<=a)b", .unsupportedPattern, "lookbehind"),
        ("(?<!a)b", .unsupportedPattern, "lookbehind"),
        ("\\bword", .unsupportedPattern, "word boundaries"),
        ("\\p{L}", .unsupportedPattern, "Unicode property"),
        ("(?i)a", .unsupportedPattern, "modifiers"),
        ("(ab", .invalidPattern, "missing ')'"),
        ("ab)", .invalidPattern, "unmatched ')'"),
        ("[ab", .invalidPattern, "missing ']'"),
        ("*a", .invalidPattern, "nothing to repeat"),
        ("a**", .invalidPattern, "quantifier follows"),
        ("a{3,2}", .invalidPattern, "minimum above"),
        ("[z-a]", .invalidPattern, "out of order"),
        ("a{2000}", .patternTooComplex, "above"),
        ("\\", .invalidPattern, "ends with"),
    ])
    func errors(pattern: String, code: GrammarError.Code, phrase: String) {
        do {
            _ = try Grammar(root: .string(.pattern(pattern)))
            Issue.record("\(pattern) compiled")
        } catch let error as GrammarError {
            #expect(error.code == code)
            #expect(error.message.contains(phrase), "\(error.message)")
            #expect(error.message.contains(pattern))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func patternPrefixesAreViable() throws {
        var matcher = try GrammarMatcher(.string(.pattern("^[A-Z]{3}-[0-9]{4}$")))
        #expect(!matcher.acceptsPrefix(#""AB-"#))
        try matcher.advance(bytes: Array(#""ABC"#.utf8))
        #expect(matcher.forcedBytes() == Array("-".utf8))
        #expect(matcher.shortestCompletion().count == 6)
    }
}
