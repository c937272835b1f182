extension DataFrame: CustomStringConvertible, CustomDebugStringConvertible {
    /// A text table of the data frame, like Apple's: names and types, numbered rows, a size footer.
    public var description: String { description(options: FormattingOptions()) }

    /// A text table of the data frame, for debugging.
    public var debugDescription: String { description }

    /// A text table of the data frame, formatted with `options`.
    public func description(options: FormattingOptions) -> String {
        let footer = TextTable.count(shape.rows, "row") + ", " + TextTable.count(shape.columns, "column")
        return TextTable(columns: columns, rowIndices: Array(rows.indices), options: options).render(footer: footer)
    }
}

extension DataFrame.Row: CustomStringConvertible, CustomDebugStringConvertible {
    /// A text table of the row, numbered with its index in the data frame.
    public var description: String { description(options: FormattingOptions()) }

    /// A text table of the row, for debugging.
    public var debugDescription: String { description }

    /// A text table of the row, formatted with `options`.
    public func description(options: FormattingOptions) -> String {
        TextTable(columns: base.columns, rowIndices: [index], options: options)
            .render(footer: TextTable.count(count, "column"))
    }
}
