import GuidedGeneration
import Testing

@testable import FoundationModelsCore

/// Which optional properties the model may write as `null` to leave them out.
@Suite struct GenerationSchemaOmissionTests {
    private static let newsletter = #"""
        {"type": "object", "required": ["title"], "x-order": ["title", "sponsor", "staff"],
         "properties": {"title": {"type": "string"}, "sponsor": {"type": "string"},
                        "staff": {"type": "array", "items": {"type": "object", "required": ["name"],
                                  "x-order": ["name", "age", "note"],
                                  "properties": {"name": {"type": "string"}, "age": {"type": "integer"},
                                                 "note": {"type": ["string", "null"]}}}}}}
        """#

    @Test func optionalPropertiesOfOrderedObjectsMayBeNull() throws {
        let schema = try GenerationSchema(jsonSchema: Self.newsletter)
        // `note` allows null itself: its null stays in the response.
        #expect(schema.omittableKeys == ["sponsor", "staff", "age"])
        let root = try schema.guided.grammarSchema().root
        guard case .object(let properties) = root else {
            Issue.record("not an ordered object: \(root)")
            return
        }
        #expect(properties[1].node == .anyOf([.string(.free), .null]))
        #expect(properties[0].node == .string(.free))
        #expect(schema.guided.promptText.contains(#""sponsor": {"type": ["string", "null"]}"#))
        #expect(try schema.grammarSchema().root != root)  // the schema itself is unchanged
    }

    @Test func noNullWhereItCouldMeanSomethingElse() throws {
        // A name that is also required elsewhere, objects in any order, keys of any name.
        let shared =
            #"{"type": "object", "x-order": ["a", "b"], "required": ["a"], "properties": {"a": {"type": "object", "x-order": ["b"], "properties": {"b": {"type": "string"}}, "required": ["b"]}, "b": {"type": "string"}}}"#
        let unordered = #"{"type": "object", "properties": {"a": {"type": "string"}}}"#
        let open = #"{"type": "object", "x-order": ["a", "c"], "properties": {"a": {"type": "string"}, "c": {}}}"#
        for text in [shared, unordered, open] {
            let schema = try GenerationSchema(jsonSchema: text)
            #expect(schema.omittableKeys.isEmpty, "\(text)")
            #expect(try schema.guided.grammarSchema().root == schema.grammarSchema().root)
        }
    }
}
