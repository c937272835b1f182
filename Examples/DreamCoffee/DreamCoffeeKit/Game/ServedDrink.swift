/// One drink served to a customer and how it was received.
///
/// Extension of this project (the original has no score).
public struct ServedDrink: Sendable, Hashable, Codable {
    /// The lowest and highest satisfaction.
    public static let scale = 1...5

    /// The customer's name.
    public var customerName: String
    /// What the customer ordered, in their words.
    public var order: String
    /// What the player made.
    public var drink: Drink
    /// How happy the customer was, 1...5 (values outside are clamped).
    public var satisfaction: Int
    /// The customer's words about the drink.
    public var feedback: String

    /// Records a served drink.
    /// - Parameters:
    ///   - customerName: The customer's name.
    ///   - order: The order text.
    ///   - drink: The drink made.
    ///   - satisfaction: The judged satisfaction (clamped to 1...5).
    ///   - feedback: The judge's words.
    public init(customerName: String, order: String, drink: Drink, satisfaction: Int, feedback: String) {
        self.customerName = customerName
        self.order = order
        self.drink = drink
        self.satisfaction = Swift.min(Self.scale.upperBound, Swift.max(Self.scale.lowerBound, satisfaction))
        self.feedback = feedback
    }
}
