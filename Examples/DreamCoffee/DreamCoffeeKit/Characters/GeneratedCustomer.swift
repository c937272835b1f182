import Foundation
import FoundationModels

/// A customer invented by the model, with a name from the player's contacts.
///
/// The model generates the properties in declaration order; `id`, `persona` and
/// `errorResponse` are fixed.
@Generable
public struct GeneratedCustomer: Character {
    @Guide(description: "A first name like Naomi or Alex")
    public let displayName: String
    public let encounter: Encounter
    @Guide(.range(1...10))
    public let level: Int
    @Guide(.count(2))
    public let attributes: [Attribute]
    @Guide(description: "A friendly greeting like hi or howdy")
    public let resumeConversationLine: String
    @Guide(description: "A friendly remark to the barista")
    public let firstLine: String

    public let id = UUID().uuidString
    public let persona = "a CUSTOMER at Dream Coffee (NOT a barista) enjoying a cup of coffee"
    public let errorResponse = "Let's talk about coffee instead, shall we?"

    /// Why the customer came to the counter.
    @Generable
    public enum Encounter: Sendable {
        case newOrder
        case wantToTalkToManager
    }

    /// A trait of the customer.
    @Generable
    public enum Attribute: Sendable {
        case sassy
        case tired
        case hungry
        case excited
        case nervous
    }
}
