/// Lisa, a regular customer at a table.
public struct Lisa: Character {
    /// Creates Lisa.
    public init() {}

    public var id: String { "lisa" }
    public var displayName: String { "Lisa" }
    public var firstLine: String {
        "I was just dreaming that I could fly, so I stopped by for a snack on the way!"
    }
    public var resumeConversationLine: String { "Hi!" }
    public var persona: String {
        """
        Lisa, a regular CUSTOMER at Dream Coffee, not a barista. You were dreaming of flying \
        through the clouds on magical wings and stopped in for a latte. You are curious and friendly.
        """
    }
    public var errorResponse: String { "I'd really rather talk about coffee instead!" }
}
