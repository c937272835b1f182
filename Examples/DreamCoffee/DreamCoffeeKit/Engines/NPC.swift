import FoundationModels

/// A dream customer: a fun fantasy character with a coffee order and a picture.
@Generable
public struct NPC: Sendable {
    /// The character's name.
    @Guide(description: "A fun fantasy character's name", .pattern(/[A-Z][A-Za-z' -]{1,29}/))
    public let name: String
    /// What the character orders.
    @Guide(description: "The coffee drink the character orders, in a few words", .pattern(/[A-Za-z0-9 ,.!'&%-]{3,80}/))
    public let coffeeOrder: String
    /// The character's picture.
    public let picture: GenerableImage
}
