/// Feedback on a model's output, for a feedback attachment
/// (``LanguageModelSession/logFeedbackAttachment(sentiment:issues:desiredOutput:)``).
public struct LanguageModelFeedback {
    /// How the output felt.
    public enum Sentiment: Sendable, CaseIterable, Hashable {
        /// Good.
        case positive
        /// Bad.
        case negative
        /// Neither.
        case neutral
    }

    /// A problem with the output.
    public struct Issue: Sendable {
        /// The kind of problem.
        public let category: Category
        /// What was wrong, in words.
        public let explanation: String?

        /// Creates an issue.
        /// - Parameters:
        ///   - category: the kind of problem.
        ///   - explanation: what was wrong.
        public init(category: Category, explanation: String? = nil) {
            self.category = category
            self.explanation = explanation
        }

        /// The kinds of problems.
        public enum Category: Sendable, CaseIterable, Hashable {
            /// The output did not help.
            case unhelpful
            /// The output was too long.
            case tooVerbose
            /// The output ignored the instructions.
            case didNotFollowInstructions
            /// The output was wrong.
            case incorrect
            /// The output showed a stereotype or bias.
            case stereotypeOrBias
            /// The output was suggestive or sexual.
            case suggestiveOrSexual
            /// The output was vulgar or offensive.
            case vulgarOrOffensive
            /// The guardrails blocked something harmless.
            case triggeredGuardrailUnexpectedly
        }
    }
}
