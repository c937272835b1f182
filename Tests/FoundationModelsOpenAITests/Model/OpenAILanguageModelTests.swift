import Foundation
import FoundationModelsCore
import FoundationModelsTestSupport
import Testing

@testable import FoundationModelsOpenAI

/// End-to-end tests against a real llama-server on 127.0.0.1 (no mocks).
@Suite(
    .llamaServer, .tags(.server), .needsModel,
    .enabled(if: LlamaServer.isInstalled, "run scripts/setup to build llama-server and install the models"))
struct OpenAILanguageModelTests {
    static let greedy = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 64)

    private func server() throws -> LlamaServer {
        try #require(LlamaServer.current, "the suite's llama-server is not running")
    }

    @Test(arguments: [true, false])
    func answersText(streaming: Bool) async throws {
        let session = LanguageModelSession(
            model: try server().model(streaming: streaming),
            instructions: "Answer in as few words as possible.")
        let response = try await session.respond(to: "What is the capital of France?", options: Self.greedy)
        #expect(response.content.contains("Paris"))
        #expect(session.transcript.count == 3)
    }

    @Test func streamsSnapshots() async throws {
        let session = LanguageModelSession(model: try server().model())
        let stream = session.streamResponse(
            to: "Name three colors of the rainbow, separated by commas.", options: Self.greedy)
        var snapshots: [String] = []
        for try await snapshot in stream { snapshots.append(snapshot.content) }
        #expect(snapshots.count > 2)
        for (earlier, later) in zip(snapshots, snapshots.dropFirst()) {
            #expect(later.hasPrefix(earlier), "snapshots are cumulative")
        }
        #expect(snapshots.last?.isEmpty == false)
    }

    @Test(arguments: [OpenAILanguageModel.StructuredOutput.jsonSchema, .promptOnly])
    func generatesIntoSchema(structuredOutput: OpenAILanguageModel.StructuredOutput) async throws {
        var model = try server().model()
        model.structuredOutput = structuredOutput
        let session = LanguageModelSession(model: model)
        let response = try await session.respond(
            to: "What is the capital of France?", generating: CapitalAnswer.self,
            options: Self.greedy)
        #expect(response.content.capital.contains("Paris"))
        #expect(response.content.country.contains("France"))
        #expect(response.content.continent == "Europe")
    }

    @Test func callsToolAndAnswers() async throws {
        let tool = WeatherTool()
        let session = LanguageModelSession(
            model: try server().model(), tools: [tool],
            instructions: "Use the tools to answer questions about the weather.")
        let response = try await session.respond(
            to: "What is the weather like in Paris right now?",
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 48))
        let cities = tool.calls.withLock { $0 }
        #expect(cities.contains { $0.contains("Paris") })
        #expect(session.transcript.contains { if case .toolCalls = $0 { true } else { false } })
        #expect(session.transcript.contains { if case .toolOutput = $0 { true } else { false } })
        #expect(!response.content.isEmpty)
    }

    @Test func reportsPromptLongerThanContext() async throws {
        let session = LanguageModelSession(model: try server().model())
        let prompt = String(repeating: "word ", count: 6000)
        await #expect {
            try await session.respond(to: prompt, options: Self.greedy)
        } throws: { error in
            guard case .contextSizeExceeded(let payload) = error as? LanguageModelError else { return false }
            return payload.debugDescription.contains("127.0.0.1")
        }
        #expect(session.transcript.isEmpty, "a failed turn leaves the transcript as it was")
    }

    @Test func readsContextSizeAndCountsTokens() async throws {
        let model = try await server().model().withServerContextSize()
        #expect(model.contextSize == 4096)
        let entries = [
            Transcript.Entry.prompt(Transcript.Prompt(segments: [.text(.init(content: "Hello there, how are you?"))]))
        ]
        let count = try await model.tokenCount(for: entries)
        #expect(count > 3 && count < 20)
        try await model.checkHealth()
    }

    @Test func cancellationStopsTheResponse() async throws {
        let session = LanguageModelSession(model: try server().model())
        let stream = session.streamResponse(
            to: "Count from 1 to 500, one number per line.",
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 2000))
        // The task cancels itself at its first snapshot, while the server is surely generating
        // (a cancel from another task could come after the whole answer on a loaded machine).
        let task = Task {
            var text = ""
            for try await snapshot in stream {
                text = snapshot.content
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return text
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(!session.isResponding)
    }
}
