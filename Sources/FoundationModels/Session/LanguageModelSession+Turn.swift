import Foundation

extension LanguageModelSession {
    /// The most model steps in one turn (each step may call tools); past it the turn fails.
    static let maximumToolSteps = 8

    /// Runs one request: appends the prompt, lets the model respond (calling tools as it
    /// decides), and commits the new entries to the transcript only when the whole turn
    /// succeeds, so a failed or cancelled request leaves the session as it was.
    func runTurn<Content: Generable>(
        prompt: Prompt, schema: GenerationSchema?, includeSchemaInPrompt: Bool, options: GenerationOptions,
        onSnapshot: (@Sendable (ResponseStream<Content>.Snapshot) -> Void)? = nil
    ) async throws -> Response<Content> {
        let start = try state.withLock { state -> Transcript in
            guard !state.isResponding else {
                throw GenerationError.concurrentRequests(.init(debugDescription:
                    "The session is already responding. Wait for the current response (see isResponding), or use another session."))
            }
            state.isResponding = true
            return state.transcript
        }
        defer { state.withLock { $0.isResponding = false } }
        try options.validate()
        try prompt.validate()
        if guardrails.checks(generatingText: schema == nil) { try checkGuardrails(prompt.text, what: "prompt") }
        let conversation = try self.conversation()

        var working = start
        let format = schema.map { Transcript.ResponseFormat(schema: $0) }
        working.append(.prompt(Transcript.Prompt(segments: .from(prompt.segments), options: options, responseFormat: format)))
        let definitions = tools.map { Transcript.ToolDefinition(tool: $0) }
        let id = GenerationID()

        for _ in 0..<Self.maximumToolSteps {
            try Task.checkCancellation()
            let request = ModelRequest(transcript: working, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt,
                                       tools: definitions, options: options)
            var text = ""
            var calls: [Transcript.ToolCall] = []
            for try await event in conversation.respond(to: request) {
                switch event {
                case .text(let soFar):
                    text = soFar
                    if let onSnapshot, let snapshot = Self.snapshot(of: soFar, structured: schema != nil, id: id, as: Content.self) {
                        onSnapshot(snapshot)
                    }
                case .toolCalls(let newCalls):
                    calls += newCalls
                case .statistics:
                    break
                }
            }
            try Task.checkCancellation()
            if !calls.isEmpty {
                let reviewed = try await review(calls)
                working.append(.toolCalls(Transcript.ToolCalls(reviewed.map(\.call))))
                working.append(contentsOf: try await runTools(reviewed))
                continue
            }
            let raw = try Self.content(of: text, structured: schema != nil, id: id)
            let content: Content
            do {
                content = try Content(raw)
            } catch {
                throw GenerationError.decodingFailure(.init(debugDescription:
                    "The response does not decode into \(Content.self): \(error.localizedDescription). Response: \(text)"))
            }
            if guardrails.checks(generatingText: schema == nil) { try checkGuardrails(text, what: "response") }
            let segment: Transcript.Segment = schema == nil
                ? .text(Transcript.TextSegment(content: text))
                : .structure(Transcript.StructuredSegment(source: format?.name ?? "\(Content.self)", content: raw))
            working.append(.response(Transcript.Response(segments: [segment])))
            if let onSnapshot { onSnapshot(ResponseStream<Content>.Snapshot(content: try Content.PartiallyGenerated(raw), rawContent: raw)) }
            let added = Array(working)[start.count...]
            state.withLock { $0.transcript = working }
            return Response(content: content, rawContent: raw, transcriptEntries: added)
        }
        throw GenerationError.decodingFailure(.init(debugDescription:
            "The model kept calling tools for \(Self.maximumToolSteps) steps without answering. Ask for an answer, or give the tools' results in the prompt."))
    }

    private static func content(of text: String, structured: Bool, id: GenerationID) throws -> GeneratedContent {
        guard structured else { return GeneratedContent(kind: .string(text), id: id) }
        do {
            var content = try GeneratedContent(json: text)
            content.id = id
            return content
        } catch {
            throw GenerationError.decodingFailure(.init(debugDescription:
                "The model's response is not valid JSON (\(error.localizedDescription)): \(text)"))
        }
    }

    private static func snapshot<Content: Generable>(of text: String, structured: Bool, id: GenerationID,
                                                     as: Content.Type) -> ResponseStream<Content>.Snapshot? {
        var raw: GeneratedContent
        if structured {
            guard let partial = try? GeneratedContent(partialJSON: text) else { return nil }
            raw = partial
        } else {
            raw = GeneratedContent(kind: .string(text))
        }
        raw.id = id
        guard let content = try? Content.PartiallyGenerated(raw) else { return nil }
        return ResponseStream<Content>.Snapshot(content: content, rawContent: raw)
    }

    /// Runs reviewed tool calls concurrently (a skipped call gets its output without running);
    /// their outputs come back in the calls' order.
    private func runTools(_ calls: [ReviewedToolCall]) async throws -> [Transcript.Entry] {
        try await withThrowingTaskGroup(of: (Int, Transcript.Entry).self) { group in
            for (index, reviewed) in calls.enumerated() {
                let call = reviewed.call
                guard let tool = tools.first(where: { $0.name == call.toolName }) else {
                    throw GenerationError.decodingFailure(.init(debugDescription:
                        "The model called \(call.toolName), which is not one of the session's tools."))
                }
                group.addTask {
                    let segments: [Transcript.Segment] = if let output = reviewed.skippedOutput {
                        [.text(Transcript.TextSegment(content: output))]
                    } else {
                        try await Self.invoke(tool, with: call.arguments)
                    }
                    return (index, .toolOutput(Transcript.ToolOutput(id: call.id, toolName: call.toolName, segments: segments)))
                }
            }
            var outputs: [(Int, Transcript.Entry)] = []
            for try await output in group { outputs.append(output) }
            return outputs.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    private static func invoke(_ tool: some Tool, with arguments: GeneratedContent) async throws -> [Transcript.Segment] {
        do {
            let output = try await tool.call(arguments: try .init(arguments))
            return .from(output.promptRepresentation.segments)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw ToolCallError(tool: tool, underlyingError: error)
        }
    }

    /// Throws `guardrailViolation` when text contains a blocked word or phrase.
    func checkGuardrails(_ text: String, what: String) throws {
        let lowered = text.lowercased()
        for phrase in guardrails.blockedPhrases where lowered.contains(phrase.lowercased()) {
            throw GenerationError.guardrailViolation(.init(debugDescription:
                "The \(what) contains the blocked phrase \"\(phrase)\". Rephrase it, or change the session's guardrails."))
        }
    }
}
