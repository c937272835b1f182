/// Text redrawn in place on a terminal as it changes (a streamed answer or menu): each change
/// moves the cursor up over the rows drawn before, clears them and draws the new text. Rows are
/// counted by display width, so wrapped lines and wide characters are cleared too. Off a
/// terminal each changed text is written whole, on lines of its own.
///
/// Extension of this project.
public struct LiveText {
    /// Whether the text is redrawn in place (a terminal) or written again (a pipe or file).
    public let redraw: Bool
    private let columns: () -> Int
    private let write: (String) -> Void
    private var drawnRows = 0
    private var last: String?

    /// Creates live text.
    /// - Parameters:
    ///   - redraw: Whether to redraw in place (default: when standard output is a terminal).
    ///   - columns: The terminal's width now (default: standard output's).
    ///   - write: Where the text goes (default: standard output).
    public init(
        redraw: Bool = Terminal.isOutputTerminal,
        columns: @escaping () -> Int = { TerminalSize.current().columns },
        write: @escaping (String) -> Void = Terminal.write
    ) {
        self.redraw = redraw
        self.columns = columns
        self.write = write
    }

    /// Shows the new text in place of the old; the same text again writes nothing.
    /// - Parameter text: The text, lines separated by line breaks.
    public mutating func show(_ text: String) {
        guard text != last else { return }
        last = text
        guard redraw else { return write(text + "\n") }
        let width = Swift.max(columns(), 2)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let erase = drawnRows > 0 ? "\r" + ANSI.escape + "[\(drawnRows)A" + ANSI.escape + "[J" : ""
        write(erase + lines.map { $0 + "\n" }.joined())
        drawnRows = lines.reduce(0) { $0 + Swift.max(1, ($1.displayWidth + width - 1) / width) }
    }
}
