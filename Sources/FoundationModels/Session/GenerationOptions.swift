/// Options that control how a model generates a response.
///
/// A session checks them before generating: `maximumResponseTokens` below 1, a negative or
/// non-finite `temperature`, `random(top:)` below 1, a threshold outside (0, 1], or temperature 0
/// with an explicit random mode throw `LanguageModelSession.InvalidRequestError`. Temperature 0
/// without a sampling mode means greedy.
public struct GenerationOptions: Sendable, Equatable, Codable {
    /// How the next token is chosen from the model's distribution.
    public struct SamplingMode: Sendable, Equatable, Codable {
        enum Mode: Sendable, Equatable, Codable {
            case greedy
            case topK(Int, seed: UInt64?)
            case nucleus(Double, seed: UInt64?)
        }

        let mode: Mode

        /// Always the most likely token: deterministic output.
        public static var greedy: SamplingMode { SamplingMode(mode: .greedy) }

        /// A random choice among the `k` most likely tokens.
        /// - Parameters:
        ///   - k: how many of the most likely tokens to choose from.
        ///   - seed: a seed that makes the choice reproducible.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(mode: .topK(k, seed: seed))
        }

        /// A random choice among the most likely tokens whose probabilities add up to the
        /// threshold (nucleus sampling).
        /// - Parameters:
        ///   - probabilityThreshold: the cumulative probability, between 0 and 1.
        ///   - seed: a seed that makes the choice reproducible.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(mode: .nucleus(probabilityThreshold, seed: seed))
        }
    }

    /// The sampling mode; nil lets the model choose (random, top-p 0.9 here).
    public var sampling: SamplingMode?
    /// The temperature: lower is more focused, higher more varied; nil is the model's default.
    public var temperature: Double?
    /// The most tokens the response may have.
    public var maximumResponseTokens: Int?

    /// Creates options.
    /// - Parameters:
    ///   - sampling: the sampling mode.
    ///   - temperature: the temperature, 0 or more.
    ///   - maximumResponseTokens: the most tokens the response may have, 1 or more.
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }
}
