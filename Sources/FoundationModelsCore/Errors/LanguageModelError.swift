import Foundation

/// A failure while generating a response, with any language model.
///
/// Each case carries a payload with what went wrong (`debugDescription`), free-form `metadata`,
/// and the case's own fields.
public enum LanguageModelError: Error, LocalizedError {
    /// The transcript, prompt and response would not fit in the model's context window.
    case contextSizeExceeded(ContextSizeExceeded)
    /// The backend refused the request because of its rate limits.
    case rateLimited(RateLimited)
    /// A safety check flagged the prompt or the response.
    case guardrailViolation(GuardrailViolation)
    /// The model declined to answer.
    case refusal(Refusal)
    /// The request needs a capability the model did not declare.
    case unsupportedCapability(UnsupportedCapability)
    /// The transcript holds content the model cannot read.
    case unsupportedTranscriptContent(UnsupportedTranscriptContent)
    /// The schema uses a guide the model cannot enforce.
    case unsupportedGenerationGuide(UnsupportedGenerationGuide)
    /// The model does not support the prompt's language.
    case unsupportedLanguageOrLocale(UnsupportedLanguageOrLocale)
    /// The request did not finish in time.
    case timeout(Timeout)

    /// The payload's description of what went wrong and what to do.
    public var debugDescription: String {
        switch self {
        case .contextSizeExceeded(let e): e.debugDescription
        case .rateLimited(let e): e.debugDescription
        case .guardrailViolation(let e): e.debugDescription
        case .refusal(let e): e.debugDescription
        case .unsupportedCapability(let e): e.debugDescription
        case .unsupportedTranscriptContent(let e): e.debugDescription
        case .unsupportedGenerationGuide(let e): e.debugDescription
        case .unsupportedLanguageOrLocale(let e): e.debugDescription
        case .timeout(let e): e.debugDescription
        }
    }

    public var errorDescription: String? { debugDescription }

    /// The prompt and transcript do not fit in the context window.
    public struct ContextSizeExceeded: Sendable {
        /// The tokens the context window holds.
        public var contextSize: Int
        /// The tokens the request needed.
        public var tokenCount: Int
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(contextSize: Int, tokenCount: Int, debugDescription: String, metadata: [String: any Sendable] = [:])
        {
            self.contextSize = contextSize
            self.tokenCount = tokenCount
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The backend's rate limit was reached.
    public struct RateLimited: Sendable {
        /// When requests succeed again, if the backend said.
        public var resetDate: Date?
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(resetDate: Date?, debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.resetDate = resetDate
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// A safety check flagged the prompt or the response.
    public struct GuardrailViolation: Sendable {
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The model declined to answer, and why.
    public struct Refusal: Sendable {
        /// What went wrong.
        public var debugDescription: String
        /// More about the refusal.
        public var metadata: [String: any Sendable]
        let explanationText: String

        /// Creates the payload.
        /// - Parameters:
        ///   - explanation: the model's own words on why it refused.
        ///   - debugDescription: what went wrong.
        ///   - metadata: more about the refusal.
        public init(explanation: String, debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.explanationText = explanation
            self.debugDescription = debugDescription
            self.metadata = metadata
        }

        /// The model's explanation, as a response.
        public var explanation: LanguageModelSession.Response<String> {
            get async throws { explained }
        }

        /// The explanation as a stream (already complete, so it comes as one snapshot).
        public var explanationStream: LanguageModelSession.ResponseStream<String> {
            LanguageModelSession.ResponseStream(completed: explained)
        }

        private var explained: LanguageModelSession.Response<String> {
            let entry = Transcript.Entry.response(
                Transcript.Response(segments: [.text(.init(content: explanationText))]))
            return .init(
                content: explanationText, rawContent: GeneratedContent(kind: .string(explanationText)),
                transcriptEntries: [entry][...], usage: .zero)
        }
    }

    /// The request needs a capability the model did not declare.
    public struct UnsupportedCapability: Sendable {
        /// The capability.
        public var capability: LanguageModelCapabilities.Capability
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(
            capability: LanguageModelCapabilities.Capability, debugDescription: String,
            metadata: [String: any Sendable] = [:]
        ) {
            self.capability = capability
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The transcript holds content the model cannot read.
    public struct UnsupportedTranscriptContent: Sendable {
        /// The entries with that content.
        public var unsupportedContent: [Transcript.Entry]
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(
            unsupportedContent: [Transcript.Entry], debugDescription: String,
            metadata: [String: any Sendable] = [:]
        ) {
            self.unsupportedContent = unsupportedContent
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The schema uses a guide the model cannot enforce.
    public struct UnsupportedGenerationGuide: Sendable {
        /// The schema's name, if known.
        public var schemaName: String?
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(schemaName: String?, debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.schemaName = schemaName
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The model does not support the prompt's language.
    public struct UnsupportedLanguageOrLocale: Sendable {
        /// The language.
        public var languageCode: Locale.LanguageCode
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(languageCode: Locale.LanguageCode, debugDescription: String, metadata: [String: any Sendable] = [:])
        {
            self.languageCode = languageCode
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The request did not finish in time.
    public struct Timeout: Sendable {
        /// What went wrong and what to do.
        public var debugDescription: String
        /// More about the failure.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }
}

extension LanguageModelError: CustomDebugStringConvertible {}
