import Foundation
import FoundationModelsTestSupport
import LlamaRuntime
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Tool-call formats per model family, chosen from the chat template, and the call limit.
@Suite(.serialized, .tags(.model), .needsModel) struct ToolCallFormatTests {
    let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 24)

    private func calls(in transcript: Transcript) -> [[Transcript.ToolCall]] {
        transcript.compactMap { entry in if case .toolCalls(let calls) = entry { Array(calls) } else { nil } }
    }

    @Test func theFormatComesFromTheChatTemplate() throws {
        #expect(ToolCallFormat.for(try TestModels.qwen.loaded()) == .hermes)
        // Gemma 3 270M has no chat template: its architecture picks Gemma's format.
        #expect(ToolCallFormat.for(try TestModels.gemma.loaded()) == .gemma)
    }

    @Test func gemmaCallsAndOutputsRenderAsCodeBlocks() {
        let call = Transcript.ToolCall(
            toolName: "getWeather", arguments: GeneratedContent(properties: ["city": "Lisbon"]))
        let transcript = Transcript(entries: [
            .instructions(
                .init(segments: [.text(.init(content: "Be brief."))], toolDefinitions: [.init(tool: WeatherTool())])),
            .prompt(.init(segments: [.text(.init(content: "Weather in Lisbon?"))])),
            .toolCalls(.init([call])),
            .toolOutput(.init(id: call.id, toolName: "getWeather", segments: [.text(.init(content: "Sunny."))])),
        ])
        let messages = PromptRenderer.messages(for: transcript, request: nil, format: .gemma)
        #expect(
            messages[0].content.contains(
                "```tool_code\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n```"))
        #expect(messages[0].content.contains(#""name": "WeatherTool""#))
        #expect(
            messages[2]
                == ChatMessage(
                    role: "assistant",
                    content: "```tool_code\n{\"name\": \"getWeather\", \"arguments\": {\"city\": \"Lisbon\"}}\n```"))
        #expect(messages[3].content.hasPrefix("```tool_output\nSunny.\n```\nAnswer the user's question"))
        // Qwen's rendering of the same call.
        #expect(
            ToolCallFormat.hermes.text(of: call)
                == "<tool_call>\n{\"name\": \"getWeather\", \"arguments\": {\"city\": \"Lisbon\"}}\n</tool_call>")
    }

    @Test func gemmaCallsAToolInItsOwnFormat() async throws {
        let weather = WeatherTool()
        let session = LanguageModelSession(model: TestModels.gemma, tools: [weather], instructions: "Use the tools.")
        let required = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 24, toolCallingMode: .required)
        _ = try await session.respond(to: "What is the weather in Lisbon?", options: required)
        let made = calls(in: session.transcript).flatMap { $0 }
        print("gemma called \(made.map { "\($0.toolName) \($0.arguments.jsonString)" })")
        #expect(made.first?.toolName == "WeatherTool")
        #expect(!weather.cities.isEmpty)
    }

    @Test func theCallLimitPerStepIsTheModels() async throws {
        let weather = WeatherTool()
        var model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 2048)
        model.maximumToolCallsPerStep = 1
        let session = LanguageModelSession(
            model: model, tools: [weather],
            instructions: "You are a helpful assistant. Use tools when they help.")
        _ = try await session.respond(to: "What is the weather in Lisbon, in Porto and in Madrid?", options: options)
        let steps = calls(in: session.transcript)
        print("calls per step: \(steps.map { $0.map { $0.arguments.jsonString } })")
        #expect(!steps.isEmpty)
        #expect(steps.allSatisfy { $0.count == 1 })
    }
}
