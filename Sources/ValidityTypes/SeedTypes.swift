import Foundation
import FoundationModelsCore

/// The seed's types (the menu sample and Dream Coffee) as an app writes them for Apple's
/// framework, and a type that uses every kind of guide: shared by the tests and `fm bench
/// validity`. A namespace, so that the examples' own types of the same names stay apart.
///
/// Extension of this project.
public enum SeedTypes {}

extension SeedTypes {
    @Generable
    public struct RestaurantMenu {
        public let type: MealType
        @Guide(description: "A list of menu items", .count(4...8))
        public let menu: [MenuItem]
    }

    @Generable
    public struct MenuItem {
        @Guide(description: "A name for the dish")
        public let name: String
        @Guide(description: "A short description of the dish")
        public let description: String
        @Guide(description: "The main ingredients")
        public let ingredients: [String]
        @Guide(description: "The cost of the dish in US dollars")
        public let cost: Decimal
    }

    @Generable
    public enum MealType: CaseIterable {
        case breakfast, lunch, dinner, dessert
    }

    @Generable
    public struct NPC {
        public let name: String
        public let coffeeOrder: String
        public let picture: GenerableImage
    }

    /// A picture whose schema is built by hand, as the seed does.
    public final class GenerableImage: Generable, Sendable {
        public static var generationSchema: GenerationSchema {
            GenerationSchema(
                type: GenerableImage.self,
                description: "A short, non-human-like description of an image for an image generator",
                properties: [GenerationSchema.Property(name: "imageDescription", type: String.self)])
        }

        public let imageDescription: String

        public init(imageDescription: String) { self.imageDescription = imageDescription }

        public required init(_ content: GeneratedContent) throws {
            imageDescription = try content.value(forProperty: "imageDescription")
        }

        public var generatedContent: GeneratedContent {
            GeneratedContent(properties: ["imageDescription": imageDescription])
        }
    }

    @Generable
    public struct GeneratedCustomer {
        public let id = UUID()
        @Guide(description: "A name like Naomi or Alex")
        public let displayName: String
        public let encounter: Encounter
        public let level: Int
        @Guide(.count(2))
        public let attributes: [Attribute]
        @Guide(description: "A friendly greeting like hi or howdy")
        public let resumeConversationLine: String
        @Guide(description: "A friendly remark to the barista")
        public let firstLine: String
        public let persona = "a CUSTOMER at Dream Coffee (NOT a barista) enjoying a cup of coffee"

        @Generable
        public enum Encounter {
            case newOrder, wantToTalkToManager
        }

        @Generable
        public enum Attribute {
            case sassy, tired, hungry, excited, nervous
        }
    }

    /// A type that uses every kind of guide, for validity runs.
    @Generable
    public struct GuideSuite {
        @Guide(description: "A drink", .anyOf(["latte", "mocha", "cortado"]))
        public let drink: String
        @Guide(.constant("v1"))
        public let version: String
        @Guide(description: "A ticket code", /[A-Z]{3}-[0-9]{2}/)
        public let code: String
        @Guide(description: "Stars", .range(1...5))
        public let stars: Int
        @Guide(description: "A price", .minimum(0.5), .maximum(9.75))
        public let price: Double
        @Guide(description: "Two or three tags", .count(2...3))
        public let tags: [String]
        @Guide(description: "Digits", .minimumCount(1), .maximumCount(4), .element(.range(0...9)))
        public let digits: [Int]
        public let mood: MealType
        public let note: String?
    }
}
