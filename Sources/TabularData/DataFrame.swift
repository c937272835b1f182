/// A collection that arranges data in rows and named, typed columns.
///
/// This module is the subset of Apple's TabularData framework that this project's Evaluations
/// module and Apple's Evaluations samples use — an extension of this project for Linux, which has
/// no TabularData — not the whole framework. It has `DataFrame`, its `Rows` and `Row`, `Column`,
/// `AnyColumn` and the printed text table (`FormattingOptions`), with Apple's names, labels and
/// semantics for what it covers. It has no CSV or JSON reading or writing, no slices, grouping,
/// joins, sorting or summaries.
@dynamicMemberLookup
public struct DataFrame {
    /// The columns of the data frame, in order.
    public internal(set) var columns: [AnyColumn]

    /// Creates an empty data frame with no rows or columns.
    public init() {
        columns = []
    }

    /// Creates a data frame from a sequence of columns; they must have distinct names and equal counts.
    public init<S: Sequence>(columns: S) where S.Element == AnyColumn {
        self.init()
        for column in columns { append(column: column) }
    }

    /// The number of rows and columns in the data frame.
    public var shape: (rows: Int, columns: Int) { (columns.first?.count ?? 0, columns.count) }

    /// Whether the data frame has no rows.
    public var isEmpty: Bool { shape.rows == 0 }

    /// The underlying data frame, which for a data frame is itself.
    public var base: DataFrame { self }

    /// Returns the index of the column named `columnName`, or `nil` if there is none.
    public func indexOfColumn(_ columnName: String) -> Int? {
        columns.firstIndex { $0.name == columnName }
    }

    /// Returns whether the data frame has a column named `name`.
    public func containsColumn(_ name: String) -> Bool { indexOfColumn(name) != nil }

    /// Returns whether the data frame has a column named `name` whose values are of `type`.
    public func containsColumn<T>(_ name: String, _ type: T.Type) -> Bool {
        guard let index = indexOfColumn(name) else { return false }
        return columns[index].wrappedElementType == T.self
    }

    /// Adds a typed column to the end; it must have a new name and as many rows as the data frame.
    public mutating func append<T>(column: Column<T>) {
        insert(column: column.eraseToAnyColumn(), at: columns.count)
    }

    /// Adds a type-erased column to the end; it must have a new name and as many rows as the data frame.
    public mutating func append(column: AnyColumn) {
        insert(column: column, at: columns.count)
    }

    /// Inserts a typed column before the column at `index` (`shape.columns` appends it).
    public mutating func insert<T>(column: Column<T>, at index: Int) {
        insert(column: column.eraseToAnyColumn(), at: index)
    }

    /// Inserts a type-erased column before the column at `index` (`shape.columns` appends it).
    public mutating func insert(column: AnyColumn, at index: Int) {
        precondition(!containsColumn(column.name), "The data frame already has a column named '\(column.name)'")
        precondition(
            columns.isEmpty || column.count == shape.rows,
            "Column '\(column.name)' has \(column.count) rows; the data frame has \(shape.rows)")
        columns.insert(column, at: index)
    }

    /// Removes the column named `name`, which must exist, and returns it.
    @discardableResult
    public mutating func removeColumn(_ name: String) -> AnyColumn {
        columns.remove(at: requireIndex(of: name))
    }

    /// Renames the column named `name`, which must exist, to `newName`.
    public mutating func renameColumn(_ name: String, to newName: String) {
        let index = requireIndex(of: name)
        precondition(newName == name || !containsColumn(newName), "The data frame already has a column '\(newName)'")
        columns[index].name = newName
    }

    /// Returns a data frame with only the columns named in `columnNames`, in that order.
    public func selecting(columnNames: String...) -> DataFrame { selecting(columnNames: columnNames) }

    /// Returns a data frame with only the columns named in `columnNames`, in that order.
    public func selecting<S: Sequence>(columnNames: S) -> DataFrame where S.Element == String {
        DataFrame(columns: columnNames.map { self[$0] })
    }

    /// The index of the column named `name`; a missing column is a programming error, as in Apple's.
    func requireIndex(of name: String) -> Int {
        guard let index = indexOfColumn(name) else {
            preconditionFailure("The data frame has no column named '\(name)'")
        }
        return index
    }

    /// Replaces the column at `index`, keeping its place and name and checking the row count.
    mutating func replaceColumn(at index: Int, with column: AnyColumn) {
        var column = column
        column.name = columns[index].name
        precondition(
            columns.count == 1 || column.count == shape.rows,
            "Column '\(column.name)' has \(column.count) rows; the data frame has \(shape.rows)")
        columns[index] = column
    }
}

extension DataFrame: Sendable {}
