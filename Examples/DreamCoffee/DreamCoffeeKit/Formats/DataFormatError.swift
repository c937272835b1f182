/// An error found while reading an iCalendar or vCard file: what is wrong, and on which line.
///
/// Extension of this project: the Linux stand-in for the data that EventKit and Contacts give
/// the original game.
public struct DataFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based number of the physical line where the problem starts.
    public var line: Int
    /// What went wrong and, where it helps, what to do about it.
    public var message: String

    /// Creates an error for a line.
    /// - Parameters:
    ///   - line: The 1-based physical line number.
    ///   - message: What went wrong.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// The message prefixed with its line number, e.g. `line 4: missing ":"`.
    public var description: String { "line \(line): \(message)" }
}
