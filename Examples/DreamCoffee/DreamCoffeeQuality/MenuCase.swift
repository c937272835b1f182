import MenuMakerKit

/// A cuisine, a meal and the ingredients at hand: what the menu check asks menu-maker for.
///
/// Extension of this project.
public struct MenuCase: Codable, Hashable, Sendable {
    /// The cuisine.
    public let cuisine: String
    /// The meal's name (a `MealType`'s raw value).
    public let mealName: String
    /// The ingredients.
    public let ingredients: [String]

    /// Creates a case.
    /// - Parameters:
    ///   - cuisine: The cuisine.
    ///   - meal: The meal.
    ///   - ingredients: The ingredients.
    public init(cuisine: String, meal: MealType, ingredients: [String]) {
        self.cuisine = cuisine
        mealName = meal.rawValue
        self.ingredients = ingredients
    }

    /// The meal.
    public var meal: MealType { MealType(rawValue: mealName) ?? .dinner }

    /// The cases; a seed picks one (the seed modulo their count).
    public static let all = [
        MenuCase(
            cuisine: "Italian", meal: .dinner,
            ingredients: [
                "tomato", "basil", "mozzarella", "garlic", "olive oil", "pasta", "parmesan", "mushrooms", "chicken",
                "lemon",
            ]),
        MenuCase(
            cuisine: "Mexican", meal: .lunch,
            ingredients: [
                "tortillas", "black beans", "avocado", "lime", "cilantro", "chicken", "cheese", "tomato", "jalapeño",
                "rice",
            ]),
        MenuCase(
            cuisine: "Japanese", meal: .dinner,
            ingredients: [
                "rice", "salmon", "tofu", "miso", "seaweed", "ginger", "soy sauce", "scallions", "sesame", "egg",
            ]),
    ]
}
