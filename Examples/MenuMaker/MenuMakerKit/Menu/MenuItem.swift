import Foundation
import FoundationModels

/// One dish on a menu.
@Generable
public struct MenuItem: Sendable, Equatable {
    /// The dish's name.
    @Guide(description: "A short, appetizing name for the dish", .pattern(/[A-Z][A-Za-z' -]{2,40}/))
    public let name: String

    /// A one-sentence description.
    @Guide(description: "One short sentence that describes the dish", .pattern(/[A-Z][A-Za-z,' -]{10,90}\./))
    public let description: String

    /// The main ingredients.
    @Guide(description: "The main ingredients of the dish", .count(2...6))
    public let ingredients: [String]

    /// The price in US dollars.
    @Guide(description: "The price of the dish in US dollars", .range(2...40))
    public let cost: Decimal
}
