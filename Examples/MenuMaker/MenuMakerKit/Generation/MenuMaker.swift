import Foundation
import FoundationModels

/// Generates a cuisine's ingredients, a menu from chosen ingredients (streamed) and today's special.
public struct MenuMaker: Sendable {
    /// The instructions every session gets.
    public static let instructions = "You are the chef of a restaurant. You write short, appetizing menus."

    /// The model that generates.
    public let model: any LanguageModel
    /// The generation options (sampling, seed, response length).
    public let options: GenerationOptions

    /// Creates a menu maker.
    /// - Parameters:
    ///   - model: the model that generates.
    ///   - options: the generation options; a response-length limit is added per step when it has none.
    public init(model: any LanguageModel, options: GenerationOptions = GenerationOptions()) {
        self.model = model
        self.options = options
    }

    /// Generates the ingredients a cuisine typically uses for a meal (10 to 15, without repeats).
    /// - Parameters:
    ///   - cuisine: the cuisine, e.g. "Italian".
    ///   - meal: the meal.
    /// - Returns: the ingredients.
    /// - Throws: `LanguageModelError` when generation fails.
    public func ingredients(cuisine: String, meal: MealType) async throws -> [String] {
        let prompt = "List ingredients typical of \(cuisine) cuisine for \(meal.rawValue)."
        let response = try await session().respond(to: prompt, generating: IngredientList.self, options: limited(300))
        var unique: [String] = []
        for ingredient in response.content.ingredients {
            let name = ingredient.trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty, !unique.contains(where: { $0.lowercased() == name.lowercased() }) { unique.append(name) }
        }
        return unique
    }

    /// Streams a menu made from the chosen ingredients; each snapshot holds the items so far.
    ///
    /// The model writes the menu's `type` too and may pick another meal than asked: use
    /// ``RestaurantMenu/served(as:)`` on the result to keep the chosen one.
    /// - Parameters:
    ///   - meal: the meal.
    ///   - cuisine: the cuisine.
    ///   - ingredients: the chosen ingredients.
    /// - Returns: the stream of snapshots.
    public func menu(meal: MealType, cuisine: String, ingredients: [String])
        -> LanguageModelSession.ResponseStream<RestaurantMenu>
    {
        let prompt =
            "Create a \(meal.rawValue) menu for a \(cuisine) restaurant. "
            + "Use these ingredients: \(ingredients.joined(separator: ", ")). "
            + "Every dish is different, and each has its own price: small plates cost less than hearty ones."
        return session().streamResponse(to: prompt, generating: RestaurantMenu.self, options: limited(1000))
    }

    /// Generates today's special, made only of the chosen ingredients.
    /// - Parameters:
    ///   - meal: the meal.
    ///   - cuisine: the cuisine.
    ///   - ingredients: the chosen ingredients (at least one).
    /// - Returns: the special.
    /// - Throws: `LanguageModelError` when generation fails, `GenerationSchema.SchemaError`
    ///   when there are no ingredients.
    public func special(meal: MealType, cuisine: String, ingredients: [String]) async throws -> TodaysSpecial {
        let schema = try TodaysSpecial.schema(ingredients: ingredients)
        let prompt =
            "Invent today's special: a new \(cuisine) \(meal.rawValue) dish with a creative name, "
            + "made from some of these ingredients: \(ingredients.joined(separator: ", "))."
        let response = try await session().respond(to: prompt, schema: schema, options: limited(250))
        return try TodaysSpecial(response.content)
    }

    private func session() -> LanguageModelSession {
        LanguageModelSession(model: model, instructions: Instructions(Self.instructions))
    }

    private func limited(_ tokens: Int) -> GenerationOptions {
        var limited = options
        if limited.maximumResponseTokens == nil { limited.maximumResponseTokens = tokens }
        return limited
    }
}
