import FoundationModels

/// The meal a menu is for.
@Generable
public enum MealType: String, CaseIterable, Sendable {
    case breakfast
    case lunch
    case dinner
    case dessert
}
