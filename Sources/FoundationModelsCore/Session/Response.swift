extension LanguageModelSession {
    /// A complete response of the model.
    public struct Response<Content: Generable> {
        /// The response as the requested type.
        public let content: Content
        /// The response as generated content.
        public let rawContent: GeneratedContent
        /// The transcript entries this request added: prompt, reasoning, tool calls and outputs,
        /// response.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
        /// The tokens this response used, over every step of the request.
        public let usage: Usage
    }
}

extension LanguageModelSession.Response: Sendable where Content: Sendable {}

/// Carries a value from the task that produces it to the one that consumes it. Safe because the
/// producer never touches a value after handing it off (the `sending` pattern), which the
/// generic `Content` of a response cannot express by itself.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
}
