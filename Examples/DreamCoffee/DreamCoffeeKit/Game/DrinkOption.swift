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
        guard
            let match = Self.allCases.first(where: { Self.normalized($0.rawValue) == wanted })
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
