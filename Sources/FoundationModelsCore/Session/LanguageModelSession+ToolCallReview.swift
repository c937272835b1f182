import Foundation

extension LanguageModelSession {
    /// What happens to a tool call the model made, decided by the session's `toolCallReviewer`.
    /// Extension of this project.
    public enum ToolCallDecision: Sendable, Equatable {
        /// Runs the call as the model made it.
        case run
        /// Runs the tool with other arguments. The transcript records the call with these
        /// arguments, since they are what ran; they must decode into the tool's `Arguments`,
        /// or the turn fails with `ToolCallError`.
        case replace(arguments: GeneratedContent)
        /// Does not run the tool: the model gets `output` as the call's result (for example
        /// "The user declined this call.") and goes on with the turn.
        case skip(output: String)

        /// Skips the call and tells the model that the user declined it.
        public static let decline = ToolCallDecision.skip(
            output: "The user declined this tool call. Answer without it.")
    }

    /// Sees each tool call before it runs, and decides whether it runs, runs with other
    /// arguments, or is skipped with an output of your own; the turn goes on either way. A
    /// reviewer that throws ends the turn with that error, and the transcript stays as it was.
    /// Extension of this project.
    public typealias ToolCallReviewer = @Sendable (Transcript.ToolCall) async throws -> ToolCallDecision

    /// Reviews every tool call the model makes before it runs (nil: every call runs). Calls of
    /// one step are reviewed one at a time, in the model's order; those that run then run
    /// concurrently. The transcript records what ran: replaced arguments, and a skipped call's
    /// output. Extension of this project.
    ///
    /// ```swift
    /// session.toolCallReviewer = { call in
    ///     await askUser("Run \(call.toolName)(\(call.arguments.jsonString))?") ? .run : .decline
    /// }
    /// ```
    public var toolCallReviewer: ToolCallReviewer? {
        get { state.withLock { $0.toolCallReviewer } }
        set { state.withLock { $0.toolCallReviewer = newValue } }
    }

    /// A tool call after review: the call as it is recorded, and the output it gets without
    /// running, if it is skipped.
    struct ReviewedToolCall {
        var call: Transcript.ToolCall
        var skippedOutput: String?
    }

    /// Asks the reviewer, if any, about each call in order.
    /// - Throws: what the reviewer throws.
    func review(_ calls: [Transcript.ToolCall]) async throws -> [ReviewedToolCall] {
        guard let reviewer = toolCallReviewer else { return calls.map { ReviewedToolCall(call: $0) } }
        var reviewed: [ReviewedToolCall] = []
        for var call in calls {
            try Task.checkCancellation()
            switch try await reviewer(call) {
            case .run:
                reviewed.append(ReviewedToolCall(call: call))
            case .replace(let arguments):
                call.arguments = arguments
                reviewed.append(ReviewedToolCall(call: call))
            case .skip(let output):
                reviewed.append(ReviewedToolCall(call: call, skippedOutput: output))
            }
        }
        return reviewed
    }
}
