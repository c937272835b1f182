import FoundationModels

/// A dream customer: a fun fantasy character with a coffee order and a picture.
///
/// The guides keep a small model on track: a name of one or two capitalized words, and an
/// order of a few short words that names a drink of the drink builder, so the player can make
/// it and the judge can compare it (a word of any length once let greedy decoding spell one
/// word until the token budget ran out).
@Generable
public struct NPC: Sendable {
    /// The character's name.
    @Guide(
        description: "The customer's own fantasy name, one or two capitalized words, like Pip Thistledown",
        .pattern(/[A-Z][a-z]{2,11}( [A-Z][a-z]{2,11})?/))
    public let name: String
    /// What the character orders.
    @Guide(
        description: "The coffee drink the customer orders, in a few words, like an iced lavender latte",
        .pattern(
            /(a|an) (hot |iced )?([a-z]{1,14} ){0,3}(latte|cappuccino|espresso|macchiato|cortado|drip coffee|hot chocolate)( with [a-z]{1,14}( [a-z]{1,14}){0,4})?/
        ))
    public let coffeeOrder: String
    /// The character's picture.
    public let picture: GenerableImage
}
