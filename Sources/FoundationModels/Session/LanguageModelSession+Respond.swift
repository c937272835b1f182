extension LanguageModelSession {
    /// Generates a response as text.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - options: how to generate.
    /// - Returns: the response; its entries are added to the transcript.
    /// - Throws: `GenerationError`, `ToolCallError`, `InvalidRequestError` (an empty prompt, a NUL
    ///   character, options out of range), or `CancellationError`.
    @discardableResult
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        try await runTurn(prompt: prompt, schema: nil, includeSchemaInPrompt: false, options: options)
    }

    /// Generates a response as text to a prompt given as a string.
    @_disfavoredOverload @discardableResult
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        try await respond(to: Prompt(prompt), options: options)
    }

    /// Generates a response as text to a prompt built by a closure.
    @discardableResult
    public func respond(options: GenerationOptions = GenerationOptions(),
                        @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        try await respond(to: try prompt(), options: options)
    }

    /// Streams a response as text: snapshots of the whole response so far, then the last.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - options: how to generate.
    /// - Returns: the stream; generation starts when it is first iterated or collected.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<String> {
        ResponseStream { onSnapshot in
            Handoff(value: try await self.runTurn(prompt: prompt, schema: nil, includeSchemaInPrompt: false, options: options, onSnapshot: onSnapshot))
        }
    }

    /// Streams a response as text to a prompt given as a string.
    @_disfavoredOverload
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<String> {
        streamResponse(to: Prompt(prompt), options: options)
    }

    /// Streams a response as text to a prompt built by a closure.
    public func streamResponse(options: GenerationOptions = GenerationOptions(),
                               @PromptBuilder prompt: () throws -> Prompt) rethrows -> sending ResponseStream<String> {
        streamResponse(to: try prompt(), options: options)
    }

    /// Generates a response as content following a schema.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - options: how to generate.
    /// - Returns: the response; its entries are added to the transcript.
    /// - Throws: `GenerationError`, `ToolCallError`, `InvalidRequestError` (an empty prompt, a NUL
    ///   character, options out of range), or `CancellationError`.
    @discardableResult
    public func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        try await runTurn(prompt: prompt, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as content following a schema to a prompt given as a string.
    @_disfavoredOverload @discardableResult
    public func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        try await respond(to: Prompt(prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as content following a schema to a prompt built by a closure.
    @discardableResult
    public func respond(schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                        @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<GeneratedContent> {
        try await respond(to: try prompt(), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as content following a schema: snapshots of the whole response so far, then the last.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - options: how to generate.
    /// - Returns: the stream; generation starts when it is first iterated or collected.
    public func streamResponse(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<GeneratedContent> {
        ResponseStream { onSnapshot in
            Handoff(value: try await self.runTurn(prompt: prompt, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options, onSnapshot: onSnapshot))
        }
    }

    /// Streams a response as content following a schema to a prompt given as a string.
    @_disfavoredOverload
    public func streamResponse(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<GeneratedContent> {
        streamResponse(to: Prompt(prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as content following a schema to a prompt built by a closure.
    public func streamResponse(schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                               @PromptBuilder prompt: () throws -> Prompt) rethrows -> sending ResponseStream<GeneratedContent> {
        streamResponse(to: try prompt(), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as a Generable type.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - options: how to generate.
    /// - Returns: the response; its entries are added to the transcript.
    /// - Throws: `GenerationError`, `ToolCallError`, `InvalidRequestError` (an empty prompt, a NUL
    ///   character, options out of range), or `CancellationError`.
    @discardableResult
    public func respond<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        try await runTurn(prompt: prompt, schema: Content.generationSchema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as a Generable type to a prompt given as a string.
    @_disfavoredOverload @discardableResult
    public func respond<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        try await respond(to: Prompt(prompt), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Generates a response as a Generable type to a prompt built by a closure.
    @discardableResult
    public func respond<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                        @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        try await respond(to: try prompt(), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as a Generable type: snapshots of the whole response so far, then the last.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - options: how to generate.
    /// - Returns: the stream; generation starts when it is first iterated or collected.
    public func streamResponse<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<Content> {
        ResponseStream { onSnapshot in
            Handoff(value: try await self.runTurn(prompt: prompt, schema: Content.generationSchema, includeSchemaInPrompt: includeSchemaInPrompt, options: options, onSnapshot: onSnapshot))
        }
    }

    /// Streams a response as a Generable type to a prompt given as a string.
    @_disfavoredOverload
    public func streamResponse<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<Content> {
        streamResponse(to: Prompt(prompt), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Streams a response as a Generable type to a prompt built by a closure.
    public func streamResponse<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                               @PromptBuilder prompt: () throws -> Prompt) rethrows -> sending ResponseStream<Content> {
        streamResponse(to: try prompt(), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

}
