/// A failure while running (exit code 1), as opposed to a ``UsageError``.
///
/// Extension of this project.
public struct RuntimeError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates a runtime error.
    /// - Parameter description: What went wrong.
    public init(_ description: String) { self.description = description }
}
