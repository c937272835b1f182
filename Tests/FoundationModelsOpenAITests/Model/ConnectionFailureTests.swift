import Foundation
import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

/// A server that is not there: the error names the URL and says what to check.
@Suite struct ConnectionFailureTests {
    @Test func deadPortNamesTheURL() async throws {
        let port = try LlamaServer.freePort()
        var model = OpenAILanguageModel(
            baseURL: URL(string: "http://127.0.0.1:\(port)/v1")!, model: "none", apiKey: nil)
        model.retryPolicy = RetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(10))
        let session = LanguageModelSession(model: model)
        await #expect {
            try await session.respond(to: "Hello")
        } throws: { error in
            guard let error = error as? OpenAILanguageModel.ServerError, error.kind == .unreachable else {
                return false
            }
            return error.debugDescription.contains("http://127.0.0.1:\(port)/v1/chat/completions")
                && error.debugDescription.contains("running")
        }
    }

    @Test func healthCheckOfDeadPortThrows() async throws {
        let port = try LlamaServer.freePort()
        let model = OpenAILanguageModel(
            baseURL: URL(string: "http://127.0.0.1:\(port)/v1")!, model: "none", apiKey: nil)
        await #expect(throws: OpenAILanguageModel.ServerError.self) { try await model.checkHealth() }
    }
}
