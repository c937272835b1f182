import FoundationModels

/// Everything one run of `menu-maker` made: the chosen ingredients, the menu and the special.
public struct MenuResult: Sendable, Equatable {
    /// The cuisine.
    public let cuisine: String
    /// The ingredients the menu was made from.
    public let ingredients: [String]
    /// The menu.
    public let menu: RestaurantMenu
    /// Today's special, unless it was skipped.
    public let special: TodaysSpecial?

    /// Creates a result.
    /// - Parameters:
    ///   - cuisine: the cuisine.
    ///   - ingredients: the chosen ingredients.
    ///   - menu: the menu.
    ///   - special: today's special, if any.
    public init(cuisine: String, ingredients: [String], menu: RestaurantMenu, special: TodaysSpecial?) {
        self.cuisine = cuisine
        self.ingredients = ingredients
        self.menu = menu
        self.special = special
    }

    /// The result as content: `{"cuisine", "ingredients", "menu": {"type", "menu"}, "special"}`.
    public var generatedContent: GeneratedContent {
        GeneratedContent(properties: [
            "cuisine": cuisine,
            "ingredients": ingredients,
            "menu": menu,
            "special": special?.generatedContent ?? GeneratedContent(kind: .null),
        ])
    }
}
