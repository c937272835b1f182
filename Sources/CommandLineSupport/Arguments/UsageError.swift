import Foundation

/// A mistake in how a program was called (exit code 2): the one usage error of every program
/// in this package. Its `localizedDescription` is its description.
///
/// Extension of this project.
public struct UsageError: LocalizedError, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, and what to type instead.
    public var description: String

    /// The exit status of a program stopped by a usage error.
    public static let exitCode: Int32 = 2

    /// Creates a usage error.
    /// - Parameter description: What went wrong and what to type instead.
    public init(_ description: String) {
        self.description = description
    }

    public var errorDescription: String? { description }

    /// The line a program prints for the error, with where to find its usage.
    /// - Parameter program: The program's name, e.g. `fm`.
    /// - Returns: e.g. `fm: unknown option '--x' (see fm --help)`.
    public func message(program: String) -> String {
        "\(program): \(description) (see \(program) --help)"
    }
}
