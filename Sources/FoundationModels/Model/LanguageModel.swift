/// A language model a session can use: the embedded model, another GGUF file, or a server.
///
/// Apple's 27 API has this protocol with `capabilities`; the requirements below the first two
/// are an extension of this project: they are what a backend implements.
public protocol LanguageModel: Sendable {
    /// What the model can do.
    var capabilities: LanguageModelCapabilities { get }
    /// Whether the model can be used now, and why not.
    var availability: SystemLanguageModel.Availability { get }
    /// The number of tokens the model's context window holds: prompt, transcript and response.
    var contextSize: Int { get }
    /// Counts the tokens the model would read for transcript entries.
    /// - Parameter entries: the entries, rendered as the model would see them.
    /// - Returns: the number of tokens.
    /// - Throws: `GenerationError.assetsUnavailable` when the model cannot be loaded.
    func tokenCount(for entries: [Transcript.Entry]) async throws -> Int
    /// Creates the state of one conversation (e.g. a KV cache); a session makes one and keeps it.
    /// - Throws: `GenerationError.assetsUnavailable` when the model cannot be loaded.
    func makeConversation() throws -> any LanguageModelConversation
}

/// What a language model can do.
public struct LanguageModelCapabilities: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The model reads images.
    public static let vision = LanguageModelCapabilities(rawValue: 1 << 0)
    /// The model's output can be constrained to a schema.
    public static let guidedGeneration = LanguageModelCapabilities(rawValue: 1 << 1)
    /// The model reasons before it answers.
    public static let reasoning = LanguageModelCapabilities(rawValue: 1 << 2)
    /// The model can call tools.
    public static let toolCalling = LanguageModelCapabilities(rawValue: 1 << 3)
}

/// The state of one conversation with a model. Extension of this project: what a backend
/// implements for a session.
public protocol LanguageModelConversation: AnyObject, Sendable {
    /// Generates the model's next step of a turn.
    /// - Parameter request: the transcript so far and what is asked.
    /// - Returns: a stream of events; it finishes after the step, or throws a `GenerationError`.
    func respond(to request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error>
}

/// What a session asks a model for in one step. Extension of this project.
public struct ModelRequest: Sendable {
    /// The transcript so far; its last entry is the prompt (or tool outputs) to respond to.
    public var transcript: Transcript
    /// The schema the response must follow; nil for text.
    public var schema: GenerationSchema?
    /// Whether the schema is shown to the model in the prompt.
    public var includeSchemaInPrompt: Bool
    /// The tools the model may call in this step.
    public var tools: [Transcript.ToolDefinition]
    /// The generation options.
    public var options: GenerationOptions

    /// Creates a request.
    public init(transcript: Transcript, schema: GenerationSchema? = nil, includeSchemaInPrompt: Bool = true,
                tools: [Transcript.ToolDefinition] = [], options: GenerationOptions = .init()) {
        self.transcript = transcript
        self.schema = schema
        self.includeSchemaInPrompt = includeSchemaInPrompt
        self.tools = tools
        self.options = options
    }
}

/// What a model produces while it responds. Extension of this project.
public enum ModelEvent: Sendable, Equatable {
    /// The response text so far (cumulative, not a delta). For a structured response, JSON.
    case text(String)
    /// The model calls tools instead of answering.
    case toolCalls([Transcript.ToolCall])
    /// Figures of the step just finished, for benchmarks and logs.
    case statistics(GenerationStatistics)
}

/// Figures of one model step. Extension of this project.
public struct GenerationStatistics: Sendable, Equatable {
    /// The tokens of the rendered prompt and transcript.
    public var promptTokens = 0
    /// The prompt tokens actually decoded (the rest came from the cache of earlier turns).
    public var decodedPromptTokens = 0
    /// The tokens of the response.
    public var responseTokens = 0
    /// Response tokens decoded in batches because the grammar fixed them (no sampling).
    public var forcedTokens = 0
    /// Time spent in the grammar engine for each sampled token (check, and mask when needed), µs.
    public var engineMicroseconds: [Double] = []
    /// Time from the request to the first response token.
    public var timeToFirstToken: Duration = .zero
    /// Time of the whole step.
    public var duration: Duration = .zero

    /// Creates empty statistics.
    public init() {}
}
