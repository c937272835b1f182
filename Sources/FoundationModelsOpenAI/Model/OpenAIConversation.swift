import Foundation
import FoundationModels
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One session's conversation with a server. The server keeps no state between requests, so
/// each step sends the whole transcript; what this object remembers is whether the server
/// rejected `response_format`, so later steps go straight to the fallback.
final class OpenAIConversation: LanguageModelConversation {
    let model: OpenAILanguageModel
    private let usesPromptOnlySchemas = Mutex(false)

    init(model: OpenAILanguageModel) {
        self.model = model
    }

    func respond(to request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ModelEvent.self)
        let url = model.endpoint("chat/completions")
        let task = Task {
            do {
                try await self.run(request, into: continuation)
                continuation.finish()
            } catch let failure as ServerFailure {
                continuation.finish(throwing: failure.generationError(url: url))
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Runs one step, retrying what is safe to repeat and falling back to schemas in the prompt
    /// when the server rejects `response_format`.
    private func run(_ request: ModelRequest, into continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation) async throws {
        var structuredOutput = usesPromptOnlySchemas.withLock { $0 } ? .promptOnly : model.structuredOutput
        var attempt = 1
        while true {
            do {
                try await step(request, structuredOutput: structuredOutput, into: continuation)
                return
            } catch let failure as ServerFailure {
                if failure.rejectsResponseFormat, structuredOutput == .jsonSchema, request.schema != nil {
                    structuredOutput = .promptOnly
                    usesPromptOnlySchemas.withLock { $0 = true }
                    continue
                }
                guard failure.isRetryable, attempt < model.retryPolicy.maximumAttempts else { throw failure }
                try await Task.sleep(for: model.retryPolicy.delay(beforeRetry: attempt, retryAfter: failure.retryAfter))
                attempt += 1
            }
        }
    }

    /// Sends one request and turns its answer into events. Nothing is yielded before the server
    /// answers with a success status, so a failed attempt can be retried.
    private func step(_ request: ModelRequest, structuredOutput: OpenAILanguageModel.StructuredOutput,
                      into continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation) async throws {
        let chat = ChatRequest(request, model: model, structuredOutput: structuredOutput)
        let urlRequest = model.urlRequest(model.endpoint("chat/completions"), method: "POST", body: chat.text)
        let toolNames = Set(request.tools.map(\.name))
        var reader = CompletionReader(structured: request.schema != nil, holdsTextToolCalls: !toolNames.isEmpty && request.schema == nil,
                                      continuation: continuation)
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
        if response.hasToolCalls {
            continuation.yield(.toolCalls(try response.toolCalls()))
            return
        }
        if !toolNames.isEmpty {
            let calls = TextToolCalls.calls(in: response.text, tools: toolNames)
            if !calls.isEmpty {
                continuation.yield(.toolCalls(calls))
                return
            }
        }
        guard let schema = request.schema else {
            if response.text != reader.lastYielded { continuation.yield(.text(response.text)) }
            return
        }
        let json = JSONExtraction.json(in: response.text)
        let content: GeneratedContent
        do {
            content = try GeneratedContent(json: json)
            try SchemaValidator(schema).validate(content)
        } catch {
            let problem = (error as? LanguageModelSession.GenerationError)?.context.debugDescription ?? "\(error)"
            let cut = response.finishReason == "length" ? " The response was cut off at the token limit; raise maximumResponseTokens." : ""
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription:
                "The server's response does not follow the schema (\(problem)).\(cut) Response: \(response.text)"))
        }
        if json != reader.lastYielded { continuation.yield(.text(json)) }
    }
}
