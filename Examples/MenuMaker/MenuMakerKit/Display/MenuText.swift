import CommandLineSupport
import Foundation

/// How menus read as text: costs in US currency, ingredients joined with " • ".
public enum MenuText {
    /// A price as US currency, e.g. `$12.50`.
    /// - Parameter cost: the price in US dollars.
    /// - Returns: the text.
    public static func currency(_ cost: Decimal) -> String {
        cost.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
    }

    /// Ingredients as one line, joined with " • ".
    /// - Parameter ingredients: the ingredients.
    /// - Returns: the text.
    public static func ingredients(_ ingredients: [String]) -> String {
        ingredients.joined(separator: " • ")
    }

    /// The lines of a menu so far: a title, then each item with what is known of it.
    /// - Parameters:
    ///   - menu: the menu, partly generated.
    ///   - meal: the meal, for the title.
    ///   - cuisine: the cuisine, for the title.
    ///   - width: the widest a line may be (longer lines are cut), or nil for no limit.
    /// - Returns: the lines.
    public static func lines(
        for menu: RestaurantMenu.PartiallyGenerated, meal: MealType, cuisine: String,
        width: Int? = nil
    ) -> [String] {
        var lines = title(meal: meal, cuisine: cuisine)
        for item in menu.menu ?? [] {
            lines += itemLines(
                name: item.name, description: item.description, ingredients: item.ingredients, cost: item.cost)
        }
        guard let width, width > 1 else { return lines }
        return lines.map { $0.displayWidth > width ? $0.prefix(displayWidth: width - 1) + "…" : $0 }
    }

    /// The title lines of a menu: e.g. "Italian Lunch Menu" and a blank line.
    /// - Parameters:
    ///   - meal: the meal.
    ///   - cuisine: the cuisine.
    /// - Returns: the lines.
    public static func title(meal: MealType, cuisine: String) -> [String] {
        ["\(cuisine) \(meal.rawValue.capitalized) Menu", ""]
    }

    /// The lines of one item: name and cost, description, ingredients, then a blank line.
    /// - Parameters:
    ///   - name: the name so far.
    ///   - description: the description so far.
    ///   - ingredients: the ingredients so far.
    ///   - cost: the cost, once known.
    /// - Returns: the lines.
    public static func itemLines(name: String?, description: String?, ingredients: [String]?, cost: Decimal?)
        -> [String]
    {
        var title = "• " + (name ?? "")
        if let cost { title += "  " + currency(cost) }
        var lines = [title]
        if let description, !description.isEmpty { lines.append("  " + description) }
        if let ingredients, !ingredients.isEmpty { lines.append("  " + Self.ingredients(ingredients)) }
        lines.append("")
        return lines
    }

    /// The lines of a complete item.
    /// - Parameter item: the item.
    /// - Returns: the lines.
    public static func lines(for item: MenuItem) -> [String] {
        itemLines(name: item.name, description: item.description, ingredients: item.ingredients, cost: item.cost)
    }

    /// The lines of today's special.
    /// - Parameter special: the special.
    /// - Returns: the lines.
    public static func lines(for special: TodaysSpecial) -> [String] {
        ["Today's Special", ""]
            + itemLines(
                name: special.name, description: special.description,
                ingredients: special.ingredients, cost: special.cost)
    }
}
