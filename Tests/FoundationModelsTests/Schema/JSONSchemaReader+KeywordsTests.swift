import Foundation
import GuidedGeneration
import Testing

@testable import FoundationModelsCore

/// The JSON Schema keywords that are enforced during generation: each accepts its valid
/// instances, rejects its invalid ones, and where it cannot be enforced exactly, is refused
/// with a reason.
@Suite("JSON Schema keywords")
struct JSONSchemaReaderKeywordsTests {
    /// Every byte is a token, so that the matcher sees the text byte by byte.
    static let vocabulary = Vocabulary(tokens: (0..<256).map { [UInt8($0)] } + [[]], endOfSequenceTokens: [256])

    /// Whether the compact JSON text is a whole valid document under the schema.
    private func accepts(_ schema: String, _ text: String) throws -> Bool {
        let (root, definitions) = try GenerationSchema(jsonSchema: schema).grammarSchema()
        var matcher = GrammarMatcher(
            grammar: try Grammar(root: root, definitions: definitions), vocabulary: Self.vocabulary)
        guard (try? matcher.advance(bytes: Array(text.utf8))) != nil else { return false }
        return matcher.canEnd
    }

    private func check(_ schema: String, valid: [String], invalid: [String]) throws {
        for text in valid { #expect(try accepts(schema, text), "\(schema) should accept \(text)") }
        for text in invalid { #expect(try !accepts(schema, text), "\(schema) should reject \(text)") }
    }

    /// Refused, with a message naming the keyword.
    private func refuses(_ schema: String, mentioning phrase: String) {
        do {
            _ = try accepts(schema, "null")
            Issue.record("\(schema) should be refused")
        } catch {
            #expect("\(error)".contains(phrase), "\(error)")
        }
    }

    @Test func propertiesInAnyOrderEachAtMostOnce() throws {
        let schema =
            #"{"type":"object","properties":{"a":{"type":"integer"},"ab":{"type":"boolean"}},"required":["a"],"additionalProperties":false}"#
        try check(
            schema, valid: [#"{"a":1}"#, #"{"ab":true,"a":2}"#, #"{"a":1,"ab":false}"#],
            invalid: [#"{}"#, #"{"ab":true}"#, #"{"a":1,"a":2}"#, #"{"a":1,"b":2}"#, #"{"a":1,"ab":true,"ab":true}"#])
    }

    @Test func additionalPropertiesWithASchemaAreMaps() throws {
        let schema =
            #"{"type":"object","properties":{"id":{"type":"string"}},"additionalProperties":{"type":"integer"}}"#
        try check(
            schema, valid: [#"{}"#, #"{"x":1,"id":"a","y":2}"#, #"{"i":3}"#, #"{"idx":4}"#],
            invalid: [#"{"x":"a"}"#, #"{"id":1}"#, #"{"id":"a","id":"b"}"#])
        // `true` lets other keys take any value; without the keyword, only the listed properties
        // are generated (JSON Schema would allow others; a model fills objects with keys of its own).
        try check(
            #"{"type":"object","properties":{"a":{"type":"integer"}},"additionalProperties":true}"#,
            valid: [#"{"b":[1,{"c":null}],"a":1}"#], invalid: [#"{"a":"x"}"#])
        try check(
            #"{"type":"object","properties":{"a":{"type":"integer"}}}"#,
            valid: [#"{"a":1}"#, #"{}"#], invalid: [#"{"b":1,"a":1}"#])
    }

    @Test func propertyCounts() throws {
        let schema =
            #"{"type":"object","properties":{"a":{},"b":{},"c":{}},"required":["a"],"minProperties":2,"maxProperties":2,"additionalProperties":false}"#
        try check(
            schema, valid: [#"{"a":1,"b":2}"#, #"{"c":1,"a":2}"#],
            invalid: [#"{"a":1}"#, #"{"a":1,"b":2,"c":3}"#, #"{"b":1,"c":2}"#])
        refuses(
            #"{"type":"object","additionalProperties":{"type":"integer"},"minProperties":3}"#,
            mentioning: "minProperties")
    }

    @Test func stringLengthsWithPatternsAndFormats() throws {
        try check(
            #"{"type":"string","minLength":2,"maxLength":3,"pattern":"^[a-c]+$"}"#,
            valid: [#""ab""#, #""abc""#], invalid: [#""a""#, #""abca""#, #""abd""#])
        try check(#"{"type":"string","maxLength":1}"#, valid: [#""é""#, #""""#], invalid: [#""ab""#])
    }

    @Test func formats() throws {
        try check(
            #"{"type":"string","format":"date-time"}"#,
            valid: [#""2024-02-29T12:30:00Z""#, #""1999-12-31T23:59:59.5+01:00""#],
            invalid: [#""2023-02-29T12:30:00Z""#, #""2024-13-01T00:00:00Z""#, #""2024-01-01""#])
        try check(
            #"{"type":"string","format":"date"}"#, valid: [#""2000-02-29""#],
            invalid: [#""1900-02-29""#, #""2021-04-31""#])
        try check(
            #"{"type":"string","format":"uuid"}"#, valid: [#""123e4567-e89b-12d3-a456-426614174000""#],
            invalid: [#""123e4567-e89b-12d3-a456""#])
        try check(
            #"{"type":"string","format":"email"}"#, valid: [#""a.b+c@example.com""#],
            invalid: [#""a@""#, #""@b.c""#, #""a b@c.d""#])
        try check(
            #"{"type":"string","format":"ipv4"}"#, valid: [#""192.168.0.1""#],
            invalid: [#""256.1.1.1""#, #""01.1.1.1""#])
        try check(
            #"{"type":"string","format":"ipv6"}"#, valid: [#""::1""#, #""2001:db8::8a2e:370:7334""#],
            invalid: [#""2001:::1""#, #""1:2:3:4:5:6:7:8:9""#])
        try check(
            #"{"type":"string","format":"uri"}"#, valid: [#""https://example.com:8080/a?b=c#d""#, #""urn:isbn:1""#],
            invalid: [#""example.com""#, #""http://a:b/""#])
        try check(#"{"type":"integer","format":"int32"}"#, valid: ["2147483647"], invalid: ["2147483648"])
        refuses(#"{"type":"string","format":"hostname-idn"}"#, mentioning: "format")
    }

    @Test func numbersInExponentNotation() throws {
        try check(#"{"type":"number"}"#, valid: ["1e5", "-2.5E-3", "1e40"], invalid: ["1e", "--1"])
    }

    @Test func constAndEnumOfAnyType() throws {
        try check(
            #"{"const":{"a":[1,2]}}"#, valid: [#"{"a":[1,2]}"#], invalid: [#"{"a":[1]}"#, #"{"a":[2,1]}"#])
    }

    @Test func prefixItemsAndTuples() throws {
        try check(
            #"{"type":"array","prefixItems":[{"type":"integer"},{"type":"string"}],"items":false}"#,
            valid: ["[]", "[1]", #"[1,"a"]"#], invalid: [#"["a"]"#, #"[1,"a",2]"#])
        try check(
            #"{"type":"array","items":[{"type":"integer"}],"additionalItems":{"type":"boolean"},"minItems":2}"#,
            valid: ["[1,true]", "[1,false,true]"], invalid: ["[1]", "[1,2]"])
    }

    @Test func uniqueItemsOnlyWhereCheap() throws {
        try check(
            #"{"type":"array","items":{"type":"string"},"uniqueItems":true,"maxItems":1}"#,
            valid: ["[]", #"["a"]"#], invalid: [#"["a","b"]"#])
        refuses(#"{"type":"array","items":{"type":"string"},"uniqueItems":true}"#, mentioning: "uniqueItems")
    }

    @Test func oneOfWhenItsChoicesCannotOverlap() throws {
        try check(
            #"{"oneOf":[{"type":"string"},{"type":"integer"}]}"#, valid: [#""a""#, "1"], invalid: ["true"])
        let tagged =
            #"{"oneOf":[{"type":"object","properties":{"kind":{"const":"a"},"x":{"type":"integer"}},"required":["kind"],"additionalProperties":false},{"type":"object","properties":{"kind":{"const":"b"}},"required":["kind"],"additionalProperties":false}]}"#
        try check(tagged, valid: [#"{"kind":"a","x":1}"#, #"{"kind":"b"}"#], invalid: [#"{"kind":"b","x":1}"#])
        refuses(#"{"oneOf":[{"type":"string"},{"type":"string","maxLength":2}]}"#, mentioning: "overlap")
    }

    @Test func allOfIsMerged() throws {
        try check(
            #"{"allOf":[{"type":"object","properties":{"a":{"type":"integer"}},"required":["a"]},{"properties":{"a":{"minimum":2}}}]}"#,
            valid: [#"{"a":2}"#], invalid: [#"{"a":1}"#, "{}"])
        refuses(
            #"{"allOf":[{"type":"object","properties":{"a":{}},"additionalProperties":false},{"properties":{"b":{}}}]}"#,
            mentioning: "additionalProperties")
    }
}
