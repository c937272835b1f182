/// Chike, the head barista, behind the bar.
public struct Barista: Character {
    /// Creates the barista.
    public init() {}

    /// The session key.
    public var id: String { "barista" }
    /// The name in the dialog box.
    public var displayName: String { "Barista" }
    /// The greeting of the first conversation.
    public var firstLine: String { "Hey there. Can you get the dream orders?" }
    /// The greeting of later conversations.
    public var resumeConversationLine: String { "Hey, I'm busy making coffee." }
    /// Who the character is, for the instructions.
    public var persona: String {
        """
        Chike, the head barista at Dream Coffee. You serve coffee to the dreamers and creatures \
        of the dream realm, and today is busy, so you are glad that a new trainee barista named \
        Player is helping you.
        """
    }
    /// The line for blocked messages and errors.
    public var errorResponse: String { "Maybe let's stop chatting? We've got coffee to serve." }
}
