extension LanguageModel {
    /// Counts the tokens a prompt takes, as the model reads it.
    /// - Parameter prompt: the prompt.
    /// - Returns: the number of tokens.
    public func tokenCount(for prompt: some PromptRepresentable) async throws -> Int {
        try await tokenCount(for: [.prompt(Transcript.Prompt(segments: .from(prompt.promptRepresentation.segments)))])
    }

    /// Counts the tokens instructions take.
    public func tokenCount(for instructions: Instructions) async throws -> Int {
        try await tokenCount(for: [.instructions(Transcript.Instructions(
            segments: .from(instructions.segments), toolDefinitions: []))])
    }

    /// Counts the tokens the definitions of tools take in the instructions.
    public func tokenCount(for tools: [any Tool]) async throws -> Int {
        try await tokenCount(for: [.instructions(Transcript.Instructions(
            segments: [], toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) }))])
    }

    /// Counts the tokens a schema takes when it is shown to the model in a prompt.
    public func tokenCount(for schema: GenerationSchema) async throws -> Int {
        try await tokenCount(for: [.prompt(Transcript.Prompt(segments: [.text(.init(content: SchemaDescription(schema).instruction))]))])
    }

    /// Counts the tokens transcript entries take.
    public func tokenCount(for entries: some Collection<Transcript.Entry>) async throws -> Int {
        try await tokenCount(for: Array(entries))
    }
}
