import Foundation
import FoundationModels

// The seed's types (the menu sample and Dream Coffee), copied here so the validity program has
// them without depending on the examples.

/// A restaurant's menu for one meal (the seed's menu sample).
@Generable
struct RestaurantMenu {
    let type: MealType
    @Guide(description: "A list of menu items", .count(4...8))
    let menu: [MenuItem]
}

/// One dish of a ``RestaurantMenu``.
@Generable
struct MenuItem {
    @Guide(description: "A name for the dish")
    let name: String
    @Guide(description: "A short description of the dish")
    let description: String
    @Guide(description: "The main ingredients")
    let ingredients: [String]
    @Guide(description: "The cost of the dish in US dollars")
    let cost: Decimal
}

/// The meal a menu is for.
@Generable
enum MealType: CaseIterable {
    case breakfast, lunch, dinner, dessert
}

/// A Dream Coffee character (the seed's NPC).
@Generable
struct NPC {
    let name: String
    let coffeeOrder: String
    let picture: GenerableImage
}

/// A picture whose schema is built by hand, as the seed does.
final class GenerableImage: Generable, Sendable {
    static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: GenerableImage.self,
            description: "A short, non-human-like description of an image for an image generator",
            properties: [GenerationSchema.Property(name: "imageDescription", type: String.self)])
    }

    let imageDescription: String

    init(imageDescription: String) { self.imageDescription = imageDescription }

    required init(_ content: GeneratedContent) throws {
        imageDescription = try content.value(forProperty: "imageDescription")
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(properties: ["imageDescription": imageDescription])
    }
}

/// A Dream Coffee customer (the seed's `GeneratedCustomer`).
@Generable
struct GeneratedCustomer {
    let id = UUID()
    @Guide(description: "A name like Naomi or Alex")
    let displayName: String
    let encounter: Encounter
    let level: Int
    @Guide(.count(2))
    let attributes: [Attribute]
    @Guide(description: "A friendly greeting like hi or howdy")
    let resumeConversationLine: String
    @Guide(description: "A friendly remark to the barista")
    let firstLine: String
    let persona = "a CUSTOMER at Dream Coffee (NOT a barista) enjoying a cup of coffee"

    /// Why the customer came.
    @Generable
    enum Encounter {
        case newOrder, wantToTalkToManager
    }

    /// A customer's mood.
    @Generable
    enum Attribute {
        case sassy, tired, hungry, excited, nervous
    }
}

extension RestaurantMenu: GuideChecked {
    var guideProblems: [String] {
        GuideCheck.count(menu.count, in: 4...8, "menu")
    }
}

extension NPC: GuideChecked {
    var guideProblems: [String] { [] }
}

extension GeneratedCustomer: GuideChecked {
    var guideProblems: [String] {
        GuideCheck.count(attributes.count, in: 2...2, "attributes")
    }
}
