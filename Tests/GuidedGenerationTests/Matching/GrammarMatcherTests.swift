import FoundationModelsTestSupport
import Testing

@testable import GuidedGeneration

@Suite struct GrammarMatcherTests {
    static let person = JSONSchemaNode.object([
        .init(name: "name", node: .string(.free)),
        .init(name: "age", node: .integer(minimum: 0, maximum: 150)),
    ])

    @Test(arguments: [
        (#"{"name":"Bob","age":42}"#, true),
        (#"{"name":"","age":0}"#, true),
        (#"{"name":"Bob","age":151}"#, false),
        (#"{"age":42,"name":"Bob"}"#, false),
        (#"{"name":"Bob"}"#, false),
        (#"{"name":"Bob","age":42,"x":1}"#, false),
        (#"{"name": "Bob","age":42}"#, false),
        (#"{"name":"Bob","age":42} "#, false),
        (#"{"name":"Bob","age":042}"#, false),
    ])
    func object(text: String, valid: Bool) throws {
        #expect(try GrammarMatcher(Self.person).acceptsDocument(text) == valid)
    }

    static let optionals = JSONSchemaNode.object([
        .init(name: "a", node: .integer(), isOptional: true),
        .init(name: "ab", node: .boolean, isOptional: true),
        .init(name: "b", node: .null),
        .init(name: "c", node: .string(.free), isOptional: true),
    ])

    @Test(arguments: [
        (#"{"b":null}"#, true),
        (#"{"a":1,"b":null}"#, true),
        (#"{"ab":true,"b":null}"#, true),
        (#"{"a":1,"ab":false,"b":null,"c":"x"}"#, true),
        (#"{"b":null,"c":""}"#, true),
        (#"{"ab":true,"a":1,"b":null}"#, false),
        (#"{"a":1}"#, false),
        (#"{}"#, false),
        (#"{"b":null,"b":null}"#, false),
        (#"{"c":"x","b":null}"#, false),
    ])
    func optionalProperties(text: String, valid: Bool) throws {
        #expect(try GrammarMatcher(Self.optionals).acceptsDocument(text) == valid)
    }

    @Test func allOptionalAndEmptyObjects() throws {
        let all = try GrammarMatcher(.object([.init(name: "x", node: .integer(), isOptional: true)]))
        #expect(all.acceptsDocument("{}"))
        #expect(all.acceptsDocument(#"{"x":-3}"#))
        #expect(!all.acceptsDocument(#"{,"x":3}"#))
        let empty = try GrammarMatcher(.object([]))
        #expect(empty.acceptsDocument("{}"))
        #expect(!empty.acceptsDocument(#"{"x":1}"#))
    }

    @Test(arguments: [
        ("[]", false), ("[1]", true), ("[1,2,3]", true), ("[1,2,3,4]", false), ("[1,]", false),
        ("[,1]", false), ("[1 ]", false), ("[01]", false),
    ])
    func arrayCounts(text: String, valid: Bool) throws {
        let matcher = try GrammarMatcher(.array(.integer(), minItems: 1, maxItems: 3))
        #expect(matcher.acceptsDocument(text) == valid)
    }

    @Test func unboundedAndEmptyArrays() throws {
        let any = try GrammarMatcher(.array(.string(.free)))
        #expect(any.acceptsDocument("[]"))
        #expect(any.acceptsDocument(#"["a","b","c","d","e","f"]"#))
        let none = try GrammarMatcher(.array(.string(.free), maxItems: 0))
        #expect(none.acceptsDocument("[]"))
        #expect(!none.acceptsPrefix(#"[""#))
        let exact = try GrammarMatcher(.array(.boolean, minItems: 2, maxItems: 2))
        #expect(exact.acceptsDocument("[true,false]"))
        #expect(!exact.acceptsDocument("[true]"))
        #expect(!exact.acceptsDocument("[true,false,true]"))
    }

    @Test func anyOfKinds() throws {
        let matcher = try GrammarMatcher(.anyOf([.integer(), .string(.constant("none")), .null, .array(.boolean)]))
        for text in ["12", "-4", #""none""#, "null", "[]", "[true,false]"] {
            #expect(matcher.acceptsDocument(text), "\(text)")
        }
        for text in [#""some""#, "1.5", "nul", "[1]", "true"] {
            #expect(!matcher.acceptsDocument(text), "\(text)")
        }
    }

    static let shapes = JSONSchemaNode.anyOf([
        .object([.init(name: "kind", node: .string(.constant("circle"))), .init(name: "radius", node: .number())]),
        .object([.init(name: "kind", node: .string(.constant("square"))), .init(name: "side", node: .number())]),
        .object([.init(name: "kind", node: .string(.constant("circle"))), .init(name: "label", node: .string(.free))]),
    ])

    @Test func anyOfObjectsThatStartAlike() throws {
        let matcher = try GrammarMatcher(Self.shapes)
        #expect(matcher.acceptsDocument(#"{"kind":"circle","radius":2.5}"#))
        #expect(matcher.acceptsDocument(#"{"kind":"square","side":1}"#))
        #expect(matcher.acceptsDocument(#"{"kind":"circle","label":"c"}"#))
        #expect(!matcher.acceptsDocument(#"{"kind":"square","radius":1}"#))
        #expect(!matcher.acceptsDocument(#"{"kind":"circle","side":1}"#))
        var copy = matcher
        try copy.advance(bytes: Array(#"{"kind":"s"#.utf8))
        #expect(copy.forcedBytes() == Array(#"quare","side":"#.utf8))
    }

    static let tree: [String: JSONSchemaNode] = [
        "Node": .object([
            .init(name: "value", node: .integer()),
            .init(name: "children", node: .array(.ref("Node"))),
            .init(name: "next", node: .ref("Node"), isOptional: true),
        ])
    ]

    @Test func recursion() throws {
        let matcher = try GrammarMatcher(.ref("Node"), definitions: Self.tree)
        #expect(matcher.acceptsDocument(#"{"value":1,"children":[]}"#))
        #expect(
            matcher.acceptsDocument(#"{"value":1,"children":[{"value":2,"children":[{"value":3,"children":[]}]}]}"#))
        #expect(matcher.acceptsDocument(#"{"value":1,"children":[],"next":{"value":2,"children":[]}}"#))
        #expect(!matcher.acceptsDocument(#"{"value":1,"children":[{"value":2}]}"#))
        #expect(matcher.shortestCompletion() == Array(#"{"value":0,"children":[]}"#.utf8))
    }

    @Test func endOfSequenceAndSpecialTokens() throws {
        var matcher = try GrammarMatcher(.boolean)
        #expect(!matcher.accepts(token: SyntheticVocabulary.endOfSequence))
        #expect(!matcher.accepts(token: SyntheticVocabulary.special))
        #expect(throws: GrammarError.self) { try matcher.advance(token: SyntheticVocabulary.special) }
        try matcher.advance(bytes: Array("true".utf8))
        #expect(matcher.canEnd)
        #expect(matcher.isComplete)
        #expect(matcher.accepts(token: SyntheticVocabulary.endOfSequence))
        #expect(matcher.allowedTokens().tokens == [SyntheticVocabulary.endOfSequence])
        try matcher.advance(token: SyntheticVocabulary.endOfSequence)
        #expect(matcher.hasEnded)
        #expect(!matcher.accepts(bytes: [0x20]))
    }

    @Test func rootNumberEndsOnlyAtEndOfSequence() throws {
        var matcher = try GrammarMatcher(.integer())
        try matcher.advance(bytes: Array("12".utf8))
        #expect(matcher.canEnd)
        #expect(!matcher.isComplete)
        #expect(matcher.accepts(bytes: Array("3".utf8)))
        #expect(!matcher.accepts(bytes: Array(",".utf8)))
    }

    @Test func rejectedAdvanceLeavesMatcherUnchanged() throws {
        var matcher = try GrammarMatcher(Self.person)
        try matcher.advance(bytes: Array(#"{"na"#.utf8))
        let before = matcher.forcedBytes()
        #expect(throws: GrammarError.self) { try matcher.advance(bytes: Array("x".utf8)) }
        #expect(matcher.forcedBytes() == before)
        #expect(before == Array(#"me":""#.utf8))
    }
}
