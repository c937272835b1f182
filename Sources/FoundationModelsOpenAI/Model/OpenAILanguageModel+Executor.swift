import Foundation
import FoundationModelsCore
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension OpenAILanguageModel: LanguageModel {
    /// Guided generation, tool calling and reasoning (what a server lacks is made up for, see
    /// ``StructuredOutput``), and vision unless ``readsImages`` is false.
    public var capabilities: LanguageModelCapabilities {
        LanguageModelCapabilities([.guidedGeneration, .toolCalling, .reasoning] + (readsImages ? [.vision] : []))
    }

    /// The server, the model and every setting of this description.
    public var executorConfiguration: Executor.Configuration { Executor.Configuration(model: self) }

    /// Sends requests to the server and streams its answers into the channel. The server keeps
    /// no state between requests, so each step sends the whole transcript; what the executor
    /// remembers is whether the server rejected `response_format`, so later requests go
    /// straight to the fallback.
    public struct Executor: LanguageModelExecutor {
        /// The model description; equal descriptions share one executor.
        public struct Configuration: Hashable, Sendable {
            let model: OpenAILanguageModel
        }

        private let model: OpenAILanguageModel
        private let usesPromptOnlySchemas = Flag()

        /// Creates the executor of a configuration.
        public init(configuration: Configuration) {
            model = configuration.model
        }

        /// Sends one step of the conversation and streams the answer.
        /// - Throws: `LanguageModelError` (context, rate limit, refusal, timeout),
        ///   ``OpenAILanguageModel/ServerError``, `GeneratedContent.ParsingError` for an answer that
        ///   does not follow the schema, or `CancellationError`.
        public func respond(
            to request: LanguageModelExecutorGenerationRequest, model _: OpenAILanguageModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            let url = model.endpoint("chat/completions")
            do {
                try await run(request, into: channel)
            } catch let failure as ServerFailure {
                throw failure.publicError(url: url, contextSize: model.contextSize)
            }
        }

        /// Runs one step, retrying what is safe to repeat and falling back to schemas in the
        /// prompt when the server rejects `response_format`.
        private func run(
            _ request: LanguageModelExecutorGenerationRequest,
            into channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            var structuredOutput = usesPromptOnlySchemas.isSet ? .promptOnly : model.structuredOutput
            var attempt = 1
            while true {
                do {
                    try await step(request, structuredOutput: structuredOutput, into: channel)
                    return
                } catch let failure as ServerFailure {
                    if failure.rejectsResponseFormat, structuredOutput == .jsonSchema, request.schema != nil {
                        structuredOutput = .promptOnly
                        usesPromptOnlySchemas.set()
                        continue
                    }
                    guard failure.isRetryable, attempt < model.retryPolicy.maximumAttempts else { throw failure }
                    try await Task.sleep(
                        for: model.retryPolicy.delay(beforeRetry: attempt, retryAfter: failure.retryAfter))
                    attempt += 1
                }
            }
        }

        /// Sends one request and turns its answer into events. Nothing is sent to the channel
        /// before the server answers with a success status, so a failed attempt can be retried.
        private func step(
            _ request: LanguageModelExecutorGenerationRequest, structuredOutput: StructuredOutput,
            into channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            let chat = try ChatRequest(request, model: model, structuredOutput: structuredOutput)
            let urlRequest = model.urlRequest(model.endpoint("chat/completions"), method: "POST", body: chat.text)
            let toolNames = Set(request.enabledToolDefinitions.map(\.name))
            let events = ChannelEvents(channel: channel)
            var reader = CompletionReader(
                structured: request.schema != nil,
                holdsTextToolCalls: !toolNames.isEmpty && request.schema == nil, events: events)
            var status = 0
            var headers: [String: String] = [:]
            var errorBody = Data()
            do {
                for try await event in model.client.stream(urlRequest) {
                    switch event {
                    case .head(let code, let fields):
                        status = code
                        headers = fields
                        reader.isEventStream = fields["content-type"]?.contains("event-stream") ?? model.streaming
                    case .body(let data):
                        if (200..<300).contains(status) { try reader.read(data) } else { errorBody.append(data) }
                    }
                }
            } catch let failure as TransportFailure {
                throw ServerFailure.transport(failure)
            }
            try Task.checkCancellation()
            guard (200..<300).contains(status) else {
                throw ServerFailure.status(status, body: errorBody, headers: headers)
            }
            try reader.finish()
            let response = reader.response
            if let refusal = response.refusalError { throw refusal }
            if response.finishReason == "content_filter" {
                throw LanguageModelError.guardrailViolation(
                    .init(
                        debugDescription: "The server's content filter stopped the response (finish_reason "
                            + "content_filter). Rephrase the prompt."))
            }
            events.reportUsage(response.usage)
            if response.hasToolCalls {
                events.send(try response.toolCalls())
                return
            }
            if !toolNames.isEmpty {
                let calls = TextToolCalls.calls(in: response.text, tools: toolNames)
                if !calls.isEmpty {
                    events.send(calls)
                    return
                }
            }
            guard let schema = request.schema else {
                events.text.update(response.text)
                return
            }
            let json = JSONExtraction.json(in: response.text)
            do {
                let content = try GeneratedContent(completeJSON: json)
                try SchemaValidator(schema).validate(content)
            } catch {
                let problem = (error as? GeneratedContent.ParsingError)?.debugDescription ?? "\(error)"
                let cut =
                    response.finishReason == "length"
                    ? " The response was cut off at the token limit; raise maximumResponseTokens." : ""
                throw GeneratedContent.ParsingError(
                    rawContent: response.text, underlyingError: error,
                    debugDescription:
                        "The server's response does not follow the schema (\(problem)).\(cut) Response: \(response.text)"
                )
            }
            events.text.update(json)
        }
    }
}

extension OpenAILanguageModel: TokenCountingLanguageModel {}

/// A flag one executor sets once and every later request reads.
final class Flag: Sendable {
    private let value = Locked(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}

/// What one request sends to the channel: the response's text, reasoning, tool calls and usage.
final class ChannelEvents {
    let channel: LanguageModelExecutorGenerationChannel
    let text: TextStream
    private let reasoningID = UUID().uuidString
    private let toolCallsID = UUID().uuidString
    private let responseID: String

    init(channel: LanguageModelExecutorGenerationChannel) {
        self.channel = channel
        let responseID = UUID().uuidString
        self.responseID = responseID
        text = TextStream(channel: channel, entryID: responseID)
    }

    /// Sends reasoning text as it comes.
    func reason(_ delta: String) {
        channel.yield(.reasoning(entryID: reasoningID, action: .appendText(delta, tokenCount: 1)))
    }

    /// Sends the model's tool calls.
    func send(_ calls: [Transcript.ToolCall]) {
        for call in calls {
            channel.yield(
                .toolCalls(
                    entryID: toolCallsID,
                    action: .toolCall(
                        id: call.id, name: call.toolName,
                        action: .appendArguments(call.arguments.jsonString, tokenCount: 0))))
        }
    }

    /// Sends the server's token counts, if it gave them.
    func reportUsage(_ usage: ChatCompletion.Usage?) {
        guard let usage else { return }
        channel.yield(
            .response(
                entryID: responseID,
                action: .updateUsage(
                    input: .init(
                        totalTokenCount: usage.promptTokens ?? 0,
                        cachedTokenCount: usage.promptTokensDetails?.cachedTokens ?? 0),
                    output: .init(
                        totalTokenCount: usage.completionTokens ?? 0,
                        reasoningTokenCount: usage.completionTokensDetails?.reasoningTokens ?? 0))))
    }
}
