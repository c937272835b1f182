import Foundation

extension LanguageModelSession {
    /// An error that happens while a session generates a response.
    public enum GenerationError: Error, LocalizedError {
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
        case exceededContextWindowSize(Context)
        /// The model's files are missing or cannot be read.
        case assetsUnavailable(Context)
        /// The content filter blocked the prompt or the response.
        case guardrailViolation(Context)
        /// A generation guide cannot be enforced.
        case unsupportedGuide(Context)
        /// The model does not support the language or locale of the prompt.
        case unsupportedLanguageOrLocale(Context)
        /// Generated content could not be converted into the requested type.
        case decodingFailure(Context)
        /// The backend refused the request because of its rate limits.
        case rateLimited(Context)
        /// The session was asked to respond while it was already responding.
        case concurrentRequests(Context)
        /// The model refused to answer (a server that reports refusals, such as OpenAI's).
        case refusal(Refusal, Context)

        /// The context of the error.
        public var context: Context {
            switch self {
            case .exceededContextWindowSize(let c), .assetsUnavailable(let c), .guardrailViolation(let c),
                .unsupportedGuide(let c), .unsupportedLanguageOrLocale(let c), .decodingFailure(let c),
                .rateLimited(let c), .concurrentRequests(let c), .refusal(_, let c):
                return c
            }
        }

        public var errorDescription: String? { context.debugDescription }
    }
}
