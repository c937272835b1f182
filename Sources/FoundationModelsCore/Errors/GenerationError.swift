import Foundation

extension LanguageModelSession {
    /// An error of Apple's 26.x framework.
    ///
    /// By default the framework throws the 27 errors instead (``LanguageModelError``,
    /// ``LanguageModelSession/Error``, `SystemLanguageModel.Error` and
    /// ``GeneratedContent/ParsingError``), as Apple's does for apps built with Xcode 27, and this
    /// type is deprecated. Built with the package trait `FoundationModels26Errors` (the Linux
    /// counterpart of building against Xcode 26), sessions throw this type, with its cases and
    /// contexts, as Apple's framework does for apps built with Xcode 26.
    #if !FoundationModels26Errors
        @available(
            *, deprecated,
            message:
                "Catch LanguageModelError, LanguageModelSession.Error, SystemLanguageModel.Error or GeneratedContent.ParsingError."
        )
    #endif
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
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use LanguageModelError.contextSizeExceeded(_:) instead.")
        #endif
        case exceededContextWindowSize(Context)
        /// The model's files are missing or cannot be read.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use SystemLanguageModel.Error.assetsUnavailable(_:) instead.")
        #endif
        case assetsUnavailable(Context)
        /// The content filter blocked the prompt or the response.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use LanguageModelError.guardrailViolation(_:) instead.")
        #endif
        case guardrailViolation(Context)
        /// A generation guide cannot be enforced.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use LanguageModelError.unsupportedGenerationGuide(_:) instead.")
        #endif
        case unsupportedGuide(Context)
        /// The model does not support the language or locale of the prompt.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use LanguageModelError.unsupportedLanguageOrLocale(_:) instead.")
        #endif
        case unsupportedLanguageOrLocale(Context)
        /// Generated content could not be converted into the requested type.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use GeneratedContent.ParsingError instead.")
        #endif
        case decodingFailure(Context)
        /// The backend refused the request because of its rate limits.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use LanguageModelError.rateLimited(_:) instead.")
        #endif
        case rateLimited(Context)
        /// The session was asked to respond while it was already responding.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use LanguageModelSession.Error.concurrentRequests instead.")
        #endif
        case concurrentRequests(Context)
        /// The model refused to answer.
        #if !FoundationModels26Errors
            @available(*, deprecated, message: "Use LanguageModelError.refusal(_:) instead.")
        #endif
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
