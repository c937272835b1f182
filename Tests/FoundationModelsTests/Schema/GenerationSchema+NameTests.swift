import Testing

@testable import FoundationModelsCore

@Suite("GenerationSchema name")
struct GenerationSchemaNameTests {
    @Test func typesDynamicSchemasAndValuesHaveNames() throws {
        #expect(Person.generationSchema.name == "Person")
        #expect(Mood.generationSchema.name == "Mood")
        let dynamic = try GenerationSchema(
            root: DynamicGenerationSchema(
                name: "Menu", properties: [.init(name: "items", schema: .init(type: [String].self))]),
            dependencies: [])
        #expect(dynamic.name == "Menu")
        #expect(String.generationSchema.name == "string")
        #expect([Int].generationSchema.name == "array")
    }

    @Test func renamingASchemaRenamesItsTitleAndItsReferencesToItself() throws {
        let schema = TreeNode.generationSchema.renamed(to: "Tree")
        #expect(schema.name == "Tree")
        #expect(schema.root.title == "Tree")
        let json = schema.jsonSchema
        #expect(json.hasPrefix(#"{"type":"object","title":"Tree""#))
        #expect(json.contains(##""children":{"type":"array","items":{"$ref":"#/$defs/Tree"}}"##))
        #expect(!json.contains("TreeNode"), "\(json)")
        let box = try #require(schema.definition(named: "Box"))
        #expect(box.referencedNames == ["Tree"])
        #expect(Set(schema.reachableDefinitions.map(\.name)) == ["Tree", "Box"])
    }

    @Test func aRenamedTypeIsReferredToByItsNewName() throws {
        let holder = GenerationSchema(
            type: Person.self, properties: [.init(name: "tree", type: Renamed.self)])
        #expect(holder.jsonSchema.contains(##""tree":{"$ref":"#/$defs/Leaf"}"##))
        #expect(holder.definition(named: "Leaf") != nil)
    }
}

/// A type whose schema has a name of its own, as `@Generable(name:)` gives it.
private struct Renamed: Generable {
    var value: Int

    static var generationSchema: GenerationSchema {
        GenerationSchema(type: Renamed.self, properties: [.init(name: "value", type: Int.self)]).renamed(to: "Leaf")
    }

    init(_ content: GeneratedContent) throws { value = try content.value(forProperty: "value") }

    var generatedContent: GeneratedContent { GeneratedContent(properties: ["value": value]) }
}
