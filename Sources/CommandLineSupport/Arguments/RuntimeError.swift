import Foundation

/// A failure while running (exit code 1), as opposed to a ``UsageError``. Its
/// `localizedDescription` is its description.
///
/// Extension of this project.
public struct RuntimeError: LocalizedError, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates a runtime error.
    /// - Parameter description: What went wrong.
    public init(_ description: String) { self.description = description }

    public var errorDescription: String? { description }
}
