extension DataFrame {
    /// Accesses the column named `columnName`, which must exist.
    public subscript(_ columnName: String) -> AnyColumn {
        get { columns[requireIndex(of: columnName)] }
        set { replaceColumn(at: requireIndex(of: columnName), with: newValue) }
    }

    /// Accesses the column named `columnName`, which must exist, as a column of `type`.
    public subscript<T>(_ columnName: String, _ type: T.Type) -> Column<T> {
        get { self[columnName].assumingType(type) }
        set { self[columnName] = newValue.eraseToAnyColumn() }
    }

    /// Accesses the column at `index`.
    public subscript(column index: Int) -> AnyColumn {
        get { columns[index] }
        set { replaceColumn(at: index, with: newValue) }
    }

    /// Accesses the column at `index` as a column of `type`.
    public subscript<T>(column index: Int, _ type: T.Type) -> Column<T> {
        get { columns[index].assumingType(type) }
        set { replaceColumn(at: index, with: newValue.eraseToAnyColumn()) }
    }

    /// Accesses the column named `columnName` as a member, as in `frame.score`.
    public subscript(dynamicMember columnName: String) -> AnyColumn {
        get { self[columnName] }
        set { self[columnName] = newValue }
    }

    /// Accesses the row at `index`.
    public subscript(row index: Int) -> Row { rows[index] }
}
