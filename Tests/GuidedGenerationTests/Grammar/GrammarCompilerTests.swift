import FoundationModelsTestSupport
import Testing

@testable import GuidedGeneration

@Suite struct GrammarCompilerTests {
    static func code(_ root: JSONSchemaNode, _ definitions: [String: JSONSchemaNode] = [:]) -> GrammarError.Code? {
        do {
            _ = try Grammar(root: root, definitions: definitions)
            return nil
        } catch let error as GrammarError {
            #expect(!error.message.isEmpty)
            return error.code
        } catch {
            return nil
        }
    }

    @Test func compileErrors() {
        #expect(Self.code(.ref("Missing"), ["Other": .null]) == .unknownReference)
        #expect(Self.code(.anyOf([])) == .emptyAnyOf)
        #expect(Self.code(.string(.choices([]))) == .emptyAnyOf)
        #expect(Self.code(.integer(minimum: 5, maximum: 4)) == .invalidBounds)
        #expect(Self.code(.number(minimum: 2.5, maximum: 2.25)) == .invalidBounds)
        #expect(Self.code(.number(minimum: .infinity)) == .invalidBounds)
        #expect(Self.code(.array(.null, minItems: 3, maxItems: 2)) == .invalidBounds)
        #expect(Self.code(.array(.null, minItems: -1)) == .invalidBounds)
        #expect(
            Self.code(.object([.init(name: "a", node: .null), .init(name: "a", node: .null)])) == .duplicateProperty)
        #expect(Self.code(.string(.pattern("(?=x)"))) == .unsupportedPattern)
        #expect(Self.code(.string(.pattern("[b-a]"))) == .invalidPattern)
        #expect(Self.code(.string(.pattern("^a$b"))) == .noFiniteInstance)
    }

    @Test func unknownReferenceNamesTheKnownOnes() throws {
        do {
            _ = try Grammar(root: .ref("Persn"), definitions: ["Person": .null])
            Issue.record("compiled")
        } catch let error as GrammarError {
            #expect(error.message.contains("Persn"))
            #expect(error.message.contains("Person"))
        }
    }

    @Test func recursionWithoutWayOutHasNoFiniteInstance() {
        let loop: [String: JSONSchemaNode] = ["A": .object([.init(name: "a", node: .ref("A"))])]
        #expect(Self.code(.ref("A"), loop) == .noFiniteInstance)
        #expect(Self.code(.ref("B"), ["B": .ref("B")]) == .noFiniteInstance)
        #expect(Self.code(.ref("C"), ["C": .array(.ref("C"), minItems: 1)]) == .noFiniteInstance)
    }

    @Test func unsatisfiablePartsAreDropped() throws {
        let loop: [String: JSONSchemaNode] = ["A": .object([.init(name: "a", node: .ref("A"))])]
        let matcher = try GrammarMatcher(
            .object([
                .init(name: "bad", node: .ref("A"), isOptional: true),
                .init(name: "list", node: .array(.ref("A"))),
                .init(name: "either", node: .anyOf([.ref("A"), .null])),
            ]), definitions: loop)
        #expect(matcher.acceptsDocument(#"{"list":[],"either":null}"#))
        #expect(!matcher.acceptsPrefix(#"{"bad""#))
        #expect(!matcher.acceptsPrefix(#"{"list":[{"#))
        #expect(matcher.forcedBytes() == Array(#"{"list":[],"either":null}"#.utf8))
    }

    @Test func selfReferentialAnyOfIsItsLeastFixpoint() throws {
        let definitions: [String: JSONSchemaNode] = [
            "L": .anyOf([.ref("L"), .array(.ref("L"), maxItems: 2), .boolean])
        ]
        let matcher = try GrammarMatcher(.ref("L"), definitions: definitions)
        #expect(matcher.acceptsDocument("[[true],[],false]") == false)
        #expect(matcher.acceptsDocument("[[true],[]]"))
        #expect(matcher.acceptsDocument("true"))
    }

    @Test func jsonStringEscapes() {
        #expect(GrammarCompiler.jsonString("a\"\\\n\u{1}é") == Array(#""a\"\\\n\u0001é""#.utf8))
    }

    /// Found by fuzzing: automata and string masks were cached by `String` keys, which compare
    /// canonically, so a constant `é` compiled after `e` + U+0301 matched the other spelling.
    @Test func canonicallyEquivalentConstantsStayDistinct() throws {
        let decomposed = try GrammarMatcher(.string(.constant("e\u{301}")))
        let composed = try GrammarMatcher(.string(.constant("\u{E9}")))
        #expect(decomposed.acceptsDocument("\"e\u{301}\""))
        #expect(!decomposed.acceptsDocument("\"\u{E9}\""))
        #expect(composed.acceptsDocument("\"\u{E9}\""))
        #expect(!composed.acceptsDocument("\"e\u{301}\""))
        var insideDecomposed = decomposed
        var insideComposed = composed
        try insideDecomposed.advance(bytes: Array("\"".utf8))
        try insideComposed.advance(bytes: Array("\"".utf8))
        let e = try #require(SyntheticVocabulary.shared.tokens.firstIndex(of: Array("e".utf8)))
        #expect(insideDecomposed.allowedTokens().contains(e))
        #expect(!insideComposed.allowedTokens().contains(e))
    }
}
