import Foundation

extension LanguageModelSession {
    /// The most model steps in one turn (each step may call tools); past it the turn fails.
    static let maximumToolSteps = 8

    /// What a request asks for.
    struct TurnRequest: Sendable {
        var prompt: Prompt
        var schema: GenerationSchema?
        var options: GenerationOptions
        var contextOptions: ContextOptions
        var metadata: [String: GeneratedContent]

        init(
            prompt: Prompt, schema: GenerationSchema?, options: GenerationOptions, contextOptions: ContextOptions,
            metadata: [String: any ConvertibleToGeneratedContent]
        ) {
            self.prompt = prompt
            self.schema = schema
            self.options = options
            self.contextOptions = contextOptions
            self.metadata = metadata.mapValues(\.generatedContent)
        }
    }

    /// Runs one request: appends the prompt, lets the model respond (calling tools as it
    /// decides), and commits the new entries to the transcript when the whole turn succeeds. A
    /// failed or cancelled request leaves the transcript as it was (unless the policy is
    /// `.preserveTranscript`), and the session answers the next request. Every request goes
    /// through here, so this is where its error takes its public form (``publicError(_:)``).
    func runTurn<Content: Generable>(
        _ request: TurnRequest, as: Content.Type,
        onSnapshot: (@Sendable (ResponseStream<Content>.Snapshot) -> Void)? = nil
    ) async throws -> Response<Content> {
        do {
            return try await runTurnThrowing27Errors(request, as: Content.self, onSnapshot: onSnapshot)
        } catch {
            throw Self.publicError(error)
        }
    }

    private func runTurnThrowing27Errors<Content: Generable>(
        _ request: TurnRequest, as: Content.Type,
        onSnapshot: (@Sendable (ResponseStream<Content>.Snapshot) -> Void)?
    ) async throws -> Response<Content> {
        let start = try beginResponding()
        return try await SessionPropertyValues.$current.withValue(values) {
            let setup = source.resolve(for: self)
            var turn = Turn<Content>(
                session: self, setup: setup, request: request, start: setup.transcript(from: start),
                onSnapshot: onSnapshot)
            do {
                if let activation = setup.activation { await activation.source.activate(activation) }
                let response = try await turn.run()
                try endResponding(committing: turn.working, usage: turn.usage)
                return response
            } catch {
                let policy = setup.errorPolicy ?? transcriptErrorHandlingPolicy ?? .revertTranscript
                try endResponding(committing: policy.keepsPartialEntries ? turn.working : nil, usage: turn.usage)
                throw error
            }
        }
    }
}

/// One request in progress: the working transcript, the steps, the tools.
struct Turn<Content: Generable> {
    let session: LanguageModelSession
    /// What the request uses; the instructions and tools are evaluated again before each step.
    private(set) var setup: RequestSetup
    let request: LanguageModelSession.TurnRequest
    let start: Transcript
    let onSnapshot: (@Sendable (LanguageModelSession.ResponseStream<Content>.Snapshot) -> Void)?
    /// The transcript with what the request has added so far.
    private(set) var working: Transcript
    /// The tokens used so far, over every step.
    private(set) var usage = LanguageModelSession.Usage.zero
    private let id = GenerationID()

    init(
        session: LanguageModelSession, setup: RequestSetup, request: LanguageModelSession.TurnRequest,
        start: Transcript, onSnapshot: (@Sendable (LanguageModelSession.ResponseStream<Content>.Snapshot) -> Void)?
    ) {
        self.session = session
        self.setup = setup
        self.request = request
        self.start = start
        self.onSnapshot = onSnapshot
        self.working = start
    }

    private var options: GenerationOptions { request.options.filled(from: setup.options) }
    private var contextOptions: ContextOptions { request.contextOptions.filled(from: setup.contextOptions) }
    private var isStructured: Bool { request.schema != nil }

