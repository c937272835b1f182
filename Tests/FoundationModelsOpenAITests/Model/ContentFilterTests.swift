import Foundation
import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

/// A server's own content policy reaches the app as Apple's guardrail error.
@Suite struct ContentFilterTests {
    @Test func aResponseStoppedByTheServersFilterIsAGuardrailViolation() async throws {
        let body =
            #"{"choices":[{"index":0,"message":{"role":"assistant","content":""},"finish_reason":"content_filter"}]}"#
        let server = try ScriptedHTTPServer { connection in
            connection.send(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
            )
        }
        var model = OpenAILanguageModel(baseURL: URL(string: "http://127.0.0.1:\(server.port)/v1")!, model: "m")
        model.streaming = false
        let session = LanguageModelSession(model: model)
        await #expect {
            try await session.respond(to: "Something the server's policy forbids")
        } throws: { error in
            guard case LanguageModelError.guardrailViolation(let payload) = error else { return false }
            return payload.debugDescription.contains("content_filter")
        }
        #expect(session.transcript.isEmpty)
    }

    @Test func aRequestRefusedByTheServersPolicyIsAGuardrailViolation() {
        let url = URL(string: "http://127.0.0.1:8080/v1/chat/completions")!
        let body = #"{"error":{"message":"The prompt was filtered.","type":null,"code":"content_filter"}}"#
        let error = ServerFailure.status(400, body: Data(body.utf8), headers: [:]).publicError(
            url: url, contextSize: 4096)
        guard case LanguageModelError.guardrailViolation(let payload) = error else {
            Issue.record("expected a guardrail violation, got \(error)")
            return
        }
        #expect(payload.debugDescription.contains("The prompt was filtered."))
    }
}
