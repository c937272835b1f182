import Foundation
import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

@Suite struct ChatRequestTests {
    let model = OpenAILanguageModel(baseURL: URL(string: "http://127.0.0.1:1/v1")!, model: "m", apiKey: nil)

    private func text(_ content: String) -> [Transcript.Segment] { [.text(.init(content: content))] }

    /// A step's request as the session makes it.
    private func request(
        _ transcript: Transcript, schema: GenerationSchema? = nil, tools: [Transcript.ToolDefinition] = [],
        includeSchemaInPrompt: Bool? = nil
    ) -> LanguageModelExecutorGenerationRequest {
        LanguageModelExecutorGenerationRequest(
            id: UUID(), transcript: transcript, enabledTools: tools, schema: schema,
            generationOptions: GenerationOptions(),
            contextOptions: ContextOptions(includeSchemaInPrompt: includeSchemaInPrompt), metadata: [:])
    }

    @Test func mapsTheTranscriptToMessages() throws {
        let call = Transcript.ToolCall(
            id: "call_1", toolName: "getWeather", arguments: try GeneratedContent(json: #"{"city":"Paris"}"#))
        let transcript = Transcript(entries: [
            .instructions(.init(segments: text("Be brief."), toolDefinitions: [])),
            .prompt(.init(segments: text("Weather in Paris?"))),
            .toolCalls(.init([call])),
            .toolOutput(.init(id: "call_1", toolName: "getWeather", segments: text("Sunny"))),
        ])
        let messages = try ChatMessages(transcript).messages.map(\.jsonString)
        #expect(
            messages == [
                #"{"role":"system","content":"Be brief."}"#,
                #"{"role":"user","content":"Weather in Paris?"}"#,
                #"{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"getWeather","arguments":"{\"city\":\"Paris\"}"}}]}"#,
                #"{"role":"tool","tool_call_id":"call_1","content":"Sunny"}"#,
            ])
    }

    @Test func sendsTheSchemaAsResponseFormatWithOrderedProperties() throws {
        let transcript = Transcript(entries: [
            .prompt(
                .init(
                    segments: text("Capital of France?"),
                    responseFormat: .init(type: CapitalAnswer.self)))
        ])
        let request = self.request(transcript, schema: CapitalAnswer.generationSchema, includeSchemaInPrompt: false)
        let chat = try ChatRequest(request, model: model, structuredOutput: .jsonSchema)
        let format = try #require(chat.body[member: "response_format"])
        #expect(format[member: "type"]?.stringValue == "json_schema")
        #expect(format[member: "json_schema"]?[member: "name"]?.stringValue == "CapitalAnswer")
        #expect(format[member: "json_schema"]?[member: "strict"] == GeneratedContent(kind: .bool(true)))
        let schema = try #require(format[member: "json_schema"]?[member: "schema"])
        guard case .structure(_, let keys)? = schema[member: "properties"]?.kind else {
            Issue.record("no properties")
            return
        }
        #expect(keys == ["country", "capital", "continent"])
        let prompt = chat.body[member: "messages"]?.arrayValue?.last?[member: "content"]?.stringValue
        #expect(prompt == "Capital of France?", "includeSchemaInPrompt: false leaves the prompt alone")
    }

    @Test func promptOnlyShowsTheSchemaInThePrompt() throws {
        let transcript = Transcript(entries: [
            .prompt(.init(segments: text("Capital?"), responseFormat: .init(type: CapitalAnswer.self)))
        ])
        let request = self.request(transcript, schema: CapitalAnswer.generationSchema, includeSchemaInPrompt: false)
        let chat = try ChatRequest(request, model: model, structuredOutput: .promptOnly)
        #expect(chat.body[member: "response_format"] == nil)
        let prompt = try #require(chat.body[member: "messages"]?.arrayValue?.last?[member: "content"]?.stringValue)
        #expect(
            prompt.hasSuffix(
                #"{"country": <string: The country>, "capital": <string: The capital city of the country>, "#
                    + #""continent": <one of "Africa", "Americas", "Asia", "Europe", "Oceania">}"#))
    }

    @Test func toolsWithASchemaLeaveTheFirstStepFreeToCallTools() throws {
        let tool = Transcript.ToolDefinition(tool: WeatherTool())
        let first = Transcript(entries: [
            .prompt(.init(segments: text("Weather?"), responseFormat: .init(type: CapitalAnswer.self)))
        ])
        let chat = try ChatRequest(
            request(first, schema: CapitalAnswer.generationSchema, tools: [tool]), model: model,
            structuredOutput: .jsonSchema)
        #expect(chat.structuredOutput == .promptOnly)
        #expect(
            chat.body[member: "tools"]?.arrayValue?.first?[member: "function"]?[member: "name"]?.stringValue
                == "getWeather")
        var afterTools = Array(first)
        afterTools.append(.toolOutput(.init(id: "1", toolName: "getWeather", segments: text("Sunny"))))
        let second = try ChatRequest(
            request(Transcript(entries: afterTools), schema: CapitalAnswer.generationSchema, tools: [tool]),
            model: model, structuredOutput: .jsonSchema)
        #expect(second.structuredOutput == .jsonSchema)
    }

    @Test(arguments: [
        (GenerationOptions(samplingMode: .greedy), true, #"{"temperature":0,"top_k":1}"#),
        (GenerationOptions(samplingMode: .greedy), false, #"{"temperature":0}"#),
        (
            GenerationOptions(samplingMode: .random(top: 40, seed: 7), temperature: 0.5, maximumResponseTokens: 100),
            true,
            #"{"temperature":0.5,"top_k":40,"seed":7,"max_tokens":100}"#
        ),
        (
            GenerationOptions(samplingMode: .random(probabilityThreshold: 0.9), temperature: 1.2), false,
            #"{"temperature":1.2,"top_p":0.9}"#
        ),
        (GenerationOptions(samplingMode: .random(top: 40)), false, #"{}"#),
    ])
    func mapsOptions(options: GenerationOptions, acceptsTopK: Bool, expected: String) {
        #expect(JSON.object(ChatRequest.sampling(options, acceptsTopK: acceptsTopK)).jsonString == expected)
    }
}
