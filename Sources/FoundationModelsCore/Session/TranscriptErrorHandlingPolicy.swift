/// What a session's transcript keeps when a request fails.
public struct TranscriptErrorHandlingPolicy: Sendable, Equatable {
    let keepsPartialEntries: Bool

    /// The transcript goes back to what it was before the request (the default).
    public static let revertTranscript = TranscriptErrorHandlingPolicy(keepsPartialEntries: false)
    /// The transcript keeps the prompt and what the model produced before the failure; the last
    /// entry may be partial.
    public static let preserveTranscript = TranscriptErrorHandlingPolicy(keepsPartialEntries: true)
}
