import Foundation

/// What the framework asks an executor for in one step: the transcript so far (its last entry
/// is the prompt or the outputs of the tools the model called), the tools it may call, the
/// schema the response must follow, and the options.
public struct LanguageModelExecutorGenerationRequest: Sendable {
    /// A unique identifier, for tracing.
    public var id: UUID
    /// The whole conversation to continue.
    public var transcript: Transcript
    /// The tools the model may call in this step.
    public var enabledToolDefinitions: [Transcript.ToolDefinition]
    /// The schema the response must follow; nil for text.
    public var schema: GenerationSchema?
    /// Sampling, temperature, the token limit and the tool-calling mode.
    public var generationOptions: GenerationOptions
    /// Whether the schema is shown in the prompt, and the reasoning level.
    public var contextOptions: ContextOptions
    /// What the caller attached to the request.
    public var metadata: [String: GeneratedContent]

    /// Creates a request.
    /// - Parameters:
    ///   - id: the request's identifier.
    ///   - transcript: the conversation so far.
    ///   - enabledTools: the tools the model may call.
    ///   - schema: the response's schema, or nil for text.
    ///   - generationOptions: how to generate.
    ///   - contextOptions: what goes into the prompt.
    ///   - metadata: values attached by the caller.
    public init(
        id: UUID, transcript: Transcript, enabledTools: [Transcript.ToolDefinition], schema: GenerationSchema? = nil,
        generationOptions: GenerationOptions, contextOptions: ContextOptions,
        metadata: [String: any ConvertibleToGeneratedContent]
    ) {
        self.id = id
        self.transcript = transcript
        self.enabledToolDefinitions = enabledTools
        self.schema = schema
        self.generationOptions = generationOptions
        self.contextOptions = contextOptions
        self.metadata = metadata.mapValues(\.generatedContent)
    }
}

extension LanguageModelExecutorGenerationRequest {
    /// Whether the schema should be shown to the model: `contextOptions.includeSchemaInPrompt`,
    /// true when unset. Extension of this project.
    public var includesSchemaInPrompt: Bool { contextOptions.includeSchemaInPrompt ?? true }

    /// The tool-calling mode, `.allowed` when unset. Extension of this project.
    public var toolCallingMode: GenerationOptions.ToolCallingMode {
        generationOptions.toolCallingMode ?? .allowed
    }
}
