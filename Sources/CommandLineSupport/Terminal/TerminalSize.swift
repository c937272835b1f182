#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal window, in character cells.
///
/// Extension of this project.
public struct TerminalSize: Sendable, Equatable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// The size the game is designed for at least.
    public static let minimum = TerminalSize(columns: 80, rows: 24)

    /// Creates a size.
    /// - Parameters:
    ///   - columns: Columns.
    ///   - rows: Rows.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The window size of standard output (`TIOCGWINSZ`), else `COLUMNS`/`LINES`, else 80×24.
    /// - Parameter environment: The environment variables, for the fallback.
    /// - Returns: The size.
    public static func current(environment: [String: String] = [:]) -> TerminalSize {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
        }
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? minimum.columns
        let rows = environment["LINES"].flatMap(Int.init) ?? minimum.rows
        return TerminalSize(columns: columns, rows: rows)
    }
}
