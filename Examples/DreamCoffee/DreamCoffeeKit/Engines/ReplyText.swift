import Foundation

/// Tidies what a character says before the player sees it: no label in front ("Response:",
/// the character's own name), and no sentence cut off by the token limit.
///
/// Extension of this project.
public enum ReplyText {
    /// The reply without a leading label such as "Response:", "Chike:" or "Lisa says:", and
    /// without quotes around it.
    /// - Parameters:
    ///   - text: The reply so far.
    ///   - speaker: The character's name.
    /// - Returns: The reply.
    public static func withoutLabel(_ text: String, speaker: String) -> String {
        var reply = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        let labels = ["response", "answer", "reply", "assistant", speaker.lowercased(), "\(speaker.lowercased()) says"]
        if let colon = reply.prefix(30).firstIndex(of: ":"),
            labels.contains(reply[..<colon].trimmingCharacters(in: .whitespaces).lowercased())
        {
            reply = reply[reply.index(after: colon)...]
        }
        var trimmed = reply.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count > 1, trimmed.first == "\"", trimmed.last == "\"" {
            trimmed = String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }

    /// The whole reply: trimmed, and when the last sentence was cut off (no `.`, `!` or `?` at
    /// the end), ending at the last sentence that is finished.
    /// - Parameter text: The reply.
    /// - Returns: The reply as shown.
    public static func finished(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !QualityCheck.endsSentence(trimmed),
            let end = trimmed.dropLast().lastIndex(where: { ".!?".contains($0) })
        else { return trimmed }
        return String(trimmed[...end])
    }
}
