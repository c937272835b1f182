import Foundation

/// A plain text table: the header, a rule, then the rows, columns two spaces apart.
///
/// Extension of this project.
public struct Table: Sendable {
    /// The column titles.
    public let header: [String]
    /// The cells, one array a row, as many as the header.
    public let rows: [[String]]

    /// Creates a table.
    /// - Parameters:
    ///   - header: The column titles.
    ///   - rows: The cells, one array a row.
    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// The table as text, each column as wide on a terminal as its widest cell (wide characters
    /// take two columns), every line ending in a newline.
    public func render() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].displayWidth }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padded(toDisplayWidth: $1) }.joined(separator: "  ") + "\n"
        }
        return line(header) + line(widths.map { String(repeating: "─", count: $0) }) + rows.map(line).joined()
    }
}
