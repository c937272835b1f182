// The 26.x shapes of respond and streamResponse; the 27 shapes (with context options and
// metadata) are in LanguageModelSession+Respond27.swift.
extension LanguageModelSession {
    /// Generates a response as text.
    /// - Returns: the response; its entries are added to the transcript.
    /// - Throws: `LanguageModelError`, `LanguageModelSession.Error`, `GeneratedContent.ParsingError`,
    ///   `ToolCallError`, `InvalidRequestError`, the model's own errors, or `CancellationError`.
    @discardableResult
    public nonisolated(nonsending) func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions())
        async throws -> Response<String>
    {
        try await runTurn(
            TurnRequest(prompt: prompt, schema: nil, options: options, contextOptions: ContextOptions(), metadata: [:]),
            as: String.self)
    }

    /// Generates a response as text to a prompt given as a string.
    @_disfavoredOverload @discardableResult
    public nonisolated(nonsending) func respond(to prompt: String, options: GenerationOptions = GenerationOptions())
        async throws -> Response<String>
    {
        try await respond(to: Prompt(prompt), options: options)
    }

    /// Generates a response as text to a prompt built by a closure.
    @discardableResult
    public nonisolated(nonsending) func respond(
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<String> {
        try await respond(to: try prompt(), options: options)
    }

    /// Streams a response as text: snapshots of the whole response so far, then the last.
    /// - Returns: the stream; generation starts when it is first iterated or collected.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions())
        -> sending ResponseStream<String>
    {
        let request = TurnRequest(
            prompt: prompt, schema: nil, options: options, contextOptions: ContextOptions(), metadata: [:])
        return ResponseStream { onSnapshot in
            Handoff(value: try await self.runTurn(request, as: String.self, onSnapshot: onSnapshot))
        }
    }

    /// Streams a response as text to a prompt given as a string.
    @_disfavoredOverload
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions())
        -> sending ResponseStream<String>
    {
        streamResponse(to: Prompt(prompt), options: options)
    }

    /// Streams a response as text to a prompt built by a closure.
    public func streamResponse(
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> sending ResponseStream<String> {
        streamResponse(to: try prompt(), options: options)
    }

    /// Generates a response as content following a schema.
    /// - Returns: the response; its entries are added to the transcript.
    /// - Throws: `LanguageModelError`, `LanguageModelSession.Error`, `GeneratedContent.ParsingError`,
    ///   `ToolCallError`, `InvalidRequestError`, the model's own errors, or `CancellationError`.
    @discardableResult
    public nonisolated(nonsending) func respond(
        to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        try await runTurn(
            TurnRequest(
                prompt: prompt, schema: schema, options: options,
                contextOptions: ContextOptions(includeSchemaInPrompt: includeSchemaInPrompt), metadata: [:]),
            as: GeneratedContent.self)
    }

    /// Generates a response as content following a schema to a prompt given as a string.
    @_disfavoredOverload @discardableResult
    public nonisolated(nonsending) func respond(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        try await respond(
            to: Prompt(prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as content following a schema to a prompt built by a closure.
    @discardableResult
    public nonisolated(nonsending) func respond(
        schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<GeneratedContent> {
        try await respond(
            to: try prompt(), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as content following a schema: snapshots of the whole response so far, then the last.
    /// - Returns: the stream; generation starts when it is first iterated or collected.
    public func streamResponse(
        to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<GeneratedContent> {
        let request = TurnRequest(
            prompt: prompt, schema: schema, options: options,
            contextOptions: ContextOptions(includeSchemaInPrompt: includeSchemaInPrompt), metadata: [:])
        return ResponseStream { onSnapshot in
            Handoff(value: try await self.runTurn(request, as: GeneratedContent.self, onSnapshot: onSnapshot))
        }
    }

    /// Streams a response as content following a schema to a prompt given as a string.
    @_disfavoredOverload
    public func streamResponse(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<GeneratedContent> {
        streamResponse(
            to: Prompt(prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as content following a schema to a prompt built by a closure.
    public func streamResponse(
        schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> sending ResponseStream<GeneratedContent> {
        streamResponse(to: try prompt(), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as a Generable type.
    /// - Returns: the response; its entries are added to the transcript.
    /// - Throws: `LanguageModelError`, `LanguageModelSession.Error`, `GeneratedContent.ParsingError`,
    ///   `ToolCallError`, `InvalidRequestError`, the model's own errors, or `CancellationError`.
    @discardableResult
    public nonisolated(nonsending) func respond<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        try await runTurn(
            TurnRequest(
                prompt: prompt, schema: Content.generationSchema, options: options,
                contextOptions: ContextOptions(includeSchemaInPrompt: includeSchemaInPrompt), metadata: [:]),
            as: Content.self)
    }

    /// Generates a response as a Generable type to a prompt given as a string.
    @_disfavoredOverload @discardableResult
    public nonisolated(nonsending) func respond<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        try await respond(
            to: Prompt(prompt), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as a Generable type to a prompt built by a closure.
    @discardableResult
    public nonisolated(nonsending) func respond<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<Content> {
        try await respond(
            to: try prompt(), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as a Generable type: snapshots of the whole response so far, then the last.
    /// - Returns: the stream; generation starts when it is first iterated or collected.
    public func streamResponse<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<Content> {
        let request = TurnRequest(
            prompt: prompt, schema: Content.generationSchema, options: options,
            contextOptions: ContextOptions(includeSchemaInPrompt: includeSchemaInPrompt), metadata: [:])
        return ResponseStream { onSnapshot in
            Handoff(value: try await self.runTurn(request, as: Content.self, onSnapshot: onSnapshot))
        }
    }

    /// Streams a response as a Generable type to a prompt given as a string.
    @_disfavoredOverload
    public func streamResponse<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<Content> {
        streamResponse(
            to: Prompt(prompt), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as a Generable type to a prompt built by a closure.
    public func streamResponse<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> sending ResponseStream<Content> {
        streamResponse(
            to: try prompt(), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }
}
