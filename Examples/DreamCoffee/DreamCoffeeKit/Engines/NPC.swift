import FoundationModels

/// A dream customer: a fun fantasy character with a coffee order and a picture.
@Generable
public struct NPC: Sendable {
    @Guide(description: "A fun fantasy character's name")
    public let name: String
    @Guide(description: "The coffee drink the character orders, in their own words")
    public let coffeeOrder: String
    public let picture: GenerableImage
}
