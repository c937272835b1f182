/// Why `menu-maker` stopped: a usage mistake (exit code 2) or a failure while running (exit code 1).
public enum MenuMakerError: Error, Equatable, CustomStringConvertible {
    /// The program was called wrongly; the message says how to call it.
    case usage(String)
    /// Something failed while running; the message says what to do.
    case failure(String)

    /// The message.
    public var description: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }

    /// The exit code: 2 for usage, 1 for failure.
    public var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        }
    }
}
