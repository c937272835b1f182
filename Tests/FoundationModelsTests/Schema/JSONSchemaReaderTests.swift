import Foundation
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

@Suite("JSON Schema reading")
struct JSONSchemaReaderTests {
    /// Bounds as read from JSON Schema, where numbers may have any magnitude.
    static func unlimited(minimum: Double? = nil, maximum: Double? = nil) -> SchemaNode.NumericBounds {
        var bounds = SchemaNode.NumericBounds(minimum: minimum, maximum: maximum)
        bounds.isUnlimited = true
        return bounds
    }

    private func root(_ json: String) throws -> SchemaNode {
        try GenerationSchema(jsonSchema: json).root
    }

    @Test func typesAndTypeLists() throws {
        #expect(try root(#"{"type":"string"}"#).kind == .string(.init()))
        #expect(
            try root(#"{"type":["string","null"]}"#).kind == .anyOf([SchemaNode(.string(.init())), SchemaNode(.null)]))
        #expect(try root(#"{"type":["integer","number"]}"#).kind == .number(Self.unlimited()))
        #expect(
            try root(#"{"type":"string","nullable":true}"#).kind
                == .anyOf([SchemaNode(.string(.init())), SchemaNode(.null)]))
        #expect(try root("{}").kind == .any)
        #expect(try root("true").kind == .any)
        #expect(try root(#"{"minimum":1}"#).kind == .number(Self.unlimited(minimum: 1)))
    }

    @Test func objectsKeepDocumentOrderAndRequired() throws {
        let node = try root(#"{"properties":{"b":{"type":"integer","description":"B"},"a":{}},"required":["a","c"]}"#)
        guard case .object(let shape) = node.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(shape.properties.map(\.name) == ["b", "a", "c"])
        #expect(shape.properties.map(\.isOptional) == [true, false, false])
        #expect(shape.properties[0].description == "B")
        #expect(shape.properties[0].node.description == nil)
    }

    @Test func propertyOrderHints() throws {
        let node = try root(#"{"type":"object","properties":{"b":{},"a":{}},"x-order":["a","b"]}"#)
        guard case .object(let shape) = node.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(shape.properties.map(\.name) == ["a", "b"])
    }

    @Test func enumsAndConstants() throws {
        #expect(try root(#"{"enum":["a","b","a"]}"#).kind == .string(.init(choices: ["a", "b"])))
        #expect(try root(#"{"type":"string","enum":["a",null,3]}"#).kind == .string(.init(choices: ["a"])))
        #expect(try root(#"{"const":3}"#).kind == .integer(.init(minimum: 3, maximum: 3)))
        #expect(
            try root(#"{"enum":["x",null,1.5]}"#).kind
                == .anyOf([
                    SchemaNode(.string(.init(choices: ["x"]))), SchemaNode(.null),
                    SchemaNode(.number(Self.unlimited(minimum: 1.5, maximum: 1.5))),
                ]))
    }

    @Test func structuredAndBooleanConstants() throws {
        #expect(try root(#"{"enum":[true,false]}"#).kind == .boolean)
        #expect(
            try root(#"{"const":{"a":"x","b":[1,1]}}"#).kind
                == .object(
                    .init(
                        properties: [
                            .init(
                                name: "a", description: nil, node: SchemaNode(.string(.init(choices: ["x"]))),
                                isOptional: false),
                            .init(
                                name: "b", description: nil,
                                node: SchemaNode(
                                    .array(
                                        .init(
                                            items: SchemaNode(.integer(.init(minimum: 1, maximum: 1))),
                                            minimumCount: 2,
                                            maximumCount: 2))),
                                isOptional: false),
                        ], isUnordered: true)))
        #expect(
            try root(#"{"const":[]}"#).kind == .array(.init(items: SchemaNode(.any), minimumCount: 0, maximumCount: 0)))
    }

    @Test func numericBounds() throws {
        #expect(
            try root(#"{"type":"integer","exclusiveMinimum":0,"maximum":10.5}"#).kind
                == .integer(.init(minimum: 1, maximum: 10)))
        #expect(
            try root(#"{"type":"integer","minimum":0,"exclusiveMinimum":true}"#).kind
                == .integer(.init(minimum: 1)))
        var bounds = Self.unlimited(minimum: 0, maximum: 1)
        bounds.isMaximumExclusive = true
        #expect(try root(#"{"type":"number","minimum":0,"exclusiveMaximum":1}"#).kind == .number(bounds))
    }

    @Test func patternsAreSearchesUnlessAnchoredAsAWhole() throws {
        #expect(
            try root(#"{"type":"string","pattern":"^a+"}"#).kind
                == .string(.init(patterns: [StringPattern(regex: "^a+", isWholeMatch: false)])))
        #expect(
            try root(#"{"type":"string","pattern":"^(?:a|b)$"}"#).kind
                == .string(.init(patterns: [StringPattern(regex: "a|b", isWholeMatch: true)])))
        #expect(
            try root(#"{"type":"string","pattern":"^(?:a)|(?:b)$"}"#).kind
                == .string(.init(patterns: [StringPattern(regex: "^(?:a)|(?:b)$", isWholeMatch: false)])))
    }

    @Test func referencesToDefinitionsAndTheRoot() throws {
        let schema = try GenerationSchema(
            jsonSchema: #"""
                {"title":"Node","type":"object","properties":{
                  "next":{"anyOf":[{"$ref":"#"},{"type":"null"}]},
                  "item":{"$ref":"#/definitions/Item"},
                  "other":{"$ref":"#/$defs/Other~1Thing"}},
                 "definitions":{"Item":{"type":"string"}},
                 "$defs":{"Other/Thing":{"type":"boolean"}}}
                """#)
        #expect(schema.definition(named: "Node") != nil)
        #expect(schema.definition(named: "Item")?.kind == .string(.init()))
        #expect(schema.definition(named: "Other/Thing")?.kind == .boolean)
        #expect(schema.jsonSchema.contains(##""other":{"$ref":"#/$defs/Other~1Thing"}"##))
    }

    @Test func siblingsOfAnyOfApplyToEachChoice() throws {
        let node = try root(
            #"{"type":"object","properties":{"a":{"type":"integer"}},"anyOf":[{"required":["a"]},{"properties":{"b":{"type":"string"}},"required":["b"]}]}"#
        )
        guard case .anyOf(let choices) = node.kind, choices.count == 2,
            case .object(let first) = choices[0].kind, case .object(let second) = choices[1].kind
        else {
            Issue.record("expected two object choices, got \(node)")
            return
        }
        #expect(first.properties.map(\.name) == ["a"])
        #expect(first.properties.map(\.isOptional) == [false])
        #expect(second.properties.map(\.name) == ["a", "b"])
        #expect(second.properties.map(\.isOptional) == [true, false])
    }

    @Test func referencesBesideConstraintsAreInlined() throws {
        let node = try root(
            ##"{"$ref":"#/definitions/List","maxItems":2,"definitions":{"List":{"type":"array","items":{"type":"string"},"maxItems":5}}}"##
        )
        #expect(node.kind == .array(.init(items: SchemaNode(.string(.init())), maximumCount: 2)))
    }

    @Test func anchorsAndFalseProperties() throws {
        let node = try root(
            ##"{"type":"object","properties":{"gate":{"$ref":"#gate"},"never":false},"definitions":{"g":{"id":"#gate","type":"boolean"}}}"##
        )
        guard case .object(let shape) = node.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(shape.properties.map(\.name) == ["gate"])
        #expect(shape.properties[0].node.kind == .reference("gate"))
        #expect(
            try GenerationSchema(
                jsonSchema: ##"{"$ref":"#gate","definitions":{"g":{"$anchor":"gate","type":"null"}}}"##
            ).definition(named: "gate")?.kind == .null)
    }

    @Test(arguments: [
        (
            #"{"allOf":[{"type":"object","properties":{"a":{}},"additionalProperties":false},{"properties":{"b":{}}}]}"#,
            "allOf"
        ),
        (#"{"oneOf":[{}]}"#, "oneOf"),
        (#"{"type":"string","format":"hostname-idn"}"#, "format"),
        (#"{"type":"array","uniqueItems":true}"#, "uniqueItems"),
        (#"{"type":"array","items":{"type":"integer"},"uniqueItems":true,"maxItems":3}"#, "uniqueItems"),
        (##"{"$ref":"other.json#/a"}"##, "$ref"),
        (#"{"pattern":"a","anyOf":[{"pattern":"b"}]}"#, "pattern"),
        (##"{"type":"object","properties":{"x":{"$ref":"#","maxItems":1}}}"##, "$ref"),
        (#"{"enum":[true]}"#, "enum"),
        (#"{"not":{"type":"string"}}"#, "not"),
    ])
    func unsupportedKeywordsThrowClearErrors(_ json: String, _ keyword: String) {
        #expect {
            try GenerationSchema(jsonSchema: json)
        } throws: { error in
            guard case GenerationSchema.SchemaError.unsupportedKeyword(let found, _, let context) = error else {
                return false
            }
            return found == keyword && context.debugDescription.contains("'\(keyword)'")
        }
    }

    @Test(arguments: [
        #"{"type":"strin"}"#, #"{"type":[]}"#, "false", #"{"type":"integer","minimum":5,"maximum":1}"#,
        ##"{"required":"a"}"##, ##"{"$ref":"#/definitions/Missing"}"##, "[1]",
    ])
    func malformedSchemasThrow(_ json: String) {
        #expect(throws: GenerationSchema.SchemaError.self) { try GenerationSchema(jsonSchema: json) }
    }

    /// Every MaskBench `generable` schema decodes, or gets a clear ``GenerationSchema/SchemaError``.
    @Test(.enabled(if: MaskBench.isAvailable, "needs shared/data/maskbench.jsonl.gz"))
    func maskBenchSchemasDecodeOrExplain() throws {
        let entries = MaskBench.generableEntries
        #expect(entries.count == 6612)
        var decoded = 0
        var errorKinds: [String: Int] = [:]
        var examples: [String: String] = [:]
        for entry in entries {
            do {
                let schema = try JSONSchemaReader.schema(from: entry.schema)
                decoded += 1
                // What is decoded encodes to JSON Schema that decodes to the same schema.
                let again = try GenerationSchema(jsonSchema: schema.jsonSchema)
                #expect(again.root == schema.root, "\(entry.id)")
            } catch let error as GenerationSchema.SchemaError {
                let kind: String
                switch error {
                case .unsupportedKeyword(let keyword, _, _): kind = "unsupportedKeyword(\(keyword))"
                case .invalidSchema: kind = "invalidSchema"
                case .undefinedReferences: kind = "undefinedReferences"
                case .duplicateType: kind = "duplicateType"
                case .duplicateProperty: kind = "duplicateProperty"
                case .emptyTypeChoices: kind = "emptyTypeChoices"
                }
                errorKinds[kind, default: 0] += 1
                if examples[kind] == nil { examples[kind] = "\(entry.id): \(error.context.debugDescription)" }
                #expect(!error.context.debugDescription.isEmpty)
            }
        }
        print("MaskBench generable schemas: \(entries.count), decoded: \(decoded), errors: \(entries.count - decoded)")
        for (kind, count) in errorKinds.sorted(by: { $0.value > $1.value }) {
            print("  \(count) × \(kind) — e.g. \(examples[kind] ?? "")")
        }
        #expect(decoded + errorKinds.values.reduce(0, +) == entries.count)
    }

    /// Found by fuzzing: a constant beyond Double's range read as infinity, and the schema was
    /// written back with `null` bounds that did not read again.
    @Test(arguments: [#"{"enum":["red",10e320]}"#, #"{"const":-1e400}"#])
    func constantsBeyondDoubleRangeAreRefused(json: String) {
        #expect(throws: GenerationSchema.SchemaError.self) { try GenerationSchema(jsonSchema: json) }
    }
}
