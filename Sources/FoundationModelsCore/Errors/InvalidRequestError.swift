import Foundation

extension LanguageModelSession {
    /// A request the session rejects before generating: an empty prompt, a prompt the model
    /// cannot read, or generation options without a meaning. Extension of this project: Apple's
    /// `GenerationError` has no case for a malformed request (its cases describe what goes wrong
    /// while generating), so these programming errors get their own type.
    ///
    /// The session is left as it was: its transcript is unchanged and it answers the next request.
    public struct InvalidRequestError: Swift.Error, LocalizedError, Sendable, Equatable {
        /// What is wrong with the request.
        public enum Reason: Sendable, Equatable {
            /// The prompt has no text (or only whitespace) and no structured content.
            case emptyPrompt
            /// The prompt contains a NUL character (U+0000), which the model's C API reads as the
            /// end of the text.
            case nulCharacter
            /// `GenerationOptions` has a value outside its range; the associated value names the
            /// option (`maximumResponseTokens`, `temperature` or `sampling`).
            case invalidOption(String)
        }

        /// What is wrong with the request.
        public let reason: Reason
        /// What went wrong and what to do about it.
        public let debugDescription: String

        /// Creates an error.
        /// - Parameters:
        ///   - reason: what is wrong with the request.
        ///   - debugDescription: what went wrong and what to do about it.
        public init(_ reason: Reason, _ debugDescription: String) {
            self.reason = reason
            self.debugDescription = debugDescription
        }

        public var errorDescription: String? { debugDescription }
    }
}

extension Prompt {
    /// Checks that the prompt is something a model can read.
    /// - Throws: `InvalidRequestError` for an empty prompt or one with a NUL character.
    func validate() throws {
        let hasStructure = segments.contains { if case .text = $0 { false } else { true } }
        if !hasStructure, text.allSatisfy(\.isWhitespace) {
            throw LanguageModelSession.InvalidRequestError(
                .emptyPrompt,
                "The prompt is empty. Pass the text to respond to; to continue a transcript, start a session with it and ask a question."
            )
        }
        if let index = text.unicodeScalars.firstIndex(of: "\u{0}") {
            let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
            throw LanguageModelSession.InvalidRequestError(
                .nulCharacter,
                "The prompt contains a NUL character (U+0000) at scalar offset \(offset); the model would read only the text before it. Remove it, e.g. with replacingOccurrences(of: \"\\0\", with: \"\")."
            )
        }
    }
}
