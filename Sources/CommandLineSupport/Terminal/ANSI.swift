/// ANSI escape sequences (ECMA-48 and the common xterm extensions).
///
/// Extension of this project.
public enum ANSI {
    /// The escape character.
    public static let escape = "\u{1B}"
    /// Resets colours and attributes.
    public static let reset = "\u{1B}[0m"
    /// Bold text.
    public static let bold = "\u{1B}[1m"
    /// Clears the screen.
    public static let clearScreen = "\u{1B}[2J"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Switches to the alternate screen (the shell's screen comes back on leaving).
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Switches back to the normal screen.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Moves the cursor.
    /// - Parameters:
    ///   - row: The row, from 0 at the top.
    ///   - column: The column, from 0 at the left.
    /// - Returns: The escape sequence.
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// Sets the 24-bit foreground colour.
    /// - Parameter color: The colour.
    /// - Returns: The escape sequence.
    public static func foreground(_ color: RGB) -> String {
        "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m"
    }

    /// Sets the 24-bit background colour.
    /// - Parameter color: The colour.
    /// - Returns: The escape sequence.
    public static func background(_ color: RGB) -> String {
        "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m"
    }

    /// Wraps text in a style, or returns it unchanged in plain mode (bold is kept, colours are not).
    /// - Parameters:
    ///   - text: The text.
    ///   - style: The style.
    ///   - mode: The colour mode.
    /// - Returns: The styled text.
    public static func styled(_ text: String, _ style: TextStyle, mode: ColorMode) -> String {
        let codes = style.sequence(mode)
        return codes.isEmpty ? text : codes + text + reset
    }
}
