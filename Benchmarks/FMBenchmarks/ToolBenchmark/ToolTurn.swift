/// What one turn of `fm bench tools` produced: the session's answer and how long the turn took.
/// The calls are in the subject's transcript.
struct ToolTurn: Codable, Sendable {
    /// The answer's text.
    let answer: String
    /// The turn's time, from the prompt to the answer.
    let seconds: Double
}
