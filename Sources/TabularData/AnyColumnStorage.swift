/// What `AnyColumn` needs from the typed column it wraps: its values as `Any?`.
protocol AnyColumnStorage {
    var name: String { get set }
    var count: Int { get }
    var wrappedElementType: any Any.Type { get }
    var missingCount: Int { get }
    func isNil(at index: Int) -> Bool
    func value(at position: Int) -> Any?
    mutating func setValue(_ value: Any?, at position: Int)
    mutating func appendValue(_ value: Any?)
    mutating func appendValues(of other: any AnyColumnStorage)
    mutating func remove(at index: Int)
    func isEqual(to other: any AnyColumnStorage) -> Bool
    func hashValues(into hasher: inout Hasher)
}

extension Column: AnyColumnStorage {
    func value(at position: Int) -> Any? {
        guard let element = elements[position] else { return nil }
        return element
    }

    mutating func setValue(_ value: Any?, at position: Int) {
        elements[position] = typed(value)
    }

    mutating func appendValue(_ value: Any?) {
        elements.append(typed(value))
    }

    mutating func appendValues(of other: any AnyColumnStorage) {
        guard let other = other as? Column<WrappedElement> else {
            preconditionFailure(
                "Can't append a column of \(other.wrappedElementType) to a column of \(WrappedElement.self)")
        }
        elements.append(contentsOf: other.elements)
    }

    func isEqual(to other: any AnyColumnStorage) -> Bool {
        guard let other = other as? Column<WrappedElement>, name == other.name, count == other.count else {
            return false
        }
        return zip(elements, other.elements).allSatisfy { left, right in
            switch (left, right) {
            case (nil, nil): true
            case (let left?, let right?): valuesAreEqual(left, right)
            default: false
            }
        }
    }

    func hashValues(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(count)
        for element in elements {
            guard let element, let hashable = element as? any Hashable else {
                hasher.combine(0 as UInt8)
                continue
            }
            hasher.combine(AnyHashable(hashable))
        }
    }

    /// `value` as this column's type; a wrong type is a programming error, as in Apple's framework.
    private func typed(_ value: Any?) -> WrappedElement? {
        guard let value, !isNilInsideAny(value) else { return nil }
        guard let element = value as? WrappedElement else {
            preconditionFailure("A value of type \(type(of: value)) in column '\(name)' of \(WrappedElement.self)")
        }
        return element
    }
}

/// Whether `value` is an `Optional.none` boxed in `Any`, which `as?` can't tell from a missing cast.
func isNilInsideAny(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}

/// Whether two type-erased values are equal: both `Equatable` of the same type and `==`.
func valuesAreEqual(_ left: Any, _ right: Any) -> Bool {
    guard let left = left as? any Equatable else { return false }
    return left.isEqual(toAny: right)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
