import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// How transcripts become chat messages for the embedded model.
struct PromptRendererTests {
    @Generable struct Forecast {
        var summary: String
    }

    private func transcript(responseFormat: Transcript.ResponseFormat?, outputs: [String]) -> Transcript {
        let calls = outputs.indices.map {
            Transcript.ToolCall(
                id: "c\($0)", toolName: "WeatherTool", arguments: GeneratedContent(properties: ["city": "Oslo"]))
        }
        return Transcript(
            entries: [
                .instructions(
                    .init(segments: [.text(.init(content: "Be brief."))], toolDefinitions: [.init(tool: WeatherTool())])
                ),
                .prompt(.init(segments: [.text(.init(content: "Weather in Oslo?"))], responseFormat: responseFormat)),
                .toolCalls(.init(calls)),
            ]
                + outputs.enumerated().map { index, output in
                    .toolOutput(
                        .init(id: "c\(index)", toolName: "WeatherTool", segments: [.text(.init(content: output))]))
                })
    }

    @Test func toolOutputsShareOneMessageThatAsksForAPlainAnswer() {
        let messages = PromptRenderer.messages(
            for: transcript(responseFormat: nil, outputs: ["Sunny.", "Warm."]), request: nil)
        #expect(messages.map(\.role) == ["system", "user", "assistant", "user"])
        #expect(
            messages[2].content
                == "<tool_call>\n{\"name\": \"WeatherTool\", \"arguments\": {\"city\": \"Oslo\"}}\n</tool_call>\n"
                + "<tool_call>\n{\"name\": \"WeatherTool\", \"arguments\": {\"city\": \"Oslo\"}}\n</tool_call>")
        #expect(
            messages[3].content
                == "<tool_response>\nSunny.\n</tool_response>\n<tool_response>\nWarm.\n</tool_response>\n"
                + "Answer the user's question with these results, in plain text.")
    }

    @Test func aStructuredTurnAsksForJSONAfterTheTool() {
        let messages = PromptRenderer.messages(
            for: transcript(responseFormat: .init(type: Forecast.self), outputs: ["Sunny."]), request: nil)
        #expect(messages.last?.content.hasSuffix("Answer the user's question with this result, in JSON.") == true)
        #expect(
            messages[1].content.contains(
                #"{"type": "object", "properties": {"summary": {"type": "string"}}, "required": ["summary"]}"#))
    }

    /// A structured answer is shown again as guided generation wrote it: spaced JSON.
    @Test func aStructuredResponseIsRenderedAsTheModelWroteIt() {
        let content = GeneratedContent(properties: ["summary": "Sunny", "days": [1, 2]])
        let messages = PromptRenderer.messages(
            for: Transcript(entries: [
                .response(.init(segments: [.structure(.init(schemaName: "Forecast", content: content))]))
            ]), request: nil)
        #expect(messages.map(\.content) == [content.spacedJSONString])
        #expect(content.spacedJSONString.contains(#"": "#) && content.spacedJSONString.contains(", "))
    }

    @Test func toolSchemasAreShownWithoutValidatorKeywordsAndTheSameInEveryProcess() {
        let section = ToolCallFormat.hermes.toolsSection([.init(tool: WeatherTool())])
        #expect(
            section.contains(
                #"{"type": "function", "function": {"name": "WeatherTool", "description": "Get the current weather in a city.", "#
                    + #""parameters": {"type": "object", "properties": {"city": {"type": "string", "description": "The city name, e.g. Paris"}}, "required": ["city"]}}}"#
            ))
        #expect(!section.contains("x-order") && !section.contains("additionalProperties"))
    }
}
