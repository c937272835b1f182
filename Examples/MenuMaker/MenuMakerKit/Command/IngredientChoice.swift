import CommandLineSupport
import Foundation

/// Which of the generated ingredients the menu uses, as given by `--ingredients`.
public enum IngredientChoice: Sendable, Equatable {
    /// All of them.
    case all
    /// The first N.
    case first(Int)
    /// These, by name (they need not be in the generated list).
    case named([String])

    /// How many are used when nothing is said and no one can be asked.
    public static let defaultCount = 8

    /// Reads `--ingredients`: `all`, a number N (the first N), or names separated by commas.
    /// - Parameter text: the option's value.
    /// - Throws: `UsageError` when it names nothing.
    public init(_ text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "all" {
            self = .all
        } else if let count = Int(trimmed) {
            guard count >= 1 else { throw UsageError("--ingredients needs 1 or more, not \(count)") }
            self = .first(count)
        } else {
            let names = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            guard !names.isEmpty else {
                throw UsageError("--ingredients needs 'all', a number, or names separated by commas")
            }
            self = .named(names)
        }
    }

    /// The chosen ingredients out of the generated ones.
    /// - Parameter available: the generated ingredients.
    /// - Returns: the chosen ones.
    public func apply(to available: [String]) -> [String] {
        switch self {
        case .all: available
        case .first(let count): Array(available.prefix(count))
        case .named(let names): names
        }
    }
}
