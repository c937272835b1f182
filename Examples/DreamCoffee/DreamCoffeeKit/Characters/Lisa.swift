/// Lisa, a regular customer at a table.
public struct Lisa: Character {
    /// Creates Lisa.
    public init() {}

    /// The session key.
    public var id: String { "lisa" }
    /// The name in the dialog box.
    public var displayName: String { "Lisa" }
    /// The greeting of the first conversation.
    public var firstLine: String {
        "I was just dreaming that I could fly, so I stopped by for a snack on the way!"
    }
    /// The greeting of later conversations.
    public var resumeConversationLine: String { "Hi!" }
    /// Who the character is, for the instructions.
    public var persona: String {
        """
        Lisa, a regular CUSTOMER at Dream Coffee, not a barista. You were dreaming of flying \
        through the clouds on magical wings and stopped in for a latte. You are curious and friendly.
        """
    }
    /// The line for blocked messages and errors.
    public var errorResponse: String { "I'd really rather talk about coffee instead!" }
}
