/// A frame of a full-screen program: a grid of styled cells that knows how to draw itself, or
/// only what changed since the previous frame.
///
/// Extension of this project.
public struct ScreenBuffer: Sendable, Equatable {
    /// Columns.
    public let columns: Int
    /// Rows.
    public let rows: Int
    /// The cells, row by row.
    public private(set) var cells: [ScreenCell]

    /// Creates a blank frame.
    /// - Parameter size: The terminal size.
    public init(size: TerminalSize) {
        columns = Swift.max(0, size.columns)
        rows = Swift.max(0, size.rows)
        cells = Array(repeating: .blank, count: columns * rows)
    }

    /// The cell at a place.
    /// - Parameters:
    ///   - row: Row, from 0.
    ///   - column: Column, from 0.
    public subscript(row: Int, column: Int) -> ScreenCell {
        cells[row * columns + column]
    }

    /// Writes text from a place, clipped to the frame; double-width characters take two cells.
    /// - Parameters:
    ///   - text: The text (line breaks are not interpreted).
    ///   - row: Row, from 0.
    ///   - column: Starting column, from 0.
    ///   - style: The style.
    /// - Returns: The column after the text.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: TextStyle = .plain) -> Int {
        var x = column
        guard row >= 0, row < rows else { return x + text.reduce(0) { $0 + $1.displayWidth } }
        for character in text {
            let width = character.displayWidth
            guard width > 0 else { continue }  // a lone joiner or control: nothing to show
            defer { x += width }
            guard x >= 0, x + width <= columns else { continue }
            let start = row * columns
            // Do not leave half of a wide character behind.
            if x > 0, cells[start + x].character == nil { cells[start + x - 1] = .blank }
            let after = x + width
            if after < columns, cells[start + after].character == nil { cells[start + after] = .blank }
            cells[start + x] = ScreenCell(character: character, style: style)
            if width == 2 { cells[start + x + 1] = ScreenCell(character: nil, style: style) }
        }
        return x
    }

    /// Fills a rectangle with blanks in a style.
    /// - Parameters:
    ///   - row: Top row.
    ///   - column: Left column.
    ///   - width: Width in columns.
    ///   - height: Height in rows.
    ///   - style: The style (its background shows).
    public mutating func fill(row: Int, column: Int, width: Int, height: Int, style: TextStyle = .plain) {
        for y in Swift.max(0, row)..<Swift.min(rows, row + height) {
            for x in Swift.max(0, column)..<Swift.max(Swift.max(0, column), Swift.min(columns, column + width)) {
                cells[y * columns + x] = ScreenCell(character: " ", style: style)
            }
        }
    }

    /// The escape sequences that turn the `previous` frame on screen into this one. With no
    /// previous frame, or one of another size, the whole screen is redrawn.
    /// - Parameters:
    ///   - previous: The frame now on screen.
    ///   - mode: The colour mode.
    /// - Returns: The text to write.
    public func render(over previous: ScreenBuffer?, mode: ColorMode) -> String {
        let full = previous.map { $0.columns != columns || $0.rows != rows } ?? true
        var output = full ? ANSI.reset + ANSI.clearScreen : ""
        var current: TextStyle?
        guard columns > 0 else { return output }
        for y in 0..<rows {
            let start = y * columns
            var first = 0
            var last = columns - 1
            if !full, let previous {
                guard
                    let changedFirst = (0..<columns).first(where: { cells[start + $0] != previous.cells[start + $0] }),
                    let changedLast = (0..<columns).last(where: { cells[start + $0] != previous.cells[start + $0] })
                else { continue }
                first = changedFirst
                last = changedLast
            }
            // Never start on the right half of a wide character; always finish a wide one.
            while first > 0, cells[start + first].character == nil { first -= 1 }
            if last + 1 < columns, cells[start + last + 1].character == nil { last += 1 }
            output += ANSI.moveTo(row: y, column: first)
            for x in first...last {
                let cell = cells[start + x]
                guard let character = cell.character else { continue }
                if current != cell.style {
                    output += ANSI.reset + cell.style.sequence(mode)
                    current = cell.style
                }
                output.append(character)
            }
        }
        return output + (current == nil || current == .plain ? "" : ANSI.reset)
    }

    /// The frame as plain text lines, without styles (for tests and logs).
    public var plainLines: [String] {
        (0..<rows).map { y in
            String((0..<columns).compactMap { cells[y * columns + $0].character })
        }
    }
}
