/// Options that control how a model generates a response.
///
/// A session checks them before generating: `maximumResponseTokens` below 1, a negative or
/// non-finite `temperature`, `random(top:)` below 1, a threshold outside (0, 1], or temperature 0
/// with an explicit random mode throw `LanguageModelSession.InvalidRequestError`. Temperature 0
/// without a sampling mode means greedy.
public struct GenerationOptions: Sendable, Equatable, Codable {
    /// How the next token is chosen from the model's distribution.
    public struct SamplingMode: Sendable, Equatable, Codable {
        /// The mode, for executors that translate it to their backend's parameters.
        public let kind: Kind

        /// The kinds of sampling.
        public enum Kind: Sendable, Equatable, Codable {
            /// Always the most likely token.
            case greedy
            /// A random choice among the `k` most likely tokens.
            case randomTopK(_ k: Int, seed: UInt64?)
            /// A random choice among the most likely tokens whose probabilities add up to the threshold.
            case randomProbabilityThreshold(_ threshold: Double, seed: UInt64?)
        }

        /// Always the most likely token: deterministic output.
        public static var greedy: SamplingMode { SamplingMode(kind: .greedy) }

        /// A random choice among the `k` most likely tokens.
        /// - Parameters:
        ///   - k: how many of the most likely tokens to choose from.
        ///   - seed: a seed that makes the choice reproducible.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(kind: .randomTopK(k, seed: seed))
        }

        /// A random choice among the most likely tokens whose probabilities add up to the
        /// threshold (nucleus sampling).
        /// - Parameters:
        ///   - probabilityThreshold: the cumulative probability, between 0 and 1.
        ///   - seed: a seed that makes the choice reproducible.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(kind: .randomProbabilityThreshold(probabilityThreshold, seed: seed))
        }
    }

    /// Whether the model may, must or must not call tools.
    public struct ToolCallingMode: Sendable, Equatable, Codable {
        /// The mode, for executors that translate it.
        public var kind: Kind

        /// The kinds of tool-calling modes.
        public enum Kind: Sendable, Equatable, Hashable, Codable {
            /// The model decides whether to call tools.
            case allowed
            /// The model must call a tool before it answers.
            case required
            /// The model answers without calling tools.
            case disallowed
        }

        /// The model decides whether to call tools (the default).
        public static let allowed = ToolCallingMode(kind: .allowed)
        /// The model calls at least one tool before it answers.
        public static let required = ToolCallingMode(kind: .required)
        /// The model does not call tools; they are not shown to it.
        public static let disallowed = ToolCallingMode(kind: .disallowed)
    }

    /// The sampling mode; nil lets the model choose (random, top-p 0.9 on the embedded model).
    public var samplingMode: SamplingMode?
    /// The temperature: lower is more focused, higher more varied; nil is the model's default.
    public var temperature: Double?
    /// The most tokens the response may have.
    public var maximumResponseTokens: Int?
    /// Whether the model may call tools; nil is `.allowed`.
    public var toolCallingMode: ToolCallingMode?

    /// The sampling mode.
    @available(*, deprecated, renamed: "samplingMode")
    public var sampling: SamplingMode? {
        get { samplingMode }
        set { samplingMode = newValue }
    }

    /// Creates options.
    /// - Parameters:
    ///   - samplingMode: the sampling mode.
    ///   - temperature: the temperature, 0 or more.
    ///   - maximumResponseTokens: the most tokens the response may have, 1 or more.
    public init(samplingMode: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.samplingMode = samplingMode
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// Creates options with a tool-calling mode.
    /// - Parameters:
    ///   - samplingMode: the sampling mode.
    ///   - temperature: the temperature, 0 or more.
    ///   - maximumResponseTokens: the most tokens the response may have, 1 or more.
    ///   - toolCallingMode: whether the model may, must or must not call tools.
    public init(
        samplingMode: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil,
        toolCallingMode: ToolCallingMode?
    ) {
        self.init(samplingMode: samplingMode, temperature: temperature, maximumResponseTokens: maximumResponseTokens)
        self.toolCallingMode = toolCallingMode
    }

    /// Creates options (26.x spelling).
    @available(*, deprecated, renamed: "init(samplingMode:temperature:maximumResponseTokens:)")
    public init(sampling: SamplingMode?, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.init(samplingMode: sampling, temperature: temperature, maximumResponseTokens: maximumResponseTokens)
    }
}

extension GenerationOptions {
    /// These options with each unset value taken from `defaults`. Extension of this project.
    package func filled(from defaults: GenerationOptions) -> GenerationOptions {
        var options = self
        options.samplingMode = samplingMode ?? defaults.samplingMode
        options.temperature = temperature ?? defaults.temperature
        options.maximumResponseTokens = maximumResponseTokens ?? defaults.maximumResponseTokens
        options.toolCallingMode = toolCallingMode ?? defaults.toolCallingMode
        return options
    }
}
