import Foundation

/// What the model wrote for a quality sample, as a player reads it.
///
/// Extension of this project.
public enum QualityOutput: Codable, Sendable {
    /// A generated customer.
    public struct Customer: Codable, Sendable {
        /// The name.
        public var name: String
        /// The coffee order.
        public var order: String
        /// The picture's description.
        public var picture: String

        /// Creates a customer.
        /// - Parameters:
        ///   - name: The name.
        ///   - order: The coffee order.
        ///   - picture: The picture's description.
        public init(name: String, order: String, picture: String) {
            self.name = name
            self.order = order
            self.picture = picture
        }
    }

    /// A customer's verdict on a drink.
    public struct Verdict: Codable, Sendable {
        /// How satisfied the customer is, 1...5.
        public var satisfaction: Int
        /// What the customer says.
        public var feedback: String

        /// Creates a verdict.
        /// - Parameters:
        ///   - satisfaction: How satisfied the customer is, 1...5.
        ///   - feedback: What the customer says.
        public init(satisfaction: Int, feedback: String) {
            self.satisfaction = satisfaction
            self.feedback = feedback
        }
    }

    /// A menu's dish.
    public struct Dish: Codable, Sendable {
        /// The name.
        public var name: String
        /// The description.
        public var description: String
        /// The ingredients.
        public var ingredients: [String]
        /// The price.
        public var cost: Decimal

        /// Creates a dish.
        /// - Parameters:
        ///   - name: The name.
        ///   - description: The description.
        ///   - ingredients: The ingredients.
        ///   - cost: The price.
        public init(name: String, description: String, ingredients: [String], cost: Decimal) {
            self.name = name
            self.description = description
            self.ingredients = ingredients
            self.cost = cost
        }
    }

    /// The customers of a shift, in order.
    case customers([Customer])
    /// A character's reply to the player.
    case reply(String)
    /// The verdicts on the ordered drink and on the other one.
    case verdicts(ordered: Verdict, other: Verdict)
    /// A menu's dishes.
    case menu([Dish])

    /// The reply's text, or nil for another output.
    public var reply: String? {
        if case .reply(let text) = self { return text }
        return nil
    }
}
