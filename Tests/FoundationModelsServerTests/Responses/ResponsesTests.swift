import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FoundationModelsServer

/// `POST /v1/responses` over HTTP on a scripted model: the response object, the typed events in
/// their order, tool calls and their outputs, and the formats.
@Suite struct ResponsesTests {
    static let weather =
        #"[{"type": "function", "name": "getWeather", "strict": true, "parameters": {"type": "object", "#
        + #""properties": {"city": {"type": "string"}}, "required": ["city"], "additionalProperties": false}}]"#

    /// The items of a response's `output`.
    static func output(_ json: [String: Any]) -> [[String: Any]] { json["output"] as? [[String: Any]] ?? [] }

    /// The text of a response's messages.
    static func text(_ json: [String: Any]) -> String {
        output(json).compactMap { $0["content"] as? [[String: Any]] }.joined().compactMap { $0["text"] as? String }
            .joined()
    }

    /// The typed events of a stream: each event's name and data.
    static func events(_ body: String) throws -> [(name: String, data: [String: Any])] {
        try body.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.components(separatedBy: "\n")
            guard let name = lines.first(where: { $0.hasPrefix("event: ") })?.dropFirst(7),
                let data = lines.first(where: { $0.hasPrefix("data: ") })?.dropFirst(6)
            else { return nil }
            return (String(name), try ServerFixture.object(String(data)))
        }
    }

    @Test func aWholeResponseRepeatsTheRequest() async throws {
        let model = ScriptedModel(replies: [.text("Hello there")])
        let fixture = try ServerFixture(model)
        let reply = try await fixture.send(
            "POST", "/v1/responses",
            body: #"{"model": "test-model", "input": "Hi", "instructions": "Be brief.", "metadata": {"run": "7"}, "#
                + #""temperature": 0.5, "max_output_tokens": 50}"#)
        #expect(reply.status == 200, "\(reply.body)")
        let json = try ServerFixture.object(reply.body)
        #expect(json["object"] as? String == "response")
        #expect((json["id"] as? String)?.hasPrefix("resp_") == true)
        #expect(json["status"] as? String == "completed")
        #expect(Self.text(json) == "Hello there")
        #expect(Self.output(json).first?["role"] as? String == "assistant")
        #expect((json["metadata"] as? [String: String]) == ["run": "7"])
        #expect(json["instructions"] as? String == "Be brief.")
        #expect(json["max_output_tokens"] as? Int == 50)
        #expect(json["temperature"] as? Double == 0.5)
        let usage = json["usage"] as? [String: Any]
        #expect(usage?["input_tokens"] is Int && usage?["output_tokens"] is Int && usage?["total_tokens"] is Int)
        #expect((usage?["input_tokens_details"] as? [String: Any])?["cached_tokens"] is Int)
        let request = try #require(model.requests.first)
        #expect(request.lastPromptText == "Hi")
        guard case .instructions(let instructions)? = request.transcript.first else {
            Issue.record("no instructions in \(request.transcript)")
            return
        }
        #expect(instructions.segments.plainText == "Be brief.")
    }

    @Test func streamedEventsComeInOpenAIsOrder() async throws {
        let fixture = try ServerFixture(ScriptedModel(chunkSize: 3, replies: [.text("Streamed words")]))
        let reply = try await fixture.send(
            "POST", "/v1/responses", body: #"{"model": "test-model", "input": "Hi", "stream": true}"#)
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "text/event-stream")
        let events = try Self.events(reply.body)
        let names = events.map(\.name).filter { $0 != "response.output_text.delta" }
        #expect(
            names == [
                "response.created", "response.in_progress", "response.output_item.added",
                "response.content_part.added", "response.output_text.done", "response.content_part.done",
                "response.output_item.done", "response.completed",
            ])
        #expect(events.allSatisfy { $0.data["type"] as? String == $0.name })
        #expect(events.map { $0.data["sequence_number"] as? Int } == Array(0..<events.count))
        let deltas = events.filter { $0.name == "response.output_text.delta" }.compactMap {
            $0.data["delta"] as? String
        }
        #expect(deltas.count > 1 && deltas.joined() == "Streamed words")
        let completed = try #require(events.last?.data["response"] as? [String: Any])
        #expect(Self.text(completed) == "Streamed words")
        let itemID = events[2].data["item"].flatMap { ($0 as? [String: Any])?["id"] as? String }
        #expect(itemID == Self.output(completed).first?["id"] as? String)
        #expect(
            events.first?.data["response"].flatMap { ($0 as? [String: Any])?["status"] as? String } == "in_progress")
    }

    @Test func toolCallsAreFunctionCallItemsAndTheirOutputsContinue() async throws {
        let call = Transcript.ToolCall(
            id: "call_1", toolName: "getWeather", arguments: try GeneratedContent(json: #"{"city":"Oslo"}"#))
        let model = ScriptedModel(replies: [.toolCalls([call]), .toolCalls([call]), .text("Sunny in Oslo.")])
        let fixture = try ServerFixture(model)
        let ask =
            #"{"model": "test-model", "input": "Weather in Oslo?", "tool_choice": "required", "tools": "#
            + Self.weather
        let whole = try ServerFixture.object(try await fixture.send("POST", "/v1/responses", body: ask + "}").body)
        let item = try #require(Self.output(whole).first)
        #expect(item["type"] as? String == "function_call")
        #expect(item["call_id"] as? String == "call_1" && item["name"] as? String == "getWeather")
        #expect(try ServerFixture.object(item["arguments"] as? String ?? "")["city"] as? String == "Oslo")
        #expect(Self.output(whole).count == 1)

        let streamed = try await fixture.send("POST", "/v1/responses", body: ask + #", "stream": true}"#)
        let names = try Self.events(streamed.body).map(\.name)
        #expect(
            names == [
                "response.created", "response.in_progress", "response.output_item.added",
                "response.function_call_arguments.delta", "response.function_call_arguments.done",
                "response.output_item.done", "response.completed",
            ], "\(streamed.body)")

        let id = try #require(whole["id"] as? String)
        let answer = try await fixture.send(
            "POST", "/v1/responses",
            body: #"{"model": "test-model", "previous_response_id": "\#(id)", "tools": \#(Self.weather), "#
                + #""input": [{"type": "function_call_output", "call_id": "call_1", "output": "21 C, sunny"}]}"#)
        #expect(answer.status == 200, "\(answer.body)")
        #expect(Self.text(try ServerFixture.object(answer.body)) == "Sunny in Oslo.")
        let request = try #require(model.requests.last)
        #expect(request.toolOutputTexts == ["21 C, sunny"])
        #expect(request.transcript.contains { if case .toolCalls = $0 { true } else { false } })
    }

    @Test func inputItemsCarryTheWholeConversation() async throws {
        let model = ScriptedModel(replies: [.text("It is 4.")])
        let fixture = try ServerFixture(model)
        let reply = try await fixture.send(
            "POST", "/v1/responses",
            body: #"{"model": "test-model", "input": [{"role": "developer", "content": "Answer in digits."}, "#
                + #"{"role": "user", "content": [{"type": "input_text", "text": "2+2?"}]}, "#
                + #"{"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "4"}]}, "#
                + #"{"role": "user", "content": "Sure?"}]}"#)
        #expect(reply.status == 200, "\(reply.body)")
        let transcript = try #require(model.requests.first?.transcript)
        #expect(transcript.count == 4)  // instructions, prompt, response, prompt
        #expect(model.requests.first?.lastPromptText == "Sure?")
    }

    @Test(arguments: ["json_schema", "json_object"])
    func textFormatIsEnforced(type: String) async throws {
        let model = ScriptedModel(replies: [.text(#"{"city": "Oslo"}"#)])
        let fixture = try ServerFixture(model)
        let format =
            type == "json_object"
            ? #"{"type": "json_object"}"#
            : #"{"type": "json_schema", "name": "place", "strict": true, "schema": {"type": "object", "#
                + #""properties": {"city": {"type": "string"}}, "required": ["city"], "additionalProperties": false}}"#
        let reply = try await fixture.send(
            "POST", "/v1/responses",
            body: #"{"model": "test-model", "input": "A city.", "text": {"format": \#(format)}}"#)
        #expect(reply.status == 200, "\(reply.body)")
        let json = try ServerFixture.object(reply.body)
        #expect(try ServerFixture.object(Self.text(json))["city"] as? String == "Oslo")
        #expect(((json["text"] as? [String: Any])?["format"] as? [String: Any])?["type"] as? String == type)
        #expect(model.requests.first?.schema != nil)
    }
}
