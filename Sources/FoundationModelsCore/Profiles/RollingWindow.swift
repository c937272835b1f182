/// A window over a conversation that keeps its instructions and its last entries, starting at
/// a prompt so that a tool call is never cut from its output. Extension of this project; use it
/// in a profile's `historyTransform`:
///
/// ```swift
/// Profile { Instructions("You are a barista.") }
///     .historyTransform { RollingWindow(entries: 6).apply(to: $0) }
/// ```
///
/// Keeping the instructions keeps their cached prefix on the embedded model: a turn decodes only
/// what is new in the window.
public struct RollingWindow: Sendable {
    /// The most entries kept after the instructions (more when the cut would split a turn).
    public let entries: Int

    /// A window of the last `entries` entries.
    public init(entries: Int) {
        self.entries = max(0, entries)
    }

    /// The instructions (if the transcript starts with them) and the last entries.
    /// - Parameter transcript: the entries a profile's history transform gets.
    /// - Returns: the entries the model sees.
    public func apply(to transcript: [Transcript.Entry]) -> [Transcript.Entry] {
        let parts = Transcript(entries: transcript).condensingParts(keepingLast: entries)
        return (parts.instructions.map { [.instructions($0)] } ?? []) + parts.recent
    }
}
