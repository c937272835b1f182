/// Plain facts about how a drink differs from an order, read from the order's words: the
/// judge gets them so that even a small model notices a wrong drink.
///
/// Extension of this project.
public enum OrderCheck {
    /// The differences a customer would notice, e.g. "You ordered a latte but got an espresso."
    /// - Parameters:
    ///   - order: The order in the customer's words.
    ///   - drink: The drink made.
    /// - Returns: One sentence per difference; empty when nothing obvious differs.
    public static func differences(order: String, drink: Drink) -> [String] {
        let words = order.lowercased()
        var notes: [String] = []
        let named = DrinkKind.allCases.filter { words.contains($0.rawValue) }
        if !named.isEmpty, !named.contains(drink.kind) {
            notes.append("You ordered \(article(named[0].rawValue)) but got \(article(drink.kind.rawValue)).")
        }
        for temperature in Temperature.allCases
        where temperature != drink.temperature && words.contains(temperature.rawValue) {
            notes.append("You wanted it \(temperature.rawValue) but it is \(drink.temperature.rawValue).")
        }
        let missing = Flavor.allCases.filter { words.contains($0.rawValue) && !drink.flavors.contains($0) }
        if !missing.isEmpty {
            notes.append("It has no \(missing.map(\.rawValue).joined(separator: " or ")).")
        }
        return notes
    }

    /// "a latte", "an espresso".
    static func article(_ noun: String) -> String {
        ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
    }
}
