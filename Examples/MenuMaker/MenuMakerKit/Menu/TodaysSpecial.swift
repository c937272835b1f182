import Foundation
import FoundationModels

/// Today's special: a dish generated from a `DynamicGenerationSchema` whose ingredients can only
/// be ones the user chose.
public struct TodaysSpecial: Sendable, Equatable {
    /// The dish's name.
    public let name: String
    /// A one-sentence description.
    public let description: String
    /// The ingredients, each one of the chosen ingredients.
    public let ingredients: [String]
    /// The price in US dollars.
    public let cost: Decimal

    /// The schema of a special made only of `ingredients`: its `ingredients` property is an
    /// array of an `anyOf` of them.
    /// - Parameter ingredients: the ingredients the special may use (at least one).
    /// - Returns: the schema.
    /// - Throws: `GenerationSchema.SchemaError` when the schema cannot be built (e.g. no ingredients).
    public static func schema(ingredients: [String]) throws -> GenerationSchema {
        var choices: [String] = []
        for ingredient in ingredients where !choices.contains(ingredient) { choices.append(ingredient) }
        let ingredient = DynamicGenerationSchema(
            name: "Ingredient", description: "One of the chosen ingredients", anyOf: choices)
        let special = DynamicGenerationSchema(
            name: "TodaysSpecial", description: "Today's special dish",
            properties: [
                .init(
                    name: "name", description: "A short, appetizing name for the dish",
                    schema: .init(type: String.self, guides: [.pattern(/[A-Z][A-Za-z' -]{2,40}/)])),
                .init(
                    name: "description", description: "One short sentence that describes the dish",
                    schema: .init(type: String.self, guides: [.pattern(/[A-Z][A-Za-z,' -]{10,90}\./)])),
                .init(
                    name: "ingredients", description: "The dish's ingredients",
                    schema: .init(
                        arrayOf: ingredient, minimumElements: 1, maximumElements: min(5, max(1, choices.count)))),
                .init(
                    name: "cost", description: "The price of the dish in US dollars",
                    schema: .init(type: Decimal.self, guides: [.range(5...50)])),
            ])
        return try GenerationSchema(root: special, dependencies: [])
    }

    /// Creates a special.
    /// - Parameters:
    ///   - name: the dish's name.
    ///   - description: a one-sentence description.
    ///   - ingredients: the ingredients.
    ///   - cost: the price in US dollars.
    public init(name: String, description: String, ingredients: [String], cost: Decimal) {
        self.name = name
        self.description = description
        self.ingredients = ingredients
        self.cost = cost
    }

    /// Reads a special from content generated under ``schema(ingredients:)``.
    /// - Parameter content: the generated content.
    /// - Throws: `GeneratedContent.ParsingError` when a property is missing.
    public init(_ content: GeneratedContent) throws {
        name = try content.value(String.self, forProperty: "name")
        description = try content.value(String.self, forProperty: "description")
        ingredients = try content.value([String].self, forProperty: "ingredients")
        cost = try content.value(Decimal.self, forProperty: "cost")
    }

    /// The special as content (for JSON output).
    public var generatedContent: GeneratedContent {
        GeneratedContent(properties: [
            "name": name, "description": description, "ingredients": ingredients, "cost": cost,
        ])
    }
}
