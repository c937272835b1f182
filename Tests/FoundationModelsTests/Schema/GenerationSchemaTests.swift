import Foundation
import Testing

@testable import FoundationModelsCore

@Suite("GenerationSchema")
struct GenerationSchemaTests {
    @Test func structureSchemaListsPropertiesInOrderWithGuides() throws {
        let schema = Person.generationSchema
        #expect(schema.typeName == "Person")
        guard case .object(let shape) = schema.root.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(shape.properties.map(\.name) == ["name", "age", "nickname", "scores", "balance", "isActive", "mood"])
        #expect(shape.properties.filter(\.isOptional).map(\.name) == ["nickname"])
        #expect(shape.properties[0].description == "The full name")
        #expect(shape.properties[1].node.kind == .integer(.init(minimum: 0, maximum: 150)))
        guard case .array(let scores) = shape.properties[3].node.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(scores.maximumCount == 5)
        #expect(scores.items.kind == .number(.init(minimum: 0)))
        #expect(shape.properties[6].node.kind == .reference("Mood"))
        #expect(schema.definition(named: "Mood")?.kind == .string(.init(choices: ["happy", "calm", "grumpy"])))
    }

    @Test func jsonSchemaIsStandard() throws {
        let json = Person.generationSchema.jsonSchema
        #expect(
            json.hasPrefix(
                #"{"type":"object","title":"Person","description":"A person","properties":{"name":{"type":"string","description":"The full name"},"age":{"type":"integer","minimum":0,"maximum":150}"#
            ))
        #expect(
            json.contains(
                #""required":["name","age","scores","balance","isActive","mood"],"additionalProperties":false"#))
        #expect(json.contains(##""mood":{"$ref":"#/$defs/Mood","description":"How they feel"}"##))
        #expect(json.contains(#""$defs":{"Mood":{"type":"string","title":"Mood","enum":["happy","calm","grumpy"]}}"#))
        #expect(
            json.contains(
                #""scores":{"type":"array","items":{"type":"number","minimum":0,"format":"float"},"maxItems":5}"#))
    }

    @Test func recursiveTypesUseReferences() throws {
        let schema = TreeNode.generationSchema
        let json = schema.jsonSchema
        #expect(json.contains(##""children":{"type":"array","items":{"$ref":"#/$defs/TreeNode"}}"##))
        #expect(json.contains(##""parentHint":{"$ref":"#/$defs/Box"}"##))
        #expect(Set(schema.reachableDefinitions.map(\.name)) == ["TreeNode", "Box"])
        // Mutual recursion through an optional: Box refers back to TreeNode.
        let box = try #require(schema.definition(named: "Box"))
        #expect(box.referencedNames == ["TreeNode"])
        let boxSchema = Box.generationSchema
        #expect(Set(boxSchema.reachableDefinitions.map(\.name)) == ["TreeNode", "Box"])
    }

    @Test func regexGuidesKeepTheirPatternAsWholeMatch() throws {
        let json = Box.generationSchema.jsonSchema
        #expect(json.contains(#""label":{"type":"string","pattern":"^(?:[a-z]+)$"}"#))
        let guide = GenerationGuide<String>.pattern(/[A-Z]{3}-[0-9]{4}/)
        #expect(guide.kinds == [.pattern(#"[A-Z]{3}\-[0-9]{4}"#)])
        let dynamic = try Regex("a(b|c)+")
        #expect(GenerationGuide<String>.pattern(dynamic).kinds == [.pattern("a(b|c)+")])
    }

    @Test func guidesOfEveryKind() {
        #expect(GenerationGuide<String>.constant("x").kinds == [.constant("x")])
        #expect(GenerationGuide<String>.anyOf(["a", "b"]).kinds == [.anyOf(["a", "b"])])
        #expect(GenerationGuide<Int>.range(1...3).kinds == [.minimum(1), .maximum(3)])
        #expect(GenerationGuide<Double>.minimum(0.5).kinds == [.minimum(0.5)])
        #expect(GenerationGuide<Float>.maximum(2).kinds == [.maximum(2)])
        #expect(GenerationGuide<Decimal>.range(Decimal(1)...Decimal(2)).kinds == [.minimum(1), .maximum(2)])
        #expect(GenerationGuide<[Int]>.minimumCount(1).kinds == [.minimumCount(1)])
        #expect(GenerationGuide<[Int]>.maximumCount(4).kinds == [.maximumCount(4)])
        #expect(GenerationGuide<[Int]>.count(2...3).kinds == [.minimumCount(2), .maximumCount(3)])
        #expect(GenerationGuide<[Int]>.count(2).kinds == [.minimumCount(2), .maximumCount(2)])
        #expect(GenerationGuide<[String]>.element(.anyOf(["a"])).kinds == [.element([.anyOf(["a"])])])
    }

    @Test func builtInSchemas() {
        #expect(String.generationSchema.root.kind == .string(.init()))
        #expect(Bool.generationSchema.root.kind == .boolean)
        #expect(Int.generationSchema.root.kind == .integer(.init()))
        #expect(UInt8.generationSchema.root.kind == .integer(.init(minimum: 0, maximum: 255)))
        #expect(Double.generationSchema.root.kind == .number(.init()))
        #expect(Decimal.generationSchema.root.kind == .number(.init()))
        #expect(GeneratedContent.generationSchema.root.kind == .any)
        #expect(Int?.generationSchema.root.kind == .anyOf([SchemaNode(.integer(.init())), SchemaNode(.null)]))
        #expect([String].generationSchema.root.kind == .array(.init(items: SchemaNode(.string(.init())))))
        #expect(Never.generationSchema.root.kind == .anyOf([]))
    }

    @Test func enumCasesWithAssociatedValues() throws {
        let json = Shape.generationSchema.jsonSchema
        #expect(
            json
                == #"{"title":"Shape","anyOf":[{"type":"object","properties":{"circle":{"type":"object","properties":{"radius":{"type":"number","minimum":0,"format":"float"}},"required":["radius"],"additionalProperties":false,"x-order":["radius"]}},"required":["circle"],"additionalProperties":false,"x-order":["circle"]},{"type":"object","properties":{"point":{"type":"object","properties":{},"required":[],"additionalProperties":false,"x-order":[]}},"required":["point"],"additionalProperties":false,"x-order":["point"]}]}"#
        )
    }

