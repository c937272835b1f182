import Foundation
import FoundationModels
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

    @Test func argumentsThatAreNotJSONAreADecodingFailure() throws {
        var response = ResponseAccumulator()
        _ = response.add(try chunk(#"{"choices":[{"message":{"tool_calls":[{"id":"a","function":{"name":"f","arguments":"{oops"}}]}}]}"#))
        #expect(throws: LanguageModelSession.GenerationError.self) { try response.toolCalls() }
    }
}
