import FoundationModels

/// A customer's judgement of a served drink: words and a satisfaction score.
///
/// Extension of this project (the original gives only the words).
@Generable
public struct DrinkVerdict: Sendable {
    /// The customer's words.
    @Guide(
        description:
            "One or two short sentences to the barista: a compliment if you like the drink, or politely why not",
        .pattern(/[A-Za-z0-9 ,.!?'&%-]{2,200}/))
    public let feedback: String
    /// How satisfied the customer is, 1...5.
    @Guide(description: "How satisfied you are, from 1 (not at all) to 5 (delighted)", .range(1...5))
    public let satisfaction: Int
}