    mutating func run() async throws -> LanguageModelSession.Response<Content> {
        try options.validate()
        try request.prompt.validate()
        let prompt = Transcript.Prompt(
            metadata: request.metadata, segments: .from(request.prompt.segments), options: request.options,
            responseFormat: request.schema.map { Transcript.ResponseFormat(schema: $0) },
            contextOptions: request.contextOptions)
        working.append(.prompt(prompt))
        try await hooks { hooks in for hook in hooks.onPrompt { try await hook(prompt) } }
        for step in 0..<LanguageModelSession.maximumToolSteps {
            try Task.checkCancellation()
            if step > 0 { refreshInstructions() }
            let step = try await respond()
            usage = usage.adding(step.usage)
            try Task.checkCancellation()
            if step.hasToolCalls {
                let entries = try step.entries()
                working.append(contentsOf: entries)
                try await callTools(in: entries)
                continue
            }
            return try await finish(step)
        }
        throw LanguageModelSession.ToolLoopError(steps: LanguageModelSession.maximumToolSteps)
    }

    /// Evaluates a dynamic profile's instructions and tools again (they may depend on what the
    /// tools just did); the model and options stay those of the request's start.
    private mutating func refreshInstructions() {
        guard setup.activation != nil else { return }
        let latest = session.source.resolve(for: session)
        setup.instructions = latest.instructions
        setup.tools = latest.tools
        working = setup.transcript(from: working)
    }

    /// Runs hooks; a hook may change the history through `@SessionProperty(\.history)`, which
    /// edits this request's transcript.
    private mutating func hooks(_ body: (RequestHooks) async throws -> Void) async throws {
        let hooks = setup.hooks
        guard !hooks.isEmpty else { return }
        try await session.values.editing(&working) { try await body(hooks) }
    }

    /// One executor step: the request as the model sees it, the events, the entries.
    private func respond() async throws -> ResponseAssembler {
        let view = setup.modelView(of: working)
        try await CapabilityCheck(
            model: setup.model, tools: setup.tools, schema: request.schema,
            options: options, contextOptions: contextOptions
        ).check(view)
        let executorRequest = LanguageModelExecutorGenerationRequest(
            id: UUID(), transcript: view, enabledTools: setup.tools.map { Transcript.ToolDefinition(tool: $0) },
            schema: request.schema, generationOptions: options, contextOptions: contextOptions,
            metadata: request.metadata)
        var assembler = ResponseAssembler()
        var streamed = StreamedContent(id: id)
        try await ExecutorRun.run(setup.model, executorRequest) { event in
            let change = assembler.apply(event)
            guard let onSnapshot, case .response = event.storage else { return }
            guard isStructured else {
                return emitSnapshot(
                    GeneratedContent(kind: .string(assembler.responseText), id: id), assembler, onSnapshot)
            }
            streamed.apply(change, text: assembler.responseText)
            emitSnapshot(streamed.content, assembler, onSnapshot)
        }
        try await checkDataEntries(assembler)
        return assembler
    }

    /// Sends a snapshot of the response so far, when it reads as the content.
    private func emitSnapshot(
        _ raw: GeneratedContent?, _ assembler: ResponseAssembler,
        _ emit: (LanguageModelSession.ResponseStream<Content>.Snapshot) -> Void
    ) {
        guard let raw, let content = try? Content.PartiallyGenerated(raw) else { return }
        let entries = (try? assembler.entries()) ?? []
        emit(
            .init(
                content: content, rawContent: raw, transcriptEntries: (Array(working) + entries)[start.count...],
                usage: usage.adding(assembler.usage)))
    }

    /// Every data entry must be of a type the model accepts.
    private func checkDataEntries(_ assembler: ResponseAssembler) async throws {
        for entry in try assembler.entries() {
            guard case .data(let data) = entry else { continue }
            if try await !setup.model.supportsDataEntryType(data.contentType) {
                throw LanguageModelError.unsupportedTranscriptContent(
                    .init(
                        unsupportedContent: [entry],
                        debugDescription:
                            "The model produced a data entry of type \(data.contentType.identifier), which it does not declare "
                            + "in supportsDataEntryType(_:)."))
            }
        }
    }

