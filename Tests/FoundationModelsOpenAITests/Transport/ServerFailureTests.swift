import Foundation
import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

@Suite struct ServerFailureTests {
    let url = URL(string: "http://127.0.0.1:8080/v1/chat/completions")!

    private func error(_ status: Int, _ body: String) -> any Error {
        ServerFailure.status(status, body: Data(body.utf8), headers: [:]).publicError(url: url, contextSize: 4096)
    }

    @Test func mapsStatusesToApplesErrors() {
        guard case LanguageModelError.rateLimited = error(429, #"{"error":{"message":"slow down"}}"#) else {
            Issue.record("429")
            return
        }
        guard
            case LanguageModelError.contextSizeExceeded(let c) = error(
                400,
                #"{"error":{"code":400,"message":"request (5030 tokens) exceeds the available context size (4096 tokens)","type":"exceed_context_size_error"}}"#
            )
        else {
            Issue.record("llama.cpp context")
            return
        }
        #expect(c.debugDescription.contains("127.0.0.1:8080"))
        #expect(c.contextSize == 4096)
        guard
            case LanguageModelError.contextSizeExceeded = error(
                400, #"{"object":"error","message":"This model's maximum context length is 2048 tokens.","code":400}"#)
        else {
            Issue.record("vLLM context")
            return
        }
        guard
            case LanguageModelError.contextSizeExceeded = error(
                400, #"{"error":{"message":"too long","code":"context_length_exceeded"}}"#)
        else {
            Issue.record("OpenAI context")
            return
        }
        guard let auth = error(401, #"{"error":{"message":"bad key"}}"#) as? OpenAILanguageModel.ServerError,
            auth.kind == .unauthorized
        else {
            Issue.record("401")
            return
        }
        #expect(auth.debugDescription.contains("OPENAI_API_KEY"))
        #expect(auth.statusCode == 401)
    }

    @Test func retriesOnlyWhatIsSafeToRepeat() {
        #expect(ServerFailure.status(503, body: Data(), headers: [:]).isRetryable)
        #expect(ServerFailure.status(502, body: Data(), headers: [:]).isRetryable)
        #expect(!ServerFailure.status(500, body: Data(), headers: [:]).isRetryable)
        #expect(!ServerFailure.status(429, body: Data(), headers: [:]).isRetryable)
        #expect(
            ServerFailure(kind: .connection(.cannotConnectToHost, beforeResponse: true), message: "", type: nil)
                .isRetryable)
        #expect(
            !ServerFailure(kind: .connection(.networkConnectionLost, beforeResponse: false), message: "", type: nil)
                .isRetryable)
    }

    @Test func noticesARejectedResponseFormat() {
        let failure = ServerFailure.status(
            400, body: Data(#"{"error":{"message":"response_format is not supported"}}"#.utf8), headers: [:])
        #expect(failure.rejectsResponseFormat)
    }

    @Test func backsOffExponentiallyUpToTheLimit() {
        let policy = RetryPolicy(maximumAttempts: 5, initialDelay: .milliseconds(100), maximumDelay: .seconds(1))
        #expect(policy.delay(beforeRetry: 1, retryAfter: nil) == .milliseconds(100))
        #expect(policy.delay(beforeRetry: 3, retryAfter: nil) == .milliseconds(400))
        #expect(policy.delay(beforeRetry: 6, retryAfter: nil) == .seconds(1))
        #expect(policy.delay(beforeRetry: 1, retryAfter: 0.5) == .milliseconds(500))
    }
}
