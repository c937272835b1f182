import FoundationModels

/// A dream customer: a fun fantasy character with a coffee order and a picture.
@Generable
public struct NPC: Sendable {
    /// The character's name.
    @Guide(description: "A fun fantasy character's name")
    public let name: String
    /// What the character orders.
    @Guide(description: "The coffee drink the character orders, in their own words")
    public let coffeeOrder: String
    /// The character's picture.
    public let picture: GenerableImage
}
