#if !FoundationModels26Errors
    @available(*, deprecated)
#endif
extension LanguageModelSession.GenerationError {
    /// A refusal by the model, with its explanation (26.x; see ``LanguageModelError/Refusal``).
    public struct Refusal: Sendable {
        let transcriptEntries: [Transcript.Entry]

        /// Creates a refusal.
        /// - Parameter transcriptEntries: the entries of the refusal, ending with the model's
        ///   explanation as a response.
        public init(transcriptEntries: [Transcript.Entry]) {
            self.transcriptEntries = transcriptEntries
        }

        /// The model's explanation of why it refused.
        public var explanation: LanguageModelSession.Response<String> {
            get async throws { explained }
        }

        /// The explanation as a stream (it is complete already, so it comes as one snapshot).
        public var explanationStream: LanguageModelSession.ResponseStream<String> {
            LanguageModelSession.ResponseStream(completed: explained)
        }

        private var explained: LanguageModelSession.Response<String> {
            var text = ""
            if case .response(let response)? = transcriptEntries.last(where: {
                if case .response = $0 { true } else { false }
            }) {
                text = response.segments.text
            }
            return .init(
                content: text, rawContent: GeneratedContent(kind: .string(text)),
                transcriptEntries: ArraySlice(transcriptEntries), usage: .zero)
        }
    }
}
