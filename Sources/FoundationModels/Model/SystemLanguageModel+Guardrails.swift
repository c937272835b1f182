extension SystemLanguageModel {
    /// The content filter applied to prompts and responses.
    ///
    /// With a classifier, what each step of a response reads new — the prompt, the tools'
    /// outputs; not the instructions — and what it writes are checked as it streams; a flagged
    /// step throws `LanguageModelError.guardrailViolation` (`GenerationError.guardrailViolation`
    /// in 26.x builds) and the text it streamed from the flagged part on is withdrawn.
    ///
    /// On Linux the classifier is a prompt on the embedded models: the fast model screens each
    /// text and the default model decides on what the screen flags (README, "Guardrails").
    /// `FM_GUARDRAILS=off` turns it off for the whole process.
    public struct Guardrails: Sendable {
        /// Whether text responses go unchecked (`permissiveContentTransformations`).
        let permissive: Bool
        /// The classifier, or nil for none.
        var classifier: (any ContentClassifier)? = Self.configuredClassifier

        /// Guardrails that block unsafe content in prompts and responses: every guardrail is on.
        public static let `default` = Guardrails(permissive: false)
        /// Guardrails that let the model transform text it is given, unsafe content included
        /// (summarizing a news article, say): requests that generate a `String` are not checked
        /// and never throw `guardrailViolation` (the model may still answer with a refusal);
        /// requests that generate other types are checked as with `default`.
        public static let permissiveContentTransformations = Guardrails(permissive: true)

        private init(permissive: Bool) {
            self.permissive = permissive
        }

        /// The embedded models' classifier, or none with `FM_GUARDRAILS=off`.
        static var configuredClassifier: (any ContentClassifier)? {
            EngineConfiguration.current.guardrails ? ModelContentClassifier.shared : nil
        }

        /// The classifier that checks a request, if it is checked: always, except text
        /// generation under `permissiveContentTransformations`.
        func classifier(for request: LanguageModelExecutorGenerationRequest) -> (any ContentClassifier)? {
            permissive && request.schema == nil ? nil : classifier
        }
    }
}
