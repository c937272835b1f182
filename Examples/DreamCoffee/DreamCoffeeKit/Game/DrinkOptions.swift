import Foundation

/// A choice of the drink builder that can be named in words.
///
/// Extension of this project.
public protocol DrinkOption: RawRepresentable, CaseIterable, Sendable, Codable, Hashable
where RawValue == String, AllCases == [Self] {}

extension DrinkOption {
    /// Finds the option a player named, ignoring case, extra spaces, `and` for `&`,
    /// `percent` for `%`, and `flavour`-style plurals.
    /// - Parameter words: The words, e.g. "Half and Half" or "spice cookies".
    /// - Returns: The option, or `nil`.
    public init?(spoken words: String) {
        let wanted = Self.normalized(words)
        guard let match = Self.allCases.first(where: { Self.normalized($0.rawValue) == wanted })
            ?? Self.allCases.first(where: { Self.normalized($0.rawValue) + "s" == wanted })
        else { return nil }
        self = match
    }

    /// The names of all options, for help and error messages.
    public static var optionList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased()
            .replacingOccurrences(of: "&", with: " and ")
            .replacingOccurrences(of: "%", with: " percent")
            .replacingOccurrences(of: "two percent", with: "2 percent")
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}

/// The drink itself (the original's table, in its order).
///
/// Extension of this project.
public enum DrinkKind: String, DrinkOption {
    case latte
    case dripCoffee = "drip coffee"
    case espresso, macchiato, cappuccino, cortado, tea
    case hotChocolate = "hot chocolate"
}

/// Hot or iced.
///
/// Extension of this project.
public enum Temperature: String, DrinkOption {
    case hot, iced
}

/// The milk (the original's table, in its order).
///
/// Extension of this project.
public enum Milk: String, DrinkOption {
    case none
    case twoPercent = "2%"
    case whole
    case halfAndHalf = "half & half"
    case almond, soy, oat, skim
}

/// A flavour; a drink may have any number (the original's table, in its order).
///
/// Extension of this project.
public enum Flavor: String, DrinkOption {
    case lavender, vanilla
    case spiceCookie = "spice cookie"
    case mocha, caramel, hazelnut, ube, chai, chamomile
}
