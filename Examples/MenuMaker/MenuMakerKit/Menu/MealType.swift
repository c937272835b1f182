import FoundationModels

/// The meal a menu is for.
@Generable
public enum MealType: String, CaseIterable, Sendable {
    /// Breakfast.
    case breakfast
    /// Lunch.
    case lunch
    /// Dinner.
    case dinner
    /// Dessert.
    case dessert
}
