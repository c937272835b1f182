/// A column in a data frame: a name and a collection of optional values of one type.
///
/// Each element is a `WrappedElement?`; a `nil` element is a missing value. Like Apple's, the
/// column has value semantics (its storage is copy-on-write).
public struct Column<WrappedElement> {
    /// The name of the column.
    public var name: String

    /// The elements, `nil` where a value is missing.
    var elements: [WrappedElement?]

    /// Creates an empty column with a name and room for `capacity` elements.
    public init(name: String, capacity: Int) {
        self.name = name
        self.elements = []
        elements.reserveCapacity(capacity)
    }

    /// Creates a column with a name and a sequence of values.
    public init<S: Sequence>(name: String, contents: S) where S.Element == WrappedElement {
        self.name = name
        self.elements = contents.map { Optional($0) }
    }

    /// Creates a column with a name and a sequence of optional values; `nil` is a missing value.
    public init<S: Sequence>(name: String, contents: S) where S.Element == WrappedElement? {
        self.name = name
        self.elements = Array(contents)
    }

    /// The type of the column's values.
    public var wrappedElementType: any Any.Type { WrappedElement.self }

    /// The number of missing (`nil`) elements in the column.
    public var missingCount: Int { elements.reduce(0) { $1 == nil ? $0 + 1 : $0 } }

    /// Returns whether the element at `index` is missing.
    public func isNil(at index: Int) -> Bool { elements[index] == nil }

    /// Adds an element, or a missing value, to the end of the column.
    public mutating func append(_ element: Element) { elements.append(element) }

    /// Adds a sequence of elements to the end of the column.
    public mutating func append<S: Sequence>(contentsOf sequence: S) where S.Element == Element {
        elements.append(contentsOf: sequence)
    }

    /// Removes the element at `index`.
    public mutating func remove(at index: Int) { elements.remove(at: index) }

    /// Creates a new column, with the same name, by applying a transformation to every element.
    public func map<T>(_ transform: (Element) throws -> T?) rethrows -> Column<T> {
        Column<T>(name: name, contents: try elements.map(transform))
    }

    /// Applies a transformation to every element in place.
    public mutating func transform(_ transform: (Element) throws -> Element) rethrows {
        elements = try elements.map(transform)
    }

    /// Returns the column as a type-erased column.
    public func eraseToAnyColumn() -> AnyColumn { AnyColumn(self) }
}

extension Column: RandomAccessCollection, MutableCollection {
    /// The type of the column's elements: an optional of the column's type.
    public typealias Element = WrappedElement?

    /// The index of the first element.
    public var startIndex: Int { 0 }

    /// The index past the last element.
    public var endIndex: Int { elements.count }

    /// The number of elements in the column.
    public var count: Int { elements.count }

    /// Accesses the element at `position`; `nil` is a missing value.
    public subscript(position: Int) -> WrappedElement? {
        get { elements[position] }
        set { elements[position] = newValue }
    }
}

extension Column: Sendable where WrappedElement: Sendable {}

extension Column: Equatable where WrappedElement: Equatable {}

extension Column: Hashable where WrappedElement: Hashable {}

extension Column: CustomStringConvertible, CustomDebugStringConvertible {
    /// A text table of the column, like Apple's.
    public var description: String { description(options: FormattingOptions()) }

    /// A text table of the column, for debugging.
    public var debugDescription: String { description }

    /// A text table of the column, formatted with `options`.
    public func description(options: FormattingOptions) -> String {
        eraseToAnyColumn().description(options: options)
    }
}
