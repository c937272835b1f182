import FoundationModels
import Testing

@testable import FoundationModelsServer

@Suite struct ChatCompletionRequestTests {
    private let weather = #"""
        {"type": "function", "function": {"name": "getWeather", "description": "The weather in a city",
         "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}
        """#

    private func error(_ body: String) -> APIError? {
        do {
            _ = try ChatCompletionRequest(json: body)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsAConversationWithToolsIntoATranscript() throws {
        let request = try ChatCompletionRequest(
            json: """
                {"model": "m", "tools": [\(weather)], "messages": [
                  {"role": "system", "content": "Be brief."},
                  {"role": "user", "content": [{"type": "text", "text": "Weather in Oslo?"}]},
                  {"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function",
                    "function": {"name": "getWeather", "arguments": "{\\"city\\": \\"Oslo\\"}"}}]},
                  {"role": "tool", "tool_call_id": "call_1", "content": "12 degrees"}
                ], "temperature": 0, "max_tokens": 50, "stop": "END"}
                """)
        #expect(request.model == "m")
        #expect(request.enabledTools.map(\.name) == ["getWeather"])
        #expect(request.options.maximumResponseTokens == 50)
        #expect(request.options.samplingMode == .greedy)
        #expect(request.stop == ["END"])
        let entries = Array(request.transcript)
        #expect(entries.count == 4)
        guard case .instructions(let instructions) = entries[0], case .toolCalls(let calls) = entries[2],
            case .toolOutput(let output) = entries[3]
        else {
            Issue.record("unexpected entries: \(entries)")
            return
        }
        #expect(instructions.toolDefinitions.map(\.name) == ["getWeather"])
        #expect(calls.first?.arguments.jsonString == #"{"city":"Oslo"}"#)
        #expect(output.toolName == "getWeather")
        #expect(output.id == "call_1")
    }

    @Test func toolChoiceSetsTheModeAndNarrowsTheTools() throws {
        func request(_ choice: String) throws -> ChatCompletionRequest {
            try ChatCompletionRequest(
                json: #"{"model": "m", "messages": [{"role": "user", "content": "Hi"}], "tools": [\#(weather)], "#
                    + #""tool_choice": \#(choice)}"#)
        }
        #expect(try request(#""none""#).options.toolCallingMode == .disallowed)
        #expect(try request(#""auto""#).options.toolCallingMode == .allowed)
        #expect(try request(#""required""#).options.toolCallingMode == .required)
        let named = try request(#"{"type": "function", "function": {"name": "getWeather"}}"#)
        #expect(named.options.toolCallingMode == .required)
        #expect(named.enabledTools.map(\.name) == ["getWeather"])
        #expect(
            error(
                #"{"model": "m", "messages": [{"role": "user", "content": "Hi"}], "tools": [\#(weather)], "#
                    + #""tool_choice": {"type": "function", "function": {"name": "other"}}}"#)?.param == "tool_choice")
    }

    @Test func responseFormatsBecomeSchemas() throws {
        let strict = try ChatCompletionRequest(
            json: #"""
                {"model": "m", "messages": [{"role": "user", "content": "A city"}], "response_format": {"type":
                 "json_schema", "json_schema": {"name": "city", "strict": true, "schema": {"type": "object",
                 "properties": {"name": {"type": "string"}, "population": {"type": "integer"}},
                 "required": ["name", "population"], "additionalProperties": false}}}}
                """#)
        let schema = try #require(strict.schema)
        #expect(schema.jsonSchema.contains(#""population""#))
        guard case .prompt(let prompt) = Array(strict.transcript).last else {
            Issue.record("the last entry is not the prompt")
            return
        }
        #expect(prompt.responseFormat != nil)
        let object = try ChatCompletionRequest(
            json: #"{"model": "m", "messages": [{"role": "user", "content": "JSON"}], "response_format": "#
                + #"{"type": "json_object"}}"#)
        #expect(object.schema != nil)
    }

    /// Requests with the same system message and schema differ only in their last words, so
    /// they share the prompt's prefix in the model's cache: the schema is shown in the
    /// instructions, not after the user's message.
    @Test func theSchemaIsShownInTheInstructions() throws {
        func request(_ question: String) throws -> ChatCompletionRequest {
            try ChatCompletionRequest(
                json: #"""
                    {"model": "m", "messages": [{"role": "system", "content": "You write characters."},
                     {"role": "user", "content": "\#(question)"}], "response_format": {"type": "json_schema",
                     "json_schema": {"name": "npc", "strict": true, "schema": {"type": "object",
                     "properties": {"name": {"type": "string"}}, "required": ["name"]}}}}
                    """#)
        }
        let first = try request("A bard")
        let second = try request("A knight")
        guard case .instructions(let instructions) = Array(first.transcript).first,
            case .instructions(let others) = Array(second.transcript).first
        else {
            Issue.record("the transcript has no instructions")
            return
        }
        #expect(instructions.segments.text.hasPrefix("You write characters.\n\n"))
        #expect(instructions.segments.text.contains(#""name""#))
        #expect(instructions.segments.text == others.segments.text)
        #expect(first.executorRequest.includesSchemaInPrompt == false)
        let plain = try ChatCompletionRequest(json: #"{"model": "m", "messages": [{"role": "user", "content": "Hi"}]}"#)
        #expect(plain.executorRequest.includesSchemaInPrompt)
    }

    @Test func aSchemaTheEngineCannotEnforceIsA400WithTheReason() {
        let failure = error(
            #"{"model": "m", "messages": [{"role": "user", "content": "x"}], "response_format": {"type": "json_schema", "#
                + #""json_schema": {"name": "x", "schema": {"type": "object", "properties": {}, "required": ["a"], "#
                + #""additionalProperties": false}}}}"#)
        #expect(failure?.status == 400)
        #expect(failure?.code == "unsupported_schema")
        #expect(failure?.param == "response_format.json_schema.schema")
    }

    @Test(
        arguments: [
            ("{\"model\": \"m\", \"messages\": [", "invalid_json", nil),
            (#"{"messages": [{"role": "user", "content": "x"}]}"#, nil, "model"),
            (#"{"model": "m", "messages": []}"#, nil, "messages"),
            (#"{"model": "m", "n": 2, "messages": [{"role": "user", "content": "x"}]}"#, nil, "n"),
            (#"{"model": "m", "temperature": 3, "messages": [{"role": "user", "content": "x"}]}"#, nil, "temperature"),
            (#"{"model": "m", "max_tokens": 0, "messages": [{"role": "user", "content": "x"}]}"#, nil, "max_tokens"),
            (#"{"model": "m", "messages": [{"role": "user", "content": "x"}], "stop": 5}"#, "invalid_type", "stop"),
            (#"{"model": "m", "messages": [{"role": "wizard", "content": "x"}]}"#, nil, "messages[0].role"),
            (#"{"model": "m", "messages": [{"role": "assistant", "content": "x"}]}"#, nil, "messages"),
            (
                #"{"model": "m", "messages": [{"role": "tool", "tool_call_id": "c9", "content": "x"}]}"#, nil,
                "messages[0].tool_call_id"
            ),
            (#"{"model": "m", "logprobs": true, "messages": [{"role": "user", "content": "x"}]}"#, nil, "logprobs"),
        ] as [(String, String?, String?)])
    func badRequestsAre400sNamingTheField(body: String, code: String?, param: String?) {
        let failure = error(body)
        #expect(failure?.status == 400)
        if let code { #expect(failure?.code == code) }
        #expect(failure?.param == param)
        #expect(failure?.message.isEmpty == false)
    }
}
