extension DataFrame {
    /// The rows of the data frame.
    public var rows: Rows { Rows(base: self) }

    /// Adds a row of values, one per column in column order; each must have its column's type or be `nil`.
    public mutating func append(row: Any?...) {
        precondition(row.count == columns.count, "A row of \(row.count) values for \(columns.count) columns")
        for (index, value) in row.enumerated() { columns[index].append(value) }
    }

    /// Adds a row from values keyed by column name; columns not in `valuesByColumn` get `nil`.
    public mutating func append(valuesByColumn: [String: Any?]) {
        for name in valuesByColumn.keys { _ = requireIndex(of: name) }
        for index in columns.indices {
            columns[index].append(valuesByColumn[columns[index].name] ?? nil)
        }
    }

    /// Removes the row at `index`.
    public mutating func removeRow(at index: Int) {
        for column in columns.indices { columns[column].remove(at: index) }
    }

    /// The rows of a data frame, as a collection.
    public struct Rows: RandomAccessCollection, Sendable {
        /// The data frame the rows belong to.
        let base: DataFrame

        /// The index of the first row.
        public var startIndex: Int { 0 }

        /// The index past the last row.
        public var endIndex: Int { base.shape.rows }

        /// Accesses the row at `position`.
        public subscript(position: Int) -> Row {
            precondition(indices.contains(position), "Row \(position) is out of range 0..<\(endIndex)")
            return Row(base: base, index: position)
        }
    }

    /// A single row of a data frame: one value for each column.
    public struct Row: RandomAccessCollection, Sendable {
        /// The row's underlying data frame.
        public let base: DataFrame

        /// The row's index in the underlying data frame.
        public let index: Int

        /// The index of the first column in the row.
        public var startIndex: Int { 0 }

        /// The index past the last column in the row.
        public var endIndex: Int { base.columns.count }

        /// The number of columns in the row.
        public var count: Int { base.columns.count }

        /// The value in the column at `position`; `nil` is a missing value.
        public subscript(position: Int) -> Any? { base.columns[position][index] }

        /// The value in the column named `columnName`, which must exist.
        public subscript(_ columnName: String) -> Any? { base[columnName][index] }

        /// The value in the column named `columnName`, which must exist and be of `type`.
        public subscript<T>(_ columnName: String, _ type: T.Type) -> T? { base[columnName, type][index] }
    }
}
