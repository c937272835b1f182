extension DataFrame: Equatable {
    /// Whether two data frames have the same columns: names, types and equal values, in order.
    public static func == (lhs: DataFrame, rhs: DataFrame) -> Bool {
        lhs.columns.count == rhs.columns.count
            && zip(lhs.columns, rhs.columns).allSatisfy { $0.storage.isEqual(to: $1.storage) }
    }
}

extension DataFrame: Hashable {
    /// Hashes the column names and their hashable values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns.count)
        for column in columns { column.storage.hashValues(into: &hasher) }
    }
}
