/// Chike, the head barista, behind the bar.
public struct Barista: Character {
    /// Creates the barista.
    public init() {}

    public var id: String { "barista" }
    public var displayName: String { "Barista" }
    public var firstLine: String { "Hey there. Can you get the dream orders?" }
    public var resumeConversationLine: String { "Hey, I'm busy making coffee." }
    public var persona: String {
        """
        Chike, the head barista at Dream Coffee. You serve coffee to the dreamers and creatures \
        of the dream realm, and today is busy, so you are glad that a new trainee barista named \
        Player is helping you.
        """
    }
    public var errorResponse: String { "Maybe let's stop chatting? We've got coffee to serve." }
}
