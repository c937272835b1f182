import Foundation

/// The text table that the descriptions print, in the style of Apple's:
///
///     ┏━━━┳━━━━━━━━━━┳━━━━━━━┓
///     ┃   ┃ name     ┃ score ┃
///     ┃   ┃ <String> ┃ <Int> ┃
///     ┡━━━╇━━━━━━━━━━╇━━━━━━━┩
///     │ 0 │ Alice    │     3 │
///     │ 1 │ Bob      │   nil │
///     └───┴──────────┴───────┘
///     2 rows, 2 columns
///
/// Numbers are right-aligned, other values left-aligned; cells longer than the cell width end in
/// "…"; columns that don't fit the line width become one "…" column, and rows past the row count
/// one "…" row.
struct TextTable {
    /// One printed column: its header lines, cells and alignment.
    struct Printed {
        var header: [String]
        var cells: [String]
        var alignsRight: Bool
        var width: Int { (header + cells).map(\.count).max() ?? 0 }
    }

    var printed: [Printed]

    init(columns: [AnyColumn], rowIndices: [Int], options: FormattingOptions) {
        let shown = Array(rowIndices.prefix(max(options.maximumRowCount, 0)))
        let isCut = shown.count < rowIndices.count
        let cellWidth = max(options.maximumCellWidth, 1)
        func cut(_ text: String) -> String {
            let oneLine = text.replacingOccurrences(of: "\n", with: "\\n")
            return oneLine.count <= cellWidth ? oneLine : String(oneLine.prefix(cellWidth - 1)) + "…"
        }
        func printed(_ header: [String], _ cells: [String], alignsRight: Bool) -> Printed {
            Printed(header: header, cells: isCut ? cells + ["…"] : cells, alignsRight: alignsRight)
        }
        let index = printed(options.includesColumnTypes ? ["", ""] : [""], shown.map(String.init), alignsRight: true)
        let all = columns.map { column in
            var header = [cut(column.name)]
            if options.includesColumnTypes { header.append(cut("<\(column.wrappedElementType)>")) }
            let cells = shown.map { row in column[row].map { cut(String(describing: $0)) } ?? "nil" }
            return printed(header, cells, alignsRight: Self.isNumeric(column.wrappedElementType))
        }
        // Each column takes its width plus 3 ("│ x "), the line one more for the closing bar.
        var lineWidth = 1 + index.width + 3
        var kept = 0
        for (offset, column) in all.enumerated() {
            let reserve = offset == all.count - 1 ? 0 : 4  // room for a "…" column after this one
            guard lineWidth + column.width + 3 + reserve <= options.maximumLineWidth else { break }
            lineWidth += column.width + 3
            kept += 1
        }
        self.printed = [index] + all.prefix(kept)
        if kept < all.count {
            let dots = { (texts: [String]) in texts.map { _ in "…" } }
            self.printed.append(Printed(header: dots(index.header), cells: dots(index.cells), alignsRight: false))
        }
    }

    /// The table's lines, then `footer`.
    func render(footer: String) -> String {
        guard printed.count > 1 else { return footer }  // no columns: nothing to draw
        let widths = printed.map(\.width)
        func rule(_ left: String, _ fill: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: fill, count: $0 + 2) }.joined(separator: middle) + right
        }
        func line(_ bar: String, _ texts: [String], header: Bool) -> String {
            let cells = zip(printed, texts).enumerated().map { offset, pair in
                let padding = String(repeating: " ", count: widths[offset] - pair.1.count)
                return " " + (pair.0.alignsRight && !header ? padding + pair.1 : pair.1 + padding) + " "
            }
            return bar + cells.joined(separator: bar) + bar
        }
        var lines = [rule("┏", "━", "┳", "┓")]
        for headerLine in printed[0].header.indices {
            lines.append(line("┃", printed.map { $0.header[headerLine] }, header: true))
        }
        lines.append(rule("┡", "━", "╇", "┩"))
        for row in printed[0].cells.indices {
            lines.append(line("│", printed.map { $0.cells[row] }, header: false))
        }
        lines.append(rule("└", "─", "┴", "┘"))
        lines.append(footer)
        return lines.joined(separator: "\n")
    }

    /// "1 row", "2 rows", …
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Whether values of `type` print right-aligned, as numbers do.
    static func isNumeric(_ type: any Any.Type) -> Bool {
        type is any Numeric.Type
    }
}
