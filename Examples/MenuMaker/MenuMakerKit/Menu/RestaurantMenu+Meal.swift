extension RestaurantMenu {
    /// The same dishes, labelled with the meal the user chose (the model may have written another).
    /// - Parameter meal: the chosen meal.
    /// - Returns: the menu with that type.
    public func served(as meal: MealType) -> RestaurantMenu {
        RestaurantMenu(type: meal, menu: menu)
    }
}