    /// Runs the calls of a step's tool-calls entries and appends their outputs.
    private mutating func callTools(in entries: [Transcript.Entry]) async throws {
        for entry in entries {
            guard case .toolCalls(let calls) = entry else { continue }
            try await hooks { hooks in for call in calls { for hook in hooks.onToolCall { try await hook(call) } } }
            let reviewed = try await session.review(Array(calls))
            if reviewed.map(\.call) != Array(calls), let index = working.lastIndex(where: { $0.id == calls.id }) {
                working[index] = .toolCalls(Transcript.ToolCalls(id: calls.id, reviewed.map(\.call)))
            }
            let outputs = try await ToolRunner(tools: setup.tools).run(reviewed)
            working.append(contentsOf: outputs.map { .toolOutput($0) })
            try await hooks { hooks in
                for (call, output) in zip(reviewed.map(\.call), outputs) {
                    for hook in hooks.onToolOutput { try await hook(call, output) }
                }
            }
        }
    }

    /// Turns the last step's response into the requested content and adds it to the transcript.
    private mutating func finish(_ step: ResponseAssembler) async throws -> LanguageModelSession.Response<Content> {
        let text = step.responseText
        let raw = try Self.content(of: text, structured: isStructured).identified(by: id)
        let content: Content
        do {
            content = try Content(raw)
        } catch {
            throw GeneratedContent.ParsingError(
                rawContent: text, underlyingError: error,
                debugDescription:
                    "The response does not decode into \(Content.self): \(error.localizedDescription). Response: \(text)"
            )
        }
        var response = step.response ?? Transcript.Response(segments: [])
        let attachments = response.segments.filter { if case .attachment = $0 { true } else { false } }
        let body: Transcript.Segment =
            isStructured
            ? .structure(.init(schemaName: request.schema?.name ?? "\(Content.self)", content: raw))
            : .text(.init(content: text))
        response.segments = [body] + attachments
        let entries = try step.entries(finalResponse: response)
        working.append(contentsOf: entries)
        if !entries.contains(where: { $0.id == response.id }) { working.append(.response(response)) }
        try await hooks { hooks in
            for case .reasoning(let reasoning) in entries {
                for hook in hooks.onReasoning { try await hook(reasoning) }
            }
            for hook in hooks.onResponse { try await hook(response) }
        }
        // A hook may have rewritten the history, so the turn's entries are found by id, not position.
        let earlier = Set(start.map(\.id))
        let transcriptEntries = ArraySlice(working.filter { !earlier.contains($0.id) })
        if let onSnapshot {
            onSnapshot(
                .init(
                    content: try Content.PartiallyGenerated(raw), rawContent: raw,
                    transcriptEntries: transcriptEntries, usage: usage))
        }
        return .init(content: content, rawContent: raw, transcriptEntries: transcriptEntries, usage: usage)
    }

    private static func content(of text: String, structured: Bool) throws -> GeneratedContent {
        guard structured else { return GeneratedContent(kind: .string(text)) }
        do {
            return try GeneratedContent(completeJSON: text)
        } catch {
            throw GeneratedContent.ParsingError(
                rawContent: text, underlyingError: error,
                debugDescription:
                    "The model's response is not valid JSON (\(error.localizedDescription)): \(text)")
        }
    }
}

extension LanguageModelSession {
    /// The model kept calling tools for ``LanguageModelSession/maximumToolSteps`` steps without
    /// answering. Extension of this project: Apple's framework has no limit to report.
    public struct ToolLoopError: Swift.Error, LocalizedError, Sendable {
        /// The steps the turn took.
        public let steps: Int

        public var errorDescription: String? {
            "The model kept calling tools for \(steps) steps without answering. Ask for an answer, or give the tools' results in the prompt."
        }
    }
}