    @Test func representNilExplicitlyMakesOptionalsNullable() {
        let schema = GenerationSchema(
            type: Person.self, representNilExplicitlyInGeneratedContent: true,
            properties: [.init(name: "nickname", type: String?.self)])
        guard case .object(let shape) = schema.root.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(shape.properties[0].isOptional == false)
        #expect(shape.properties[0].node.kind == .anyOf([SchemaNode(.string(.init())), SchemaNode(.null)]))
    }

    @Test func optionalPropertiesTakeTheWrappedTypesGuides() {
        let schema = GenerationSchema(
            type: Person.self,
            properties: [
                .init(name: "count", type: Int?.self, guides: [.range(1...3)]),
                .init(name: "code", type: String?.self, guides: [/[A-Z]{2}/]),
                .init(name: "tags", type: [String]?.self, guides: [.count(2), .element(.anyOf(["a", "b"]))]),
            ])
        guard case .object(let shape) = schema.root.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(shape.properties.map(\.isOptional) == [true, true, true])
        #expect(shape.properties[0].node.kind == .integer(.init(minimum: 1, maximum: 3)))
        #expect(
            shape.properties[1].node.kind
                == .string(.init(patterns: [StringPattern(regex: "[A-Z]{2}", isWholeMatch: true)])))
        #expect(
            shape.properties[2].node.kind
                == .array(
                    .init(items: SchemaNode(.string(.init(choices: ["a", "b"]))), minimumCount: 2, maximumCount: 2)))
    }

    @Test func anyOfTypes() {
        let schema = GenerationSchema(type: Shape.self, anyOf: [Person.self, Int.self])
        #expect(schema.root.kind == .anyOf([SchemaNode(.reference("Person")), SchemaNode(.integer(.init()))]))
        #expect(schema.definition(named: "Person") != nil)
        #expect(schema.definition(named: "Mood") != nil)
    }

    @Test(arguments: [
        Person.generationSchema, TreeNode.generationSchema, Box.generationSchema, Shape.generationSchema,
        Mood.generationSchema, [Int].generationSchema, GeneratedContent.generationSchema,
    ])
    func jsonSchemaRoundTripKeepsEveryGuide(_ schema: GenerationSchema) throws {
        let text = schema.jsonSchema
        let fromText = try GenerationSchema(jsonSchema: text)
        #expect(fromText.jsonSchema == text)
        #expect(fromText.root == schema.root)
        #expect(fromText.reachableDefinitions == schema.reachableDefinitions)
        let data = try JSONEncoder().encode(schema)
        let decoded = try JSONDecoder().decode(GenerationSchema.self, from: data)
        #expect(decoded.jsonSchema == text)
    }

    @Test func stringFormsRoundTripThroughJSONSchema() throws {
        var constraints = SchemaNode.StringConstraints(choices: ["a", "b"])
        constraints.patterns = [
            StringPattern(regex: "a|b", isWholeMatch: true), StringPattern(regex: "^x", isWholeMatch: false),
            StringPattern(regex: "(a)|(b)", isWholeMatch: true),
        ]
        constraints.minimumLength = 1
        constraints.maximumLength = 4
        var bounds = SchemaNode.NumericBounds(minimum: 0.5, maximum: 2)
        bounds.isMinimumExclusive = true
        let schema = GenerationSchema(
            root: SchemaNode(
                .object(
                    .init(properties: [
                        .init(name: "s", description: "d", node: SchemaNode(.string(constraints)), isOptional: false),
                        .init(name: "n", description: nil, node: SchemaNode(.number(bounds)), isOptional: true),
                        .init(
                            name: "a", description: nil,
                            node: SchemaNode(
                                .array(.init(items: SchemaNode(.boolean), minimumCount: 1, maximumCount: 3))),
                            isOptional: false),
                    ]))))
        let decoded = try GenerationSchema(jsonSchema: schema.jsonSchema)
        #expect(decoded.root == schema.root)
    }

    @Test func debugDescriptionIsTheJSONSchema() {
        #expect(
            Mood.generationSchema.debugDescription
                == #"{"type":"string","title":"Mood","enum":["happy","calm","grumpy"]}"#)
    }
}
