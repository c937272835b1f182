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
        let milks: [Milk] = [.oat, .almond, .soy, .skim]
        if let milk = milks.first(where: { words.contains($0.rawValue) }), milk != drink.milk {
            let got = drink.milk == .none ? "no milk" : drink.milk.rawValue + " milk"
            notes.append("You asked for \(milk.rawValue) milk but it has \(got).")
        }
        let missing = Flavor.allCases.filter { words.contains($0.rawValue) && !drink.flavors.contains($0) }
        if !missing.isEmpty {
            notes.append("It has no \(missing.map(\.rawValue).joined(separator: " or ")).")
        }
        return notes
    }

    /// The order and the drink compared in one line the judge can rely on: "It is exactly what
    /// you ordered." when the order names the drink made and nothing differs, the differences
    /// when something does, else a reminder to compare the two.
    /// - Parameters:
    ///   - order: The order in the customer's words.
    ///   - drink: The drink made.
    /// - Returns: The line.
    public static func comparison(order: String, drink: Drink) -> String {
        let notes = differences(order: order, drink: drink)
        if !notes.isEmpty { return "It is not what you ordered. " + notes.joined(separator: " ") }
        if order.lowercased().contains(drink.kind.rawValue) { return "It is exactly what you ordered." }
        return "Compare it with your order."
    }

    /// "a latte", "an espresso".
    static func article(_ noun: String) -> String {
        ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
    }
}
