/// Options for what goes into the model's prompt besides the transcript.
public struct ContextOptions: Sendable, Equatable, Codable {
    /// Whether a response schema is shown to the model in the prompt; nil leaves it to the model
    /// (the embedded model shows it).
    public var includeSchemaInPrompt: Bool?
    /// How much the model reasons before it answers, for models that reason.
    public var reasoningLevel: ReasoningLevel?

    /// Creates options.
    /// - Parameters:
    ///   - includeSchemaInPrompt: whether the schema is shown in the prompt.
    ///   - reasoningLevel: how much the model reasons.
    public init(includeSchemaInPrompt: Bool? = nil, reasoningLevel: ReasoningLevel? = nil) {
        self.includeSchemaInPrompt = includeSchemaInPrompt
        self.reasoningLevel = reasoningLevel
    }

    /// How much a model reasons before it answers.
    public enum ReasoningLevel: Sendable, Equatable, Codable {
        /// A little.
        case light
        /// Some.
        case moderate
        /// As much as it takes.
        case deep
        /// A level a provider names.
        case custom(String)
    }
}

extension ContextOptions {
    /// These options with each unset value taken from `defaults`. Extension of this project.
    package func filled(from defaults: ContextOptions) -> ContextOptions {
        ContextOptions(
            includeSchemaInPrompt: includeSchemaInPrompt ?? defaults.includeSchemaInPrompt,
            reasoningLevel: reasoningLevel ?? defaults.reasoningLevel)
    }
}
