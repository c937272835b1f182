extension LanguageModelSession {
    /// The tokens a response (or a whole session) used.
    public struct Usage: Sendable {
        /// The tokens read: the prompt and transcript.
        public var input: Input
        /// The tokens generated.
        public var output: Output
        /// Other figures the model reported, e.g. the embedded model's decoded prompt tokens.
        public var metadata: [String: GeneratedContent]

        /// Creates usage figures.
        public init(input: Input, output: Output, metadata: [String: any ConvertibleToGeneratedContent] = [:]) {
            self.input = input
            self.output = output
            self.metadata = metadata.mapValues(\.generatedContent)
        }

        /// All tokens, read and generated.
        public var totalTokenCount: Int { input.totalTokenCount + output.totalTokenCount }

        /// The tokens read.
        public struct Input: Sendable {
            /// All tokens of the prompt and transcript.
            public var totalTokenCount: Int
            /// The tokens that came from a cache instead of being computed.
            public var cachedTokenCount: Int

            /// Creates input counts.
            public init(totalTokenCount: Int, cachedTokenCount: Int) {
                self.totalTokenCount = totalTokenCount
                self.cachedTokenCount = cachedTokenCount
            }
        }

        /// The tokens generated.
        public struct Output: Sendable {
            /// All generated tokens.
            public var totalTokenCount: Int
            /// The tokens of reasoning among them.
            public var reasoningTokenCount: Int

            /// Creates output counts.
            public init(totalTokenCount: Int, reasoningTokenCount: Int) {
                self.totalTokenCount = totalTokenCount
                self.reasoningTokenCount = reasoningTokenCount
            }
        }

        /// No tokens.
        static let zero = Usage(
            input: .init(totalTokenCount: 0, cachedTokenCount: 0),
            output: .init(totalTokenCount: 0, reasoningTokenCount: 0))

        /// The sum of two usages; metadata from `other` replaces this one's on equal keys.
        func adding(_ other: Usage) -> Usage {
            var sum = Usage(
                input: .init(
                    totalTokenCount: input.totalTokenCount + other.input.totalTokenCount,
                    cachedTokenCount: input.cachedTokenCount + other.input.cachedTokenCount),
                output: .init(
                    totalTokenCount: output.totalTokenCount + other.output.totalTokenCount,
                    reasoningTokenCount: output.reasoningTokenCount + other.output.reasoningTokenCount))
            sum.metadata = metadata.merging(other.metadata) { _, new in new }
            return sum
        }
    }
}
