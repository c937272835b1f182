import Foundation

/// How a program's output shows colour.
///
/// Extension of this project.
public enum ColorMode: Sendable, Equatable {
    /// 24-bit ANSI colour.
    case trueColor
    /// No colour: `NO_COLOR` is set, `TERM=dumb`, or the output is not a terminal.
    case plain

    /// Chooses the mode from the environment, following https://no-color.org.
    /// - Parameters:
    ///   - environment: The environment variables.
    ///   - isTerminal: Whether standard output is a terminal.
    /// - Returns: The mode.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if environment["TERM"] == "dumb" || !isTerminal { return .plain }
        return .trueColor
    }

    /// The mode for one of this process's output streams, from its environment.
    /// - Parameter descriptor: The stream, e.g. `STDOUT_FILENO` or `STDERR_FILENO`.
    /// - Returns: The mode.
    public static func detect(for descriptor: Int32) -> ColorMode {
        detect(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(descriptor) == 1)
    }
}
