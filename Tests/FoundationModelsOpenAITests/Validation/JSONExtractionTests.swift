import Testing

@testable import FoundationModelsOpenAI

@Suite struct JSONExtractionTests {
    @Test(arguments: [
        ("```json\n{\"a\":1}\n```", #"{"a":1}"#),
        ("  {\"a\":1}  ", #"{"a":1}"#),
        ("```\n{\"a\":1}", #"{"a":1}"#),
    ])
    func extractsJSONFromFences(text: String, json: String) {
        #expect(JSONExtraction.json(in: text) == json)
    }

    @Test func snapshotsLoseOnlyTheOpeningFence() {
        #expect(JSONExtraction.withoutLeadingFence("```json\n{\"a\":") == "{\"a\":")
        #expect(JSONExtraction.withoutLeadingFence("```js") == "")
        #expect(JSONExtraction.withoutLeadingFence("{\"a\"") == "{\"a\"")
    }
}
