import FoundationModels

/// A restaurant's menu for one meal.
@Generable
public struct RestaurantMenu: Sendable, Equatable {
    /// The meal the menu is for.
    public let type: MealType

    /// The dishes.
    @Guide(.count(4...8))
    public let menu: [MenuItem]
}
