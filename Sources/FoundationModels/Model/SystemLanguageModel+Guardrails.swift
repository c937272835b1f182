extension SystemLanguageModel {
    /// The content filter applied to prompts and responses.
    ///
    /// There is no safety classifier on Linux: `default` blocks nothing. Apps that need a filter
    /// pass their own block list with ``init(blockedPhrases:)``.
    public struct Guardrails: Sendable {
        /// Words and phrases that are blocked (case-insensitive). Extension of this project.
        public var blockedPhrases: [String]
        /// Whether prompts and responses that transform given content are checked less strictly.
        let permissive: Bool

        /// Creates guardrails from a list of blocked words and phrases. Extension of this project.
        /// - Parameter blockedPhrases: words and phrases matched case-insensitively.
        public init(blockedPhrases: [String]) {
            self.blockedPhrases = blockedPhrases
            self.permissive = false
        }

        /// The default filter: prompts and responses are checked against `blockedPhrases`, which is
        /// empty here, so nothing is blocked. There is no safety classifier on Linux; build
        /// guardrails with `init(blockedPhrases:)` to block words and phrases.
        public static let `default` = Guardrails(blockedPhrases: [], permissive: false)
        /// A filter that allows transforming content the user provides (e.g. summarizing it):
        /// requests that generate a `String` are never blocked; requests that generate other
        /// types are checked as with `default`.
        public static let permissiveContentTransformations = Guardrails(blockedPhrases: [], permissive: true)

        private init(blockedPhrases: [String], permissive: Bool) {
            self.blockedPhrases = blockedPhrases
            self.permissive = permissive
        }

        /// Whether prompts and responses of a request are checked: always, except text
        /// generation under `permissiveContentTransformations`.
        func checks(generatingText: Bool) -> Bool { !(permissive && generatingText) }

        /// Throws `guardrailViolation` when text contains a blocked word or phrase.
        /// - Parameters:
        ///   - text: the prompt or response.
        ///   - what: "prompt" or "response", for the message.
        func check(_ text: String, what: String) throws {
            let lowered = text.lowercased()
            for phrase in blockedPhrases where lowered.contains(phrase.lowercased()) {
                throw LanguageModelError.guardrailViolation(
                    .init(
                        debugDescription:
                            "The \(what) contains the blocked phrase \"\(phrase)\". Rephrase it, or change the session's guardrails."
                    ))
            }
        }
    }
}
