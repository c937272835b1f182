/// Text that is redrawn in place on a terminal as it changes (a streamed value), or printed as
/// one line per change when the output is not a terminal.
struct LiveText {
    let redraw: Bool
    private var drawnLines = 0
    private var last: String?

    init(redraw: Bool = Terminal.isOutputTerminal) {
        self.redraw = redraw
    }

    /// Shows the new text: on a terminal it replaces what was drawn; otherwise a changed text is
    /// printed on a line of its own.
    mutating func show(_ text: String) {
        guard text != last else { return }
        last = text
        if redraw {
            let width = max(Terminal.columns, 2)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var output = drawnLines > 0 ? "\r\u{1B}[\(drawnLines)A\u{1B}[J" : ""
            output += lines.map { $0 + "\n" }.joined()
            Terminal.write(output)
            drawnLines = lines.reduce(0) { $0 + max(1, ($1.count + width - 1) / width) }
        } else {
            Terminal.write(text + "\n")
        }
    }
}
