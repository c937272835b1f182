import Foundation
import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

@Suite struct ResponseAccumulatorTests {
    private func chunk(_ json: String) throws -> ChatCompletion.Message {
        let completion = try JSONDecoder().decode(ChatCompletion.self, from: Data(json.utf8))
        return try #require(completion.choices?.first?.delta ?? completion.choices?.first?.message)
    }

    @Test func joinsStreamedToolCallDeltas() throws {
        var response = ResponseAccumulator()
        let deltas = [
            #"{"choices":[{"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"getWeather","arguments":""}}]}}]}"#,
            #"{"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"city\": "}}]}}]}"#,
            #"{"choices":[{"delta":{"tool_calls":[{"index":1,"id":"call_2","function":{"name":"getTime","arguments":"{}"}}]}}]}"#,
            #"{"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"Paris\"}"}}]}}]}"#,
        ]
        for delta in deltas { _ = response.add(try chunk(delta)) }
        let calls = try response.toolCalls()
        #expect(calls.map(\.toolName) == ["getWeather", "getTime"])
        #expect(calls.map(\.id) == ["call_1", "call_2"])
        #expect(calls[0].arguments.jsonString == #"{"city":"Paris"}"#)
    }

    @Test func accumulatesText() throws {
        var response = ResponseAccumulator()
        #expect(response.add(try chunk(#"{"choices":[{"delta":{"role":"assistant","content":null}}]}"#)) == false)
        #expect(response.add(try chunk(#"{"choices":[{"delta":{"content":"Par"}}]}"#)))
        #expect(response.add(try chunk(#"{"choices":[{"delta":{"content":"is"}}]}"#)))
        #expect(response.text == "Paris")
        #expect(!response.hasToolCalls)
    }

    @Test func aRefusalBecomesTheRefusalErrorWithItsExplanation() async throws {
        var response = ResponseAccumulator()
        #expect(response.refusalError == nil)
        _ = response.add(try chunk(#"{"choices":[{"delta":{"refusal":"I can't help "}}]}"#))
        _ = response.add(try chunk(#"{"choices":[{"delta":{"refusal":"with that."}}]}"#))
        guard case .refusal(let refusal)? = response.refusalError else {
            Issue.record("no refusal")
            return
        }
        #expect(refusal.debugDescription.contains("I can't help with that."))
        #expect(try await refusal.explanation.content == "I can't help with that.")
        var snapshots: [String] = []
        for try await snapshot in refusal.explanationStream { snapshots.append(snapshot.content) }
        #expect(snapshots == ["I can't help with that."])
    }

    @Test func argumentsThatAreNotJSONAreADecodingFailure() throws {
        var response = ResponseAccumulator()
        _ = response.add(
            try chunk(
                #"{"choices":[{"message":{"tool_calls":[{"id":"a","function":{"name":"f","arguments":"{oops"}}]}}]}"#))
        #expect(throws: GeneratedContent.ParsingError.self) { try response.toolCalls() }
    }
}
