/// Someone the player can talk to in the coffee shop.
///
/// The dialog engine builds each character's instructions from these texts.
public protocol Character: Sendable {
    /// A stable identifier; the dialog engine keeps one session per identifier.
    var id: String { get }
    /// The name shown in the dialog box.
    var displayName: String { get }
    /// What the character says when the player first talks to them.
    var firstLine: String { get }
    /// What the character says when the player comes back.
    var resumeConversationLine: String { get }
    /// Who the character is, in words the model reads.
    var persona: String { get }
    /// What the character says when a message is blocked or the model fails.
    var errorResponse: String { get }
}
