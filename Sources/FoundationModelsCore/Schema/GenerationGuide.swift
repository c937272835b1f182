import Foundation

/// A constraint on generated values of a type, enforced token by token during generation:
/// a string's choices or pattern, a number's bounds, an array's count or elements.
public struct GenerationGuide<Value>: Sendable {
    /// The constraints, all of which apply.
    let kinds: [GuideKind]

    init(_ kinds: GuideKind...) {
        self.kinds = kinds
    }
}

/// The constraints a ``GenerationGuide`` can express, without its value type. Internal.
indirect enum GuideKind: Sendable, Equatable {
    /// The string must be exactly this text.
    case constant(String)
    /// The string must be one of these texts.
    case anyOf([String])
    /// The whole string must match this regular expression, given by its pattern text; nil for
    /// a regex that has no pattern text (built from components), which cannot be enforced.
    case pattern(String?)
    /// The number must be at least this value.
    case minimum(Double)
    /// The number must be at most this value.
    case maximum(Double)
    /// The array must have at least this many elements.
    case minimumCount(Int)
    /// The array must have at most this many elements.
    case maximumCount(Int)
    /// Every element of the array must follow all these constraints.
    case element([GuideKind])
}

extension GenerationGuide where Value == String {
    /// Requires the string to be exactly this text.
    /// - Parameter value: the only allowed string.
    /// - Returns: the guide.
    public static func constant(_ value: String) -> GenerationGuide<String> {
        GenerationGuide(.constant(value))
    }

    /// Requires the string to be one of these texts.
    /// - Parameter values: the allowed strings.
    /// - Returns: the guide.
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> {
        GenerationGuide(.anyOf(values))
    }

    /// Requires the whole string to match a regular expression.
    /// - Parameter regex: the regular expression; the schema keeps its pattern text.
    /// - Returns: the guide.
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> {
        GenerationGuide(.pattern(regex._literalPattern))
    }
}

extension GenerationGuide {
    /// Requires an array to have at least a number of elements.
    /// - Parameter count: the fewest elements allowed.
    /// - Returns: the guide.
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(.minimumCount(count))
    }

    /// Requires an array to have at most a number of elements.
    /// - Parameter count: the most elements allowed.
    /// - Returns: the guide.
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(.maximumCount(count))
    }

    /// Requires an array's number of elements to be in a range.
    /// - Parameter range: the allowed numbers of elements.
    /// - Returns: the guide.
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]>
    where Value == [Element] {
        GenerationGuide<[Element]>(.minimumCount(range.lowerBound), .maximumCount(range.upperBound))
    }

    /// Requires an array to have exactly a number of elements.
    /// - Parameter count: the number of elements.
    /// - Returns: the guide.
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(.minimumCount(count), .maximumCount(count))
    }

    /// Applies a guide to every element of an array.
    /// - Parameter guide: the guide for each element.
    /// - Returns: the guide.
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]>
    where Value == [Element] {
        GenerationGuide<[Element]>(.element(guide.kinds))
    }
}

extension GenerationGuide where Value == Int {
    /// Requires the integer to be at least a value.
    /// - Parameter value: the smallest allowed value.
    /// - Returns: the guide.
    public static func minimum(_ value: Int) -> GenerationGuide<Int> {
        GenerationGuide(.minimum(Double(value)))
    }

    /// Requires the integer to be at most a value.
    /// - Parameter value: the largest allowed value.
    /// - Returns: the guide.
    public static func maximum(_ value: Int) -> GenerationGuide<Int> {
        GenerationGuide(.maximum(Double(value)))
    }

    /// Requires the integer to be in a range.
    /// - Parameter range: the allowed values.
    /// - Returns: the guide.
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> {
        GenerationGuide(.minimum(Double(range.lowerBound)), .maximum(Double(range.upperBound)))
    }
}

extension GenerationGuide where Value == Float {
    /// Requires the number to be at least a value.
    /// - Parameter value: the smallest allowed value.
    /// - Returns: the guide.
    public static func minimum(_ value: Float) -> GenerationGuide<Float> {
        GenerationGuide(.minimum(Double(value)))
    }

    /// Requires the number to be at most a value.
    /// - Parameter value: the largest allowed value.
    /// - Returns: the guide.
    public static func maximum(_ value: Float) -> GenerationGuide<Float> {
        GenerationGuide(.maximum(Double(value)))
    }

    /// Requires the number to be in a range.
    /// - Parameter range: the allowed values.
    /// - Returns: the guide.
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> {
        GenerationGuide(.minimum(Double(range.lowerBound)), .maximum(Double(range.upperBound)))
    }
}

extension GenerationGuide where Value == Double {
    /// Requires the number to be at least a value.
    /// - Parameter value: the smallest allowed value.
    /// - Returns: the guide.
    public static func minimum(_ value: Double) -> GenerationGuide<Double> {
        GenerationGuide(.minimum(value))
    }

    /// Requires the number to be at most a value.
    /// - Parameter value: the largest allowed value.
    /// - Returns: the guide.
    public static func maximum(_ value: Double) -> GenerationGuide<Double> {
        GenerationGuide(.maximum(value))
    }

    /// Requires the number to be in a range.
    /// - Parameter range: the allowed values.
    /// - Returns: the guide.
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> {
        GenerationGuide(.minimum(range.lowerBound), .maximum(range.upperBound))
    }
}

extension GenerationGuide where Value == Decimal {
    /// Requires the number to be at least a value.
    /// - Parameter value: the smallest allowed value.
    /// - Returns: the guide.
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> {
        GenerationGuide(.minimum(NSDecimalNumber(decimal: value).doubleValue))
    }

    /// Requires the number to be at most a value.
    /// - Parameter value: the largest allowed value.
    /// - Returns: the guide.
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> {
        GenerationGuide(.maximum(NSDecimalNumber(decimal: value).doubleValue))
    }

    /// Requires the number to be in a range.
    /// - Parameter range: the allowed values.
    /// - Returns: the guide.
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> {
        GenerationGuide(
            .minimum(NSDecimalNumber(decimal: range.lowerBound).doubleValue),
            .maximum(NSDecimalNumber(decimal: range.upperBound).doubleValue))
    }
}
