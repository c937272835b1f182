import Foundation
import FoundationModels
import FoundationModelsOpenAI
import FoundationModelsTestSupport
import Testing

@testable import FoundationModelsServer

/// This project's `OpenAILanguageModel` talks to the server as it does to llama-server.
@Suite struct OpenAIClientTests {
    @Test(arguments: [true, false])
    func aSessionOnTheClientGetsTheServersAnswer(streaming: Bool) async throws {
        let fixture = try ServerFixture(ScriptedModel(chunkSize: 4, replies: [.text("Paris is the capital.")]))
        var client = OpenAILanguageModel(baseURL: fixture.base.appendingPathComponent("v1"), model: "test-model")
        client.streaming = streaming
        let response = try await LanguageModelSession(model: client).respond(to: "Capital of France?")
        #expect(response.content == "Paris is the capital.")
    }

    @Test func theClientReadsTheContextSizeFromTheModelList() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: []), contextSize: 2048)
        let client = await OpenAILanguageModel(baseURL: fixture.base.appendingPathComponent("v1"), model: "test-model")
            .withServerContextSize()
        #expect(client.contextSize == 2048)
    }
}
