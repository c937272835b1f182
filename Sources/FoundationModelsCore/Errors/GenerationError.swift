import Foundation

extension LanguageModelSession {
    /// An error of Apple's 26.x framework. Since 27 the framework throws ``LanguageModelError``,
    /// ``LanguageModelSession/Error``, `SystemLanguageModel.Error` and
    /// ``GeneratedContent/ParsingError`` instead, as Apple's does for apps built with Xcode 27; this
    /// type stays so that 26.x code compiles.
    @available(
        *, deprecated,
        message:
            "Catch LanguageModelError, LanguageModelSession.Error, SystemLanguageModel.Error or GeneratedContent.ParsingError."
    )
    public enum GenerationError: Swift.Error, LocalizedError {
        /// The context in which an error happened.
        public struct Context: Sendable {
            /// A description of what went wrong and what to do about it.
            public let debugDescription: String

            /// Creates a context.
            /// - Parameter debugDescription: what went wrong and what to do about it.
            public init(debugDescription: String) {
                self.debugDescription = debugDescription
            }
        }

        /// The prompt and response would not fit in the model's context window.
        @available(*, deprecated, message: "Use LanguageModelError.contextSizeExceeded(_:) instead.")
        case exceededContextWindowSize(Context)
        /// The model's files are missing or cannot be read.
        @available(*, deprecated, message: "Use SystemLanguageModel.Error.assetsUnavailable(_:) instead.")
        case assetsUnavailable(Context)
        /// The content filter blocked the prompt or the response.
        @available(*, deprecated, message: "Use LanguageModelError.guardrailViolation(_:) instead.")
        case guardrailViolation(Context)
        /// A generation guide cannot be enforced.
        @available(*, deprecated, message: "Use LanguageModelError.unsupportedGenerationGuide(_:) instead.")
        case unsupportedGuide(Context)
        /// The model does not support the language or locale of the prompt.
        @available(*, deprecated, message: "Use LanguageModelError.unsupportedLanguageOrLocale(_:) instead.")
        case unsupportedLanguageOrLocale(Context)
        /// Generated content could not be converted into the requested type.
        @available(*, deprecated, message: "Use GeneratedContent.ParsingError instead.")
        case decodingFailure(Context)
        /// The backend refused the request because of its rate limits.
        @available(*, deprecated, message: "Use LanguageModelError.rateLimited(_:) instead.")
        case rateLimited(Context)
        /// The session was asked to respond while it was already responding.
        @available(*, deprecated, message: "Use LanguageModelSession.Error.concurrentRequests instead.")
        case concurrentRequests(Context)
        /// The model refused to answer.
        @available(*, deprecated, message: "Use LanguageModelError.refusal(_:) instead.")
        case refusal(Refusal, Context)

        /// The context of the error.
        var context: Context {
            switch self {
            case .exceededContextWindowSize(let c), .assetsUnavailable(let c), .guardrailViolation(let c),
                .unsupportedGuide(let c), .unsupportedLanguageOrLocale(let c), .decodingFailure(let c),
                .rateLimited(let c), .concurrentRequests(let c), .refusal(_, let c):
                return c
            }
        }

        public var errorDescription: String? { context.debugDescription }
        public var failureReason: String? { context.debugDescription }
        public var recoverySuggestion: String? { nil }
    }
}
