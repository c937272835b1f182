/// Why an action was refused: it does not fit the screen, nobody is within reach, or the model
/// is still working on the last one. A refused action changes nothing.
///
/// Extension of this project.
public struct PlayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the player reads: what is in the way and what to do instead.
    public var message: String

    /// Creates an error.
    /// - Parameter message: What is in the way and what to do instead.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
