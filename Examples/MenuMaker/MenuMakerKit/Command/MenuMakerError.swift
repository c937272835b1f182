/// Why `menu-maker` stopped while running (exit code 1); a usage mistake is a `UsageError`
/// (exit code 2).
public struct MenuMakerError: Error, Equatable, CustomStringConvertible {
    /// What failed and what to do.
    public var description: String

    /// Creates a failure.
    /// - Parameter description: What failed and what to do.
    public init(_ description: String) {
        self.description = description
    }
}
