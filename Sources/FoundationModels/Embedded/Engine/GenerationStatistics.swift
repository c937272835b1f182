/// Figures of one step of the embedded model, reported in the usage's metadata
/// (`Response.usage.metadata`) and read back with ``init(_:)``. Extension of this project, for
/// benchmarks and logs.
public struct GenerationStatistics: Sendable, Equatable {
    /// The tokens of the rendered prompt and transcript.
    public var promptTokens = 0
    /// The prompt tokens actually decoded (the rest came from the cache).
    public var decodedPromptTokens = 0
    /// The tokens of the response.
    public var responseTokens = 0
    /// Response tokens decoded in batches because the grammar fixed them (no sampling).
    public var forcedTokens = 0
    /// Time spent in the grammar engine for each sampled token (check, and mask when needed), µs.
    public var engineMicroseconds: [Double] = []
    /// Time from the start of the response (the prompt already decoded) to its first token.
    public var timeToFirstToken: Duration = .zero
    /// Time of the whole step.
    public var duration: Duration = .zero

    /// Creates empty statistics.
    public init() {}

    private enum Key {
        static let decodedPromptTokens = "decodedPromptTokens"
        static let forcedTokens = "forcedTokens"
        static let engineMicroseconds = "engineMicroseconds"
        static let timeToFirstToken = "timeToFirstTokenSeconds"
        static let duration = "durationSeconds"
    }

    /// The statistics of a response of the embedded model, or nil for another model's.
    /// - Parameter usage: the response's usage (or a snapshot's).
    public init?(_ usage: LanguageModelSession.Usage) {
        let metadata = usage.metadata
        guard let decoded = try? metadata[Key.decodedPromptTokens]?.value(Int.self) else { return nil }
        promptTokens = usage.input.totalTokenCount
        decodedPromptTokens = decoded
        responseTokens = usage.output.totalTokenCount
        forcedTokens = (try? metadata[Key.forcedTokens]?.value(Int.self)) ?? 0
        engineMicroseconds = (try? metadata[Key.engineMicroseconds]?.value([Double].self)) ?? []
        timeToFirstToken = .seconds((try? metadata[Key.timeToFirstToken]?.value(Double.self)) ?? 0)
        duration = .seconds((try? metadata[Key.duration]?.value(Double.self)) ?? 0)
    }

    /// The statistics of an executor's usage event (for code that reads a channel directly).
    /// - Parameter usage: the usage an executor sent.
    public init?(_ usage: LanguageModelExecutorGenerationChannel.Usage) {
        var session = LanguageModelSession.Usage(
            input: .init(totalTokenCount: usage.input.totalTokenCount, cachedTokenCount: usage.input.cachedTokenCount),
            output: .init(
                totalTokenCount: usage.output.totalTokenCount, reasoningTokenCount: usage.output.reasoningTokenCount))
        session.metadata = usage.metadata
        self.init(session)
    }

    /// The usage event of a response that reports these statistics.
    var usageAction: LanguageModelExecutorGenerationChannel.Response.Action {
        .updateUsage(input: input, output: output, metadata: metadata)
    }

    /// The usage event of a tool-calls step that reports these statistics.
    var toolCallsUsageAction: LanguageModelExecutorGenerationChannel.ToolCalls.Action {
        .updateUsage(input: input, output: output, metadata: metadata)
    }

    private var input: LanguageModelExecutorGenerationChannel.Usage.Input {
        .init(totalTokenCount: promptTokens, cachedTokenCount: promptTokens - decodedPromptTokens)
    }

    private var output: LanguageModelExecutorGenerationChannel.Usage.Output {
        .init(totalTokenCount: responseTokens, reasoningTokenCount: 0)
    }

    private var metadata: [String: any ConvertibleToGeneratedContent] {
        [
            Key.decodedPromptTokens: decodedPromptTokens, Key.forcedTokens: forcedTokens,
            Key.engineMicroseconds: engineMicroseconds, Key.timeToFirstToken: timeToFirstToken.seconds,
            Key.duration: duration.seconds,
        ]
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

extension Duration {
    /// The duration in microseconds.
    var microseconds: Double { Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12 }
}
