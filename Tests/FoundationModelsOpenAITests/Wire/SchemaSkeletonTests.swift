import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

@Suite struct SchemaSkeletonTests {
    @Test func showsTheShapeOfNestedArraysReferencesAndChoices() throws {
        let schema = try GenerationSchema(
            jsonSchema: """
                {"type":"object","properties":{
                  "items":{"type":"array","items":{"$ref":"#/$defs/Item"}},
                  "note":{"anyOf":[{"type":"string"},{"type":"null"}]}},
                 "required":["items"],"$defs":{"Item":{"type":"object","properties":{
                   "name":{"type":"string","description":"What it is"},"count":{"type":"integer"}},"required":["name","count"]}}}
                """)
        #expect(
            SchemaSkeleton(schema).text
                == #"{"items": [{"name": <string: What it is>, "count": <integer>}, ...], "note": <string> or <null>}"#)
    }
}
