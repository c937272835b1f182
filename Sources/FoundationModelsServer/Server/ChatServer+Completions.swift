import Foundation
import FoundationModels

extension ChatServer {
    /// Answers `POST /v1/chat/completions`.
    /// - Throws: `APIError` for a request that cannot be served, or a generation that failed
    ///   before anything was sent.
    func complete(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        guard let body = String(data: request.body, encoding: .utf8) else {
            throw .malformed("the body is not UTF-8 text")
        }
        let chat = try ChatCompletionRequest(json: body)
        let runner = try model(named: chat.model).runner
        let header = CompletionHeader(
            id: "chatcmpl-" + UUID().uuidString.lowercased(), created: Int(Date().timeIntervalSince1970),
            model: chat.model, usageAsked: chat.includeUsage)
        return chat.stream ? try await streamed(chat, header, runner) : try await whole(chat, header, runner)
    }

    /// The whole answer at once.
    private func whole(_ chat: ChatCompletionRequest, _ header: CompletionHeader, _ runner: ModelRunner)
        async throws(APIError)
        -> HTTPResponse
    {
        var accumulator = EventAccumulator(stop: chat.stop)
        do {
            try await gate.withPlace {
                try await runner.run(chat.executorRequest) { event in
                    _ = accumulator.apply(event)
                    return !accumulator.stopped
                }
            }
        } catch {
            throw Self.apiError(error)
        }
        let calls = accumulator.toolCalls.map {
            CompletionWire.ToolCall(id: $0.id, name: $0.name, arguments: $0.arguments)
        }
        let completion = header.completion(
            message: CompletionWire.Message(
                role: "assistant", content: calls.isEmpty ? accumulator.answer : nil, toolCalls: calls, whole: true),
            finishReason: Self.finishReason(accumulator, chat), usage: Self.usage(accumulator), isChunk: false)
        return .json(200, WireJSON.encode(completion))
    }

    /// The answer as server-sent events (see `eventStream`).
    private func streamed(_ chat: ChatCompletionRequest, _ header: CompletionHeader, _ runner: ModelRunner)
        async throws(APIError) -> HTTPResponse
    {
        let gate = self.gate
        return try await eventStream { body, begin in
            var writer = EventStreamWriter(header: header, body: body)
            var accumulator = EventAccumulator(stop: chat.stop, structured: chat.schema != nil)
            try await gate.withPlace {
                try await runner.run(chat.executorRequest) { event in
                    let delta = accumulator.apply(event)
                    if !delta.isEmpty {
                        if !writer.began { begin() }
                        writer.content(delta)
                    }
                    return !accumulator.stopped && !body.isClosed
                }
            }
            begin()
            writer.content(accumulator.rest())
            writer.finish(
                toolCalls: accumulator.toolCalls, finishReason: Self.finishReason(accumulator, chat),
                usage: chat.includeUsage ? Self.usage(accumulator) : nil)
        } fail: { body, error in
            EventStreamWriter(header: header, body: body).fail(error)
        }
    }

    /// Why the answer ended: tool calls, a stop sequence or the end of the answer (`stop`), or
    /// the token limit (`length`).
    static func finishReason(_ accumulator: EventAccumulator, _ chat: ChatCompletionRequest) -> String {
        if !accumulator.toolCalls.isEmpty { return "tool_calls" }
        return reachedLimit(accumulator, chat.options) ? "length" : "stop"
    }

    /// Whether the answer ended at the token limit (not at a stop sequence).
    static func reachedLimit(_ accumulator: EventAccumulator, _ options: GenerationOptions) -> Bool {
        guard !accumulator.stopped, let limit = options.maximumResponseTokens, let usage = accumulator.usage else {
            return false
        }
        return usage.output.totalTokenCount >= limit
    }

    /// The usage the model reported.
    static func usage(_ accumulator: EventAccumulator) -> CompletionWire.Usage {
        let usage = accumulator.usage
        return CompletionWire.Usage(
            promptTokens: usage?.input.totalTokenCount ?? 0, completionTokens: usage?.output.totalTokenCount ?? 0,
            cachedTokens: usage?.input.cachedTokenCount ?? 0)
    }

    /// A generation's failure as OpenAI's error.
    static func apiError(_ error: any Error) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case LanguageModelError.contextSizeExceeded(let context):
            return .contextLength(context.contextSize, tokens: context.tokenCount)
        case LanguageModelError.guardrailViolation(let context):
            return .invalid(context.debugDescription, code: "content_filter")
        case let error as LanguageModelError:
            return .invalid(error.debugDescription)
        case let error as LanguageModelSession.InvalidRequestError:
            return .invalid(error.debugDescription)
        case let error as GenerationSchema.SchemaError:
            return .invalid(
                "The schema cannot be enforced: \(error.context.debugDescription)", code: "unsupported_schema")
        case is CancellationError:
            return APIError(
                status: 503, message: "The request was cancelled (the server is stopping).", type: "server_error",
                param: nil, code: "cancelled")
        default:
            return .server("The model failed: \(error.localizedDescription)")
        }
    }
}

/// What every chunk of one completion repeats: its id, time and model.
struct CompletionHeader: Sendable {
    let id: String
    let created: Int
    let model: String
    /// Whether a stream reports its usage (`stream_options.include_usage`).
    var usageAsked = false

    func completion(
        message: CompletionWire.Message?, finishReason: String?, usage: CompletionWire.Usage?, isChunk: Bool
    ) -> CompletionWire.Completion {
        CompletionWire.Completion(
            id: id, created: created, model: model, message: message, finishReason: finishReason, usage: usage,
            isChunk: isChunk, usageAsked: usageAsked)
    }
}
