/// A model that can count the tokens of what it reads, and knows its context window. Extension
/// of this project: Apple's `SystemLanguageModel` has these members; models here that can
/// count (the embedded model, any GGUF, a server with a tokenizer endpoint) conform, so that
/// generic code such as `condensed(keepingLast:)` can fit what it sends.
public protocol TokenCountingLanguageModel: LanguageModel {
    /// The tokens the context window holds: prompt, transcript and response.
    var contextSize: Int { get }
    /// Counts the tokens the model would read for transcript entries.
    /// - Parameter entries: the entries, rendered as the model would see them.
    /// - Returns: the number of tokens.
    func tokenCount(for entries: [Transcript.Entry]) async throws -> Int
}

extension TokenCountingLanguageModel {
    /// Counts the tokens a prompt takes, as the model reads it.
    /// - Parameter prompt: the prompt.
    /// - Returns: the number of tokens.
    public func tokenCount(for prompt: some PromptRepresentable) async throws -> Int {
        try await tokenCount(for: [.prompt(Transcript.Prompt(segments: .from(prompt.promptRepresentation.segments)))])
    }

    /// Counts the tokens instructions take.
    /// - Parameter instructions: the instructions.
    /// - Returns: the number of tokens.
    public func tokenCount(for instructions: Instructions) async throws -> Int {
        try await tokenCount(for: [
            .instructions(
                Transcript.Instructions(
                    segments: .from(instructions.segments), toolDefinitions: []))
        ])
    }

    /// Counts the tokens the definitions of tools take in the instructions.
    /// - Parameter tools: the tools.
    /// - Returns: the number of tokens.
    public func tokenCount(for tools: [any Tool]) async throws -> Int {
        try await tokenCount(for: [
            .instructions(
                Transcript.Instructions(
                    segments: [], toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) }))
        ])
    }

    /// Counts the tokens transcript entries take.
    /// - Parameter transcriptEntries: the entries.
    /// - Returns: the number of tokens.
    public func tokenCount(for transcriptEntries: some Collection<Transcript.Entry>) async throws -> Int {
        try await tokenCount(for: Array(transcriptEntries))
    }
}
