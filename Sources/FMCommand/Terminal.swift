import Foundation

/// Writing to the terminal: stdout for results, stderr for messages, color only on a terminal
/// and never with `NO_COLOR`.
enum Terminal {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes to standard error as is (no newline added).
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The width of the terminal on standard output, or 80 when it is not known.
    static var columns: Int {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 { return Int(window.ws_col) }
        return 80
    }

    static var useColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func styled(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Reads all of standard input as text.
    static func readStandardInput() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
}
