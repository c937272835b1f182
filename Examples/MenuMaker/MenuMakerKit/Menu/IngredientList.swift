import FoundationModels

/// The ingredients a cuisine typically uses, generated before the menu.
@Generable
public struct IngredientList: Sendable, Equatable {
    /// The ingredients, one or two words each.
    @Guide(description: "Ingredients typical of the cuisine, one or two words each", .count(10...15))
    public let ingredients: [String]
}
