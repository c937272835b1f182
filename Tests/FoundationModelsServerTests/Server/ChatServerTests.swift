import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FoundationModelsServer

/// The server over HTTP on a scripted model: the wire format, streaming and every error path.
@Suite struct ChatServerTests {
    @Test func healthAndModels() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: []), names: ["test-model", "default"])
        let health = try await fixture.send("GET", "/health")
        #expect(health.status == 200)
        #expect(try ServerFixture.object(health.body)["status"] as? String == "ok")
        let models = try await fixture.send("GET", "/v1/models")
        #expect(models.status == 200)
        let data = try ServerFixture.object(models.body)["data"] as? [[String: Any]]
        #expect(data?.compactMap { $0["id"] as? String } == ["test-model", "default"])
        #expect(data?.first?["max_model_len"] as? Int == 4096)
    }

    @Test func severalModelsAreServedEachByItsNames() async throws {
        let first = ScriptedModel(replies: [.text("from the first")])
        let second = ScriptedModel(replies: [.text("from the second")])
        let server = try ChatServer(
            models: [
                ServedModel(first, names: ["apple-foundationmodel", "default"], contextSize: 4096),
                ServedModel(second, names: ["gpt-4o-mini"], contextSize: 2048),
            ],
            configuration: .init(address: .tcp(host: "127.0.0.1", port: 0)))
        let fixture = try ServerFixture(server)
        let models = try await fixture.send("GET", "/v1/models")
        let data = try ServerFixture.object(models.body)["data"] as? [[String: Any]] ?? []
        #expect(data.compactMap { $0["id"] as? String } == ["apple-foundationmodel", "default", "gpt-4o-mini"])
        #expect(data.compactMap { $0["max_model_len"] as? Int } == [4096, 4096, 2048])
        for (name, answer) in [("gpt-4o-mini", "from the second"), ("apple-foundationmodel", "from the first")] {
            let reply = try await fixture.send(
                "POST", "/v1/chat/completions", body: ServerFixture.chat("x", model: name))
            #expect(reply.status == 200)
            #expect(reply.body.contains(answer), "\(reply.body)")
        }
        #expect(first.requests.count == 1 && second.requests.count == 1)
        let unknown = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("x", model: "llama3"))
        #expect(unknown.status == 404)
        #expect(unknown.body.contains("'gpt-4o-mini'"))
    }

    @Test func aWholeCompletion() async throws {
        let model = ScriptedModel(replies: [.text("Hello there")])
        let fixture = try ServerFixture(model)
        let reply = try await fixture.send("POST", "/v1/chat/completions", body: ServerFixture.chat("Hi"))
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "application/json")
        let json = try ServerFixture.object(reply.body)
        #expect(json["object"] as? String == "chat.completion")
        let choice = (json["choices"] as? [[String: Any]])?.first
        #expect((choice?["message"] as? [String: Any])?["content"] as? String == "Hello there")
        #expect(choice?["finish_reason"] as? String == "stop")
        #expect(json["usage"] is [String: Any])
        #expect(model.requests.first?.lastPromptText == "Hi")
    }

    @Test func stopSequencesCutTheAnswer() async throws {
        let fixture = try ServerFixture(ScriptedModel(chunkSize: 3, replies: [.text("one two STOP three")]))
        let reply = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("Count", extra: #", "stop": ["STOP"]"#))
        let choice = (try ServerFixture.object(reply.body)["choices"] as? [[String: Any]])?.first
        #expect((choice?["message"] as? [String: Any])?["content"] as? String == "one two ")
        #expect(choice?["finish_reason"] as? String == "stop")
    }

    @Test func aStreamedCompletionEndsWithUsageAndDone() async throws {
        let fixture = try ServerFixture(ScriptedModel(chunkSize: 2, replies: [.text("Streamed words")]))
        let reply = try await fixture.send(
            "POST", "/v1/chat/completions",
            body: ServerFixture.chat("Hi", extra: #", "stream": true, "stream_options": {"include_usage": true}"#))
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "text/event-stream")
        let events = ServerFixture.events(reply.body)
        #expect(events.last == "[DONE]")
        let chunks = try events.dropLast().map(ServerFixture.object)
        #expect(chunks.allSatisfy { $0["object"] as? String == "chat.completion.chunk" })
        let deltas = chunks.compactMap { ($0["choices"] as? [[String: Any]])?.first?["delta"] as? [String: Any] }
        #expect(deltas.first?["role"] as? String == "assistant")
        #expect(deltas.compactMap { $0["content"] as? String }.joined() == "Streamed words")
        let reasons = chunks.compactMap { ($0["choices"] as? [[String: Any]])?.first?["finish_reason"] as? String }
        #expect(reasons == ["stop"])
        #expect((chunks.last?["choices"] as? [Any])?.isEmpty == true)
        #expect(chunks.last?["usage"] is [String: Any])
    }

    @Test func aStreamHasTheUsageKeyOnlyWhenItAskedForIt() async throws {
        let fixture = try ServerFixture(ScriptedModel(chunkSize: 2, replies: [.text("Few words"), .text("Few words")]))
        let plain = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("Hi", extra: #", "stream": true"#))
        let chunks = try ServerFixture.events(plain.body).dropLast().map(ServerFixture.object)
        #expect(chunks.count > 1)
        #expect(chunks.allSatisfy { $0["usage"] == nil }, "\(plain.body)")
        let asked = try await fixture.send(
            "POST", "/v1/chat/completions",
            body: ServerFixture.chat("Hi", extra: #", "stream": true, "stream_options": {"include_usage": true}"#))
        let reported = try ServerFixture.events(asked.body).dropLast().map(ServerFixture.object)
        #expect(reported.dropLast().allSatisfy { $0["usage"] is NSNull })
        #expect(reported.last?["usage"] is [String: Any])
    }

    @Test func toolCallsComeBackAsToolCalls() async throws {
        let call = Transcript.ToolCall(
            id: "call_1", toolName: "getWeather", arguments: try GeneratedContent(json: #"{"city":"Oslo"}"#))
        let fixture = try ServerFixture(ScriptedModel(replies: [.toolCalls([call]), .toolCalls([call])]))
        let tools =
            #", "tools": [{"type": "function", "function": {"name": "getWeather", "parameters": {"type": "object", "#
            + #""properties": {"city": {"type": "string"}}, "required": ["city"]}}}]"#
        let whole = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("Weather in Oslo?", extra: tools))
        let choice = (try ServerFixture.object(whole.body)["choices"] as? [[String: Any]])?.first
        let message = choice?["message"] as? [String: Any]
        #expect(choice?["finish_reason"] as? String == "tool_calls")
        #expect(message?["content"] is NSNull)
        let function = (message?["tool_calls"] as? [[String: Any]])?.first?["function"] as? [String: Any]
        #expect(function?["name"] as? String == "getWeather")
        #expect(try ServerFixture.object(function?["arguments"] as? String ?? "")["city"] as? String == "Oslo")
        let streamed = try await fixture.send(
            "POST", "/v1/chat/completions",
            body: ServerFixture.chat("Weather in Oslo?", extra: tools + #", "stream": true"#))
        let chunks = try ServerFixture.events(streamed.body).dropLast().map(ServerFixture.object)
        let deltas = chunks.compactMap { ($0["choices"] as? [[String: Any]])?.first?["delta"] as? [String: Any] }
        let streamedCall = deltas.compactMap { ($0["tool_calls"] as? [[String: Any]])?.first }.first
        #expect(streamedCall?["index"] as? Int == 0)
        #expect(streamedCall?["id"] as? String == "call_1")
        #expect(streamedCall?["type"] as? String == "function")
        #expect(streamed.body.contains(#""finish_reason":"tool_calls""#))
    }

    @Test func errorsFollowOpenAIsFormat() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: []))
        let malformed = try await fixture.send("POST", "/v1/chat/completions", body: "{not json")
        #expect(malformed.status == 400)
        let error = try ServerFixture.object(malformed.body)["error"] as? [String: Any]
        #expect(error?["type"] as? String == "invalid_request_error")
        #expect(error?["code"] as? String == "invalid_json")
        #expect(error?.keys.sorted() == ["code", "message", "param", "type"])
        let unknown = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("x", model: "gpt-4o"))
        #expect(unknown.status == 404)
        #expect(unknown.body.contains("model_not_found"))
        let path = try await fixture.send("GET", "/v2/nothing")
        #expect(path.status == 404)
    }

    @Test func contextOverflowIsA400WithTheTokenCounts() async throws {
        let overflow = LanguageModelError.contextSizeExceeded(
            .init(contextSize: 512, tokenCount: 900, debugDescription: "too long"))
        let fixture = try ServerFixture(ScriptedModel(replies: [.failure(overflow), .failure(overflow)]))
        for extra in ["", #", "stream": true"#] {
            let reply = try await fixture.send(
                "POST", "/v1/chat/completions", body: ServerFixture.chat("x", extra: extra))
            #expect(reply.status == 400)
            let error = try ServerFixture.object(reply.body)["error"] as? [String: Any]
            #expect(error?["code"] as? String == "context_length_exceeded")
            let message = error?["message"] as? String ?? ""
            #expect(message.contains("512") && message.contains("900"))
        }
    }

    @Test func aStreamThatWaitsPastItsPatienceBeginsWithKeepAlives() async throws {
        let overflow = LanguageModelError.contextSizeExceeded(
            .init(contextSize: 512, tokenCount: 900, debugDescription: "too long"))
        let silence = Duration.milliseconds(2500)
        let fixture = try ServerFixture(
            ScriptedModel(replies: [
                .after(silence, then: .text("Late words")), .after(silence, then: .failure(overflow)),
            ]),
            streamPatience: .milliseconds(100))
        let stream = #", "stream": true"#
        let answer = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("x", extra: stream))
        #expect(answer.status == 200)
        #expect(answer.body.hasPrefix(": keep-alive"), "\(answer.body)")
        let deltas = try ServerFixture.events(answer.body).dropLast().map(ServerFixture.object).compactMap {
            ($0["choices"] as? [[String: Any]])?.first?["delta"] as? [String: Any]
        }
        #expect(deltas.first?["role"] as? String == "assistant")
        #expect(deltas.compactMap { $0["content"] as? String }.joined() == "Late words")

        // Once the response has begun, a failure is an error event.
        let failure = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("x", extra: stream))
        #expect(failure.status == 200)
        let events = ServerFixture.events(failure.body)
        #expect(events.last == "[DONE]")
        let error = try events.first.map(ServerFixture.object)?["error"] as? [String: Any]
        #expect(error?["code"] as? String == "context_length_exceeded", "\(failure.body)")
    }

    @Test func aBodyOverTheLimitIsA413() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: []), maximumBodyBytes: 1000)
        let reply = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat(String(repeating: "long ", count: 1000)))
        #expect(reply.status == 413)
        #expect(reply.body.contains("request_too_large"))
    }

    @Test func anAPIKeyIsRequiredWhenSet() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: [.text("ok")]), apiKey: "sesame")
        let missing = try await fixture.send("POST", "/v1/chat/completions", body: ServerFixture.chat("x"))
        #expect(missing.status == 401)
        #expect(missing.body.contains("invalid_api_key"))
        let wrong = try await fixture.send("GET", "/v1/models", headers: ["Authorization": "Bearer nope"])
        #expect(wrong.status == 401)
        let right = try await fixture.send(
            "POST", "/v1/chat/completions", body: ServerFixture.chat("x"), headers: ["Authorization": "Bearer sesame"])
        #expect(right.status == 200)
        #expect(try await fixture.send("GET", "/health").status == 200)
    }

    @Test func corsHeadersWhenAnOriginIsAllowed() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: []), cors: "https://example.com")
        let preflight = try await fixture.send("OPTIONS", "/v1/chat/completions")
        #expect(preflight.status == 204)
        #expect(preflight.headers["access-control-allow-origin"] == "https://example.com")
        let error = try await fixture.send("POST", "/v1/chat/completions", body: "{")
        #expect(error.headers["access-control-allow-origin"] == "https://example.com")
    }

    @Test func aClientThatLeavesMidStreamCancelsItsGeneration() async throws {
        let model = EndlessModel()
        let fixture = try ServerFixture(model)
        let connection = try RawConnection(port: fixture.port)
        connection.post("/v1/chat/completions", json: ServerFixture.chat("Go on", extra: #", "stream": true"#))
        #expect(await connection.read(until: "tick").contains("data: "))
        connection.close()
        for _ in 0..<100 where model.record.cancelled.load(ordering: .relaxed) == 0 {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(model.record.cancelled.load(ordering: .relaxed) == 1)
        for _ in 0..<100 where fixture.server.activeRequests > 0 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(fixture.server.activeRequests == 0)
        // The server goes on serving.
        #expect(try await fixture.send("GET", "/health").status == 200)
    }

    @Test func aClientThatLeavesWhileTheModelIsSilentIsNoticedByTheHeartbeat() async throws {
        var model = EndlessModel()
        model.interval = .seconds(120)
        let fixture = try ServerFixture(model)
        let connection = try RawConnection(port: fixture.port)
        connection.post("/v1/chat/completions", json: ServerFixture.chat("Go on", extra: #", "stream": true"#))
        #expect(await connection.read(until: "tick").contains("data: "))
        connection.close()
        // The server writes a comment after a second of silence; the write to the closed
        // connection fails, which closes the stream and cancels the generation.
        for _ in 0..<200 where model.record.cancelled.load(ordering: .relaxed) == 0 {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(model.record.cancelled.load(ordering: .relaxed) == 1)
    }

    @Test func aUnixDomainSocket() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fm-serve-\(getpid()).sock").path
        let server = try ChatServer(
            model: ScriptedModel(replies: []), names: ["test-model"], contextSize: 4096,
            configuration: .init(address: .unix(path: path)))
        let connection = try RawConnection(unixPath: path)
        connection.get("/v1/models")
        let reply = await connection.read(until: "\"list\"")
        connection.close()
        #expect(reply.hasPrefix("HTTP/1.1 200"))
        #expect(reply.contains(#""id":"test-model""#))
        await server.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func stoppingLetsTheRequestsInFlightFinish() async throws {
        let fixture = try ServerFixture(ScriptedModel(replies: [.slow("abcdef", delay: .milliseconds(100))]))
        let request = Task { try await fixture.send("POST", "/v1/chat/completions", body: ServerFixture.chat("x")) }
        for _ in 0..<100 where fixture.server.activeRequests == 0 { try await Task.sleep(for: .milliseconds(10)) }
        await fixture.server.stop(drainingFor: .seconds(30))
        let reply = try await request.value
        #expect(reply.status == 200)
        #expect(reply.body.contains(#""content":"abcdef""#))
        await #expect(throws: (any Error).self) { try await fixture.send("GET", "/health") }
    }
}
