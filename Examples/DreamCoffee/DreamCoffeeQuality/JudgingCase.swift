import DreamCoffeeKit
import FoundationModels

/// A customer, their order, a drink that matches it and one that does not: what the judging
/// check gives the customer judge.
///
/// Extension of this project.
public struct JudgingCase: Sendable {
    /// The customer's name.
    public let name: String
    /// What the customer ordered.
    public let order: String
    /// What the customer looks like.
    public let looks: String
    /// A drink that is what was ordered.
    public let match: Drink
    /// A drink that is not.
    public let mismatch: Drink

    /// The cases, in order.
    public static let all = [
        JudgingCase(
            name: "Luna", order: "an iced oat latte with vanilla", looks: "a small grey owl with a blue scarf",
            match: Drink(kind: .latte, temperature: .iced, milk: .oat, flavors: [.vanilla]),
            mismatch: Drink(kind: .dripCoffee)),
        JudgingCase(
            name: "Bramble", order: "a hot caramel macchiato", looks: "a green frog in a straw hat",
            match: Drink(kind: .macchiato, flavors: [.caramel]), mismatch: Drink(kind: .tea, temperature: .iced)),
    ]

    /// The customer as the game keeps one.
    /// - Returns: The customer.
    /// - Throws: A decoding error if the game's customer type changed its properties.
    public func customer() throws -> NPC {
        try NPC(
            GeneratedContent(properties: [
                "name": name, "coffeeOrder": order,
                "picture": GeneratedContent(properties: ["imageDescription": looks]),
            ]))
    }
}
