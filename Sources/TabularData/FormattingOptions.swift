/// How `description(options:)` prints a data frame, row or column as a text table.
public struct FormattingOptions: Hashable, Sendable {
    /// The largest number of characters a description generates per line.
    public var maximumLineWidth: Int

    /// The largest number of characters a description generates per cell.
    public var maximumCellWidth: Int

    /// The largest number of rows a description generates.
    public var maximumRowCount: Int

    /// Whether the description prints each column's type under its name.
    public var includesColumnTypes: Bool

    /// Creates formatting options with default parameters.
    public init() {
        self.init(maximumLineWidth: 80, maximumCellWidth: 15)
    }

    /// Creates formatting options.
    public init(
        maximumLineWidth: Int, maximumCellWidth: Int = 50, maximumRowCount: Int = 20,
        includesColumnTypes: Bool = true
    ) {
        self.maximumLineWidth = maximumLineWidth
        self.maximumCellWidth = maximumCellWidth
        self.maximumRowCount = maximumRowCount
        self.includesColumnTypes = includesColumnTypes
    }
}
