import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FoundationModelsServer

/// Every error path of `POST /v1/responses`: OpenAI's error format, the status, and the field
/// at fault.
@Suite struct ResponsesErrorTests {
    static func error(_ body: String) throws -> [String: Any] {
        try ServerFixture.object(body)["error"] as? [String: Any] ?? [:]
    }

    @Test(arguments: [
        ("{not json", 400, nil as String?, "invalid_json" as String?),
        (#"{"model": "test-model"}"#, 400, "input", nil),
        (#"{"model": "test-model", "input": []}"#, 400, "input", "invalid_type"),
        (#"{"input": "x"}"#, 400, "model", nil),
        (#"{"model": "gpt-4o", "input": "x"}"#, 404, "model", "model_not_found"),
        (#"{"model": "test-model", "input": "x", "temperature": 3}"#, 400, "temperature", nil),
        (#"{"model": "test-model", "input": "x", "top_p": 0}"#, 400, "top_p", nil),
        (#"{"model": "test-model", "input": "x", "max_output_tokens": 0}"#, 400, "max_output_tokens", nil),
        (#"{"model": "test-model", "input": "x", "background": true}"#, 400, "background", nil),
        (#"{"model": "test-model", "input": "x", "reasoning": {"effort": "high"}}"#, 400, "reasoning.effort", nil),
        (#"{"model": "test-model", "input": "x", "tools": [{"type": "web_search"}]}"#, 400, "tools[0].type", nil),
        (#"{"model": "test-model", "input": "x", "include": ["file_search_call.results"]}"#, 400, "include", nil),
        (#"{"model": "test-model", "input": "x", "text": {"format": {"type": "xml"}}}"#, 400, "text.format.type", nil),
        (
            #"{"model": "test-model", "input": [{"role": "user", "content": [{"type": "input_image"}]}]}"#, 400,
            "input[0].content[0].type", nil
        ),
        (
            #"{"model": "test-model", "input": [{"type": "function_call_output", "call_id": "c9", "output": "x"}]}"#,
            400, "input[0].call_id", nil
        ),
        (
            #"{"model": "test-model", "input": "x", "previous_response_id": "resp_nope"}"#, 404, "previous_response_id",
            "previous_response_not_found"
        ),
    ])
    func aRequestThatCannotBeServedSaysWhy(body: String, status: Int, param: String?, code: String?) async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: []))
        let reply = try await fixture.send("POST", "/v1/responses", body: body)
        #expect(reply.status == status, "\(reply.body)")
        let error = try Self.error(reply.body)
        #expect(error.keys.sorted() == ["code", "message", "param", "type"])
        #expect((error["message"] as? String)?.isEmpty == false)
        if let param { #expect(error["param"] as? String == param, "\(reply.body)") }
        if let code { #expect(error["code"] as? String == code, "\(reply.body)") }
    }

    @Test func aFailureBeforeTheStreamIsAnErrorStatusAndAfterItAResponseFailedEvent() async throws {
        let overflow = LanguageModelError.contextSizeExceeded(
            .init(contextSize: 512, tokenCount: 900, debugDescription: "too long"))
        let fixture = try ServerFixture(
            ScriptedModel(replies: [.failure(overflow), .after(.milliseconds(600), then: .failure(overflow))]),
            streamPatience: .milliseconds(100))
        let body = #"{"model": "test-model", "input": "x", "stream": true}"#
        let early = try await fixture.send("POST", "/v1/responses", body: body)
        #expect(early.status == 400)
        #expect(try Self.error(early.body)["code"] as? String == "context_length_exceeded")
        let late = try await fixture.send("POST", "/v1/responses", body: body)
        #expect(late.status == 200)
        let events = try ResponsesTests.events(late.body)
        #expect(events.map(\.name) == ["response.created", "response.in_progress", "response.failed"])
        let response = events.last?.data["response"] as? [String: Any]
        #expect(response?["status"] as? String == "failed")
        #expect((response?["error"] as? [String: Any])?["code"] as? String == "context_length_exceeded")
    }

    @Test func unknownResponsesAre404s() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: []))
        for (method, path) in [
            ("GET", "/v1/responses/resp_nope"), ("DELETE", "/v1/responses/resp_nope"),
            ("GET", "/v1/responses/resp_nope/input_items"),
        ] {
            let reply = try await fixture.send(method, path)
            #expect(reply.status == 404, "\(method) \(path)")
            #expect((try Self.error(reply.body)["message"] as? String)?.contains("resp_nope") == true)
        }
    }
}
