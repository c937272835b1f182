import Foundation

/// A program's standard streams: results on standard output, messages on standard error,
/// both written at once (no buffering, so a pipe and a redraw see them as they happen).
///
/// Extension of this project.
public enum Terminal {
    /// Writes text to standard output as it is.
    /// - Parameter text: The text.
    public static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes a message to standard error, ending it with a line break if it has none.
    /// - Parameter text: The message.
    public static func error(_ text: String) {
        writeError(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes text to standard error as it is.
    /// - Parameter text: The text.
    public static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard input is a terminal (someone is typing).
    public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard output is a terminal.
    public static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Text in an SGR style (`1;36` is bold cyan) when standard output shows colour
    /// (`ColorMode.detect(for:)`), else the text alone.
    /// - Parameters:
    ///   - text: The text.
    ///   - code: The SGR parameters.
    ///   - descriptor: The stream the text goes to.
    /// - Returns: The text, styled or not.
    public static func styled(_ text: String, _ code: String, on descriptor: Int32 = STDOUT_FILENO) -> String {
        ColorMode.detect(for: descriptor) == .plain ? text : ANSI.escape + "[\(code)m" + text + ANSI.reset
    }

    /// Reads all of standard input as text.
    /// - Returns: The text (invalid UTF-8 replaced).
    public static func readStandardInput() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
}
