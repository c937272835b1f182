/// One working day at Dream Coffee: the drinks served and how they went.
///
/// Extension of this project (the original has no end).
public struct Shift: Sendable, Hashable, Codable {
    /// The shift number, from 1.
    public var number: Int
    /// The drinks served, in order.
    public private(set) var served: [ServedDrink] = []

    /// Starts a shift.
    /// - Parameter number: The shift number.
    public init(number: Int) {
        self.number = number
    }

    /// Records a served drink.
    /// - Parameter drink: The record.
    public mutating func record(_ drink: ServedDrink) {
        served.append(drink)
    }

    /// How many customers were served.
    public var customersServed: Int { served.count }

    /// The mean satisfaction, or `nil` before the first drink.
    public var averageSatisfaction: Double? {
        served.isEmpty ? nil : Double(served.map(\.satisfaction).reduce(0, +)) / Double(served.count)
    }

    /// Tips in creative inspiration: one point per satisfaction star.
    public var inspiration: Int { served.map(\.satisfaction).reduce(0, +) }

    /// The end-of-shift summary, one line per drink then the totals.
    public var summary: [String] {
        var lines = ["Shift \(number) is over."]
        for entry in served {
            let stars =
                String(repeating: "*", count: entry.satisfaction)
                + String(repeating: ".", count: ServedDrink.scale.upperBound - entry.satisfaction)
            lines.append("\(stars)  \(entry.customerName): \(entry.drink)")
        }
        guard let average = averageSatisfaction else {
            lines.append("No drinks served this shift.")
            return lines
        }
        let rounded = (average * 10).rounded() / 10
        lines.append(
            "Customers served: \(customersServed). Average satisfaction: \(rounded) / \(ServedDrink.scale.upperBound). "
                + "Creative inspiration earned: \(inspiration).")
        return lines
    }
}
