/// A type-erased column: a column whose element type is known only at run time.
///
/// Its elements are `Any?`; `assumingType(_:)` gives back the typed `Column`.
public struct AnyColumn {
    /// The typed column this one wraps.
    var storage: any AnyColumnStorage

    init(_ storage: any AnyColumnStorage) {
        self.storage = storage
    }

    /// The name of the column.
    public var name: String {
        get { storage.name }
        set { storage.name = newValue }
    }

    /// The type of the column's values.
    public var wrappedElementType: any Any.Type { storage.wrappedElementType }

    /// The number of missing (`nil`) elements in the column.
    public var missingCount: Int { storage.missingCount }

    /// Returns whether the element at `index` is missing.
    public func isNil(at index: Int) -> Bool { storage.isNil(at: index) }

    /// Returns the typed column; the column's type must be `type`, or this is a programming error.
    public func assumingType<T>(_ type: T.Type) -> Column<T> {
        guard let column = storage as? Column<T> else {
            preconditionFailure("Column '\(name)' holds \(wrappedElementType), not \(T.self)")
        }
        return column
    }

    /// Adds a value, or a missing value, to the end; its type must be the column's type.
    public mutating func append(_ element: Any?) { storage.appendValue(element) }

    /// Adds the elements of another column of the same type to the end.
    public mutating func append(contentsOf other: AnyColumn) { storage.appendValues(of: other.storage) }

    /// Removes the element at `index`.
    public mutating func remove(at index: Int) { storage.remove(at: index) }
}

extension AnyColumn: RandomAccessCollection, MutableCollection {
    /// The type of the column's elements.
    public typealias Element = Any?

    /// The index of the first element.
    public var startIndex: Int { 0 }

    /// The index past the last element.
    public var endIndex: Int { storage.count }

    /// The number of elements in the column.
    public var count: Int { storage.count }

    /// Accesses the element at `position`; a new value must have the column's type, or be `nil`.
    public subscript(position: Int) -> Any? {
        get { storage.value(at: position) }
        set { storage.setValue(newValue, at: position) }
    }
}

// `@unchecked` because the compiler can't see through the type erasure: `storage` is always a
// `Column`, a value type with copy-on-write storage and no shared mutable state, but its
// elements' type is unknown here. Apple's `DataFrame` is `Sendable` across tasks the same way;
// put only `Sendable` values in columns that cross isolation domains.
extension AnyColumn: @unchecked Sendable {}

extension AnyColumn: CustomStringConvertible, CustomDebugStringConvertible {
    /// A text table of the column, like Apple's.
    public var description: String { description(options: FormattingOptions()) }

    /// A text table of the column, for debugging.
    public var debugDescription: String { description }

    /// A text table of the column, formatted with `options`.
    public func description(options: FormattingOptions) -> String {
        TextTable(columns: [self], rowIndices: Array(indices), options: options)
            .render(footer: TextTable.count(count, "row"))
    }
}
