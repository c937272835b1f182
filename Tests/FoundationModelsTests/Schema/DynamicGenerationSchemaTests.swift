import Testing

@testable import FoundationModelsCore

@Suite("DynamicGenerationSchema")
struct DynamicGenerationSchemaTests {
    private let pet = DynamicGenerationSchema(
        name: "Pet", description: "A pet",
        properties: [
            .init(name: "name", schema: .init(type: String.self)),
            .init(name: "kind", schema: .init(name: "Kind", anyOf: ["cat", "dog"])),
            .init(
                name: "age", description: "Years", schema: .init(type: Int.self, guides: [.range(0...30)]),
                isOptional: true),
            .init(
                name: "friends",
                schema: .init(arrayOf: .init(referenceTo: "Pet"), minimumElements: 0, maximumElements: 3)),
            .init(name: "owner", schema: .init(name: "Owner", anyOf: [.init(type: Person.self), .null])),
        ])

    @Test func buildsARecursiveSchemaWithNamedDefinitions() throws {
        let schema = try GenerationSchema(root: pet, dependencies: [])
        #expect(schema.typeName == "Pet")
        let json = schema.jsonSchema
        #expect(
            json.hasPrefix(
                ##"{"type":"object","title":"Pet","description":"A pet","properties":{"name":{"type":"string"},"kind":{"$ref":"#/$defs/Kind"},"age":{"type":"integer","description":"Years","minimum":0,"maximum":30}"##
            ))
        #expect(
            json.contains(##""friends":{"type":"array","items":{"$ref":"#/$defs/Pet"},"minItems":0,"maxItems":3}"##))
        #expect(Set(schema.reachableDefinitions.map(\.name)) == ["Kind", "Pet", "Owner", "Person", "Mood"])
        let decoded = try GenerationSchema(jsonSchema: json)
        #expect(decoded.root == schema.root)
    }

    @Test func referencesResolveToDependencies() throws {
        let root = DynamicGenerationSchema(
            name: "Order", properties: [.init(name: "item", schema: .init(referenceTo: "Item"))])
        let item = DynamicGenerationSchema(
            name: "Item", properties: [.init(name: "sku", schema: .init(type: String.self))])
        let schema = try GenerationSchema(root: root, dependencies: [item])
        #expect(schema.definition(named: "Item") != nil)
        #expect(schema.jsonSchema.contains(##""item":{"$ref":"#/$defs/Item"}"##))
    }

    @Test func undefinedReferencesThrow() {
        let root = DynamicGenerationSchema(name: "A", properties: [.init(name: "b", schema: .init(referenceTo: "B"))])
        #expect {
            try GenerationSchema(root: root, dependencies: [])
        } throws: { error in
            guard case GenerationSchema.SchemaError.undefinedReferences(let schema, let references, _) = error else {
                return false
            }
            return schema == "A" && references == ["B"]
        }
    }

    @Test func duplicateTypesThrow() {
        let first = DynamicGenerationSchema(name: "A", anyOf: ["x"])
        let second = DynamicGenerationSchema(name: "A", anyOf: ["y"])
        #expect {
            try GenerationSchema(root: first, dependencies: [second])
        } throws: { error in
            guard case GenerationSchema.SchemaError.duplicateType(_, let type, _) = error else { return false }
            return type == "A"
        }
    }

    @Test func duplicatePropertiesThrow() {
        let root = DynamicGenerationSchema(
            name: "A", properties: [.init(name: "p", schema: .null), .init(name: "p", schema: .null)])
        #expect {
            try GenerationSchema(root: root, dependencies: [])
        } throws: { error in
            guard case GenerationSchema.SchemaError.duplicateProperty(let schema, let property, _) = error else {
                return false
            }
            return schema == "A" && property == "p"
        }
    }

    @Test func emptyChoicesThrow() {
        #expect {
            try GenerationSchema(root: DynamicGenerationSchema(name: "E", anyOf: [String]()), dependencies: [])
        } throws: { error in
            guard case GenerationSchema.SchemaError.emptyTypeChoices(let schema, _) = error else { return false }
            return schema == "E"
        }
        #expect(throws: GenerationSchema.SchemaError.self) {
            try GenerationSchema(
                root: DynamicGenerationSchema(name: "E", anyOf: [DynamicGenerationSchema]()), dependencies: [])
        }
    }

    @Test func errorsDescribeWhatToDo() throws {
        let error = GenerationSchema.SchemaError.undefinedReferences(
            schema: "A", references: ["B"], context: .init(debugDescription: "add B"))
        #expect(error.errorDescription == "add B")
    }

    private func schema(explicitNil: Bool) throws -> GenerationSchema {
        let root = DynamicGenerationSchema(
            name: "Order", description: "An order", representNilExplicitlyInGeneratedContent: explicitNil,
            properties: [
                .init(name: "drink", schema: .init(type: String.self)),
                .init(name: "note", schema: .init(type: String.self), isOptional: true),
            ])
        return try GenerationSchema(root: root, dependencies: [])
    }

    @Test func explicitNilMakesOptionalPropertiesRequiredAndNullable() throws {
        let json = try schema(explicitNil: true).jsonSchema
        #expect(json.contains(#""note":{"anyOf":[{"type":"string"},{"type":"null"}]}"#), "\(json)")
        #expect(json.contains(#""required":["drink","note"]"#), "\(json)")
    }

    @Test func withoutExplicitNilOptionalPropertiesMayBeLeftOut() throws {
        let json = try schema(explicitNil: false).jsonSchema
        #expect(json.contains(#""note":{"type":"string"}"#), "\(json)")
        #expect(json.contains(#""required":["drink"]"#), "\(json)")
    }
}
