/// Word wrapping for the dialog box and the encounter sheet.
///
/// Extension of this project.
public enum TextWrapping {
    /// Breaks text into lines of at most `width` terminal columns, at spaces where possible;
    /// line breaks in the text are kept, and a word longer than a line is cut.
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The line width in columns (at least 1).
    /// - Returns: The lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = Swift.max(1, width)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                let wordWidth = word.reduce(0) { $0 + $1.displayWidth }
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { lines.append(line) }
                line = ""
                lineWidth = 0
                while word.reduce(0, { $0 + $1.displayWidth }) > width {
                    var piece = ""
                    var pieceWidth = 0
                    while let next = word.first, pieceWidth + next.displayWidth <= width {
                        piece.append(next)
                        pieceWidth += next.displayWidth
                        word = word.dropFirst()
                    }
                    if piece.isEmpty { word = word.dropFirst() } else { lines.append(piece) }
                }
                line = String(word)
                lineWidth = word.reduce(0) { $0 + $1.displayWidth }
            }
            lines.append(line)
        }
        return lines
    }
}
