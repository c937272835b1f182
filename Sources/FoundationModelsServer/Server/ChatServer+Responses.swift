import Foundation
import FoundationModels

extension ChatServer {
    /// Answers `POST /v1/responses` (OpenAI's Responses API) on the same engine, admission and
    /// batching as chat completions.
    /// - Throws: `APIError` for a request that cannot be served, or a generation that failed
    ///   before anything was sent.
    func createResponse(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        guard let body = String(data: request.body, encoding: .utf8) else {
            throw .malformed("the body is not UTF-8 text")
        }
        let parsed = try ResponsesRequest(json: body)
        let runner = try model(named: parsed.model).runner
        var previous: [ConversationTurn] = []
        if let id = parsed.previousResponseID {
            guard let stored = responses.response(id) else { throw .previousResponseNotFound(id) }
            previous = stored.conversation
        }
        let (transcript, input) = try parsed.transcript(after: previous)
        let run = ResponseRun(
            request: parsed, executorRequest: parsed.executorRequest(transcript), conversation: previous + input,
            object: ResponseObject(
                id: JSONValue.newID("resp"), created: Int(Date().timeIntervalSince1970), model: parsed.model,
                echo: parsed.echo))
        return parsed.stream ? try await streamed(run, runner) : try await whole(run, runner)
    }

    /// What one response needs through its generation.
    struct ResponseRun: Sendable {
        let request: ResponsesRequest
        let executorRequest: LanguageModelExecutorGenerationRequest
        /// The conversation up to the input, which the output continues.
        let conversation: [ConversationTurn]
        let object: ResponseObject
    }

    /// The whole response at once.
    private func whole(_ run: ResponseRun, _ runner: ModelRunner) async throws(APIError) -> HTTPResponse {
        var accumulator = EventAccumulator(stop: [], structured: run.request.schema != nil)
        do {
            try await gate.withPlace {
                try await runner.run(run.executorRequest) { event in
                    _ = accumulator.apply(event)
                    return true
                }
            }
        } catch {
            throw Self.apiError(error)
        }
        var output = ResponseOutput()
        output.text = accumulator.answer
        output.incomplete = Self.reachedLimit(accumulator, run.request.options)
        output.add(accumulator.toolCalls, parallel: run.request.parallelToolCalls)
        return .json(200, JSONValue.data(finish(run, output, usage: Self.usage(accumulator))))
    }

    /// The response as typed server-sent events (see `eventStream`).
    private func streamed(_ run: ResponseRun, _ runner: ModelRunner) async throws(APIError) -> HTTPResponse {
        let gate = self.gate
        return try await eventStream { body, begin in
            var writer = ResponseEventWriter(response: run.object, body: body)
            var accumulator = EventAccumulator(stop: [], structured: run.request.schema != nil)
            var output = ResponseOutput()
            do {
                try await gate.withPlace {
                    try await runner.run(run.executorRequest) { event in
                        let delta = accumulator.apply(event)
                        if !delta.isEmpty {
                            if !writer.began { begin() }
                            writer.text(delta, output: output)
                        }
                        return !body.isClosed
                    }
                }
            } catch let error where writer.began {
                // The events so far are followed by the failure.
                writer.fail(Self.apiError(error))
                return
            }
            begin()
            writer.text(accumulator.rest(), output: output)
            output.text = accumulator.answer
            output.incomplete = Self.reachedLimit(accumulator, run.request.options)
            output.add(accumulator.toolCalls, parallel: run.request.parallelToolCalls)
            writer.finish(output, final: self.finish(run, output, usage: Self.usage(accumulator)))
        } fail: { body, error in
            // Only keep-alive comments were written.
            var writer = ResponseEventWriter(response: run.object, body: body)
            writer.fail(error)
        }
    }

    /// The completed response object, kept when the request asked for it.
    private func finish(_ run: ResponseRun, _ output: ResponseOutput, usage: CompletionWire.Usage) -> GeneratedContent {
        let object = run.object.json(
            status: output.incomplete ? "incomplete" : "completed", output: output.items, usage: usage,
            incomplete: output.incomplete ? "max_output_tokens" : nil)
        if run.request.store {
            responses.save(
                StoredResponse(
                    id: run.object.id, response: object.jsonString,
                    inputItems: run.request.inputItems.map(\.jsonString), conversation: run.conversation + output.turns)
            )
        }
        return object
    }
}
