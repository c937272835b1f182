import Foundation
import FoundationModels

/// A customer invented by the model, with a name from the player's contacts.
///
/// The model generates the properties in declaration order; `id`, `persona` and
/// `errorResponse` are fixed.
@Generable
public struct GeneratedCustomer: Character {
    /// The customer's name (from the contacts tool).
    @Guide(description: "A first name like Naomi or Alex")
    public let displayName: String
    /// Why the customer came.
    public let encounter: Encounter
    /// How important the customer is, 1...10.
    @Guide(.range(1...10))
    public let level: Int
    /// Two traits.
    @Guide(.count(2))
    public let attributes: [Attribute]
    /// The greeting of later conversations.
    @Guide(description: "A friendly greeting like hi or howdy")
    public let resumeConversationLine: String
    /// The greeting of the first conversation.
    @Guide(description: "A friendly remark to the barista")
    public let firstLine: String

    /// A fresh identifier (not generated).
    public let id = UUID().uuidString
    /// The fixed persona (not generated).
    public let persona = "a CUSTOMER at Dream Coffee (NOT a barista) enjoying a cup of coffee"
    /// The fixed error line (not generated).
    public let errorResponse = "Let's talk about coffee instead, shall we?"

    /// Why the customer came to the counter.
    @Generable
    public enum Encounter: Sendable {
        /// The customer wants to order.
        case newOrder
        /// The customer wants to talk to the manager.
        case wantToTalkToManager
    }

    /// A trait of the customer.
    @Generable
    public enum Attribute: Sendable {
        /// Sassy.
        case sassy
        /// Tired.
        case tired
        /// Hungry.
        case hungry
        /// Excited.
        case excited
        /// Nervous.
        case nervous
    }
}
