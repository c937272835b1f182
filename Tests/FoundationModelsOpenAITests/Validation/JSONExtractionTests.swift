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

    /// A stream sends the server's text as it is once the start is settled: every split of
    /// these answers agrees with stripping the fence from the whole.
    @Test(arguments: ["```json\n{\"a\": 1}\n```", "  {\"a\": 1}", "`x`", "``", "\n```\n[1]"])
    func aSettledStartOnlyGrows(_ answer: String) {
        for split in 0...answer.count {
            let start = String(answer.prefix(split))
            guard JSONExtraction.fenceIsSettled(start) else { continue }
            let whole = JSONExtraction.withoutLeadingFence(answer)
            #expect(whole == JSONExtraction.withoutLeadingFence(start) + answer.dropFirst(split), "split at \(split)")
        }
        #expect(!JSONExtraction.fenceIsSettled("``"))
        #expect(!JSONExtraction.fenceIsSettled("```json"))
        #expect(JSONExtraction.fenceIsSettled("```json\n"))
    }
}
