import Foundation
import FoundationModels

// The seed's types (the menu sample and Dream Coffee), written as for Apple's framework: they
// must compile unchanged against this library.

@Generable
struct RestaurantMenu {
    let type: MealType
    @Guide(description: "A list of menu items", .count(4...8))
    let menu: [MenuItem]
}

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

@Generable
enum MealType {
    case breakfast, lunch, dinner, dessert
}

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

    @Generable
    enum Encounter {
        case newOrder, wantToTalkToManager
    }

    @Generable
    enum Attribute {
        case sassy, tired, hungry, excited, nervous
    }
}

/// A type that uses every kind of guide, for validity runs.
@Generable
struct GuideSuite {
    @Guide(description: "A drink", .anyOf(["latte", "mocha", "cortado"]))
    let drink: String
    @Guide(.constant("v1"))
    let version: String
    @Guide(description: "A ticket code", /[A-Z]{3}-[0-9]{2}/)
    let code: String
    @Guide(description: "Stars", .range(1...5))
    let stars: Int
    @Guide(description: "A price", .minimum(0.5), .maximum(9.75))
    let price: Double
    @Guide(description: "Two or three tags", .count(2...3))
    let tags: [String]
    @Guide(description: "Digits", .minimumCount(1), .maximumCount(4), .element(.range(0...9)))
    let digits: [Int]
    let mood: MealType
    let note: String?
}
