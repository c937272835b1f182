import FoundationModels

/// A primitive, generable value type for argument specifications.
///
/// ```swift
/// let city: ArgumentValue = "San Francisco"
/// let count: ArgumentValue = 5
/// let score: ArgumentValue = 0.95
/// ```
///
/// Unlike ``StructuredValue``, this enum only contains primitive types (no recursive array or
/// dictionary), which lets it be `Generable`.
///
/// It encodes, and a model generates it, as the JSON value itself: `"San Francisco"`, `5`, `0.95`,
/// `true`. A whole number reads back as ``int(_:)`` (so `.double(20)` reads back as `.int(20)`;
/// matchers compare numbers by value, so both match the same arguments).
public enum ArgumentValue: Codable, Equatable, Hashable, Sendable {
    /// A string value.
    case string(String)
    /// An integer value.
    case int(Int)
    /// A double-precision floating-point value.
    case double(Double)
    /// A Boolean value.
    case bool(Bool)

    /// The equivalent structured value representation of this argument value.
    public var structuredValue: StructuredValue {
        switch self {
        case .string(let string): .string(string)
        case .int(let int): .int(int)
        case .double(let double): .double(double)
        case .bool(let bool): .bool(bool)
        }
    }

    /// Reads a string, a number or a Boolean.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when the value is not one of these.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            throw DecodingError.typeMismatch(
                ArgumentValue.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "An argument value is a string, a number or a Boolean."))
        }
    }

    /// Writes the value as a JSON string, number or Boolean.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .bool(let bool): try container.encode(bool)
        }
    }

    /// Whether an argument's value equals this one: strings and Booleans exactly, numbers by
    /// value (`20` equals `20.0`). Internal.
    /// - Parameter actual: The argument's value.
    /// - Returns: Whether they are equal.
    func isEqual(to actual: StructuredValue) -> Bool {
        switch (self, actual) {
        case (.string(let expected), .string(let value)): expected == value
        case (.bool(let expected), .bool(let value)): expected == value
        case (.int, _), (.double, _): actual.number != nil && actual.number == structuredValue.number
        default: false
        }
    }
}

extension ArgumentValue: Generable {
    /// The schema: a string, an integer, a number or a Boolean.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: ArgumentValue.self, description: "A string, an integer, a number or a Boolean.",
            anyOf: [String.self, Int.self, Double.self, Bool.self])
    }

    /// Creates a value from string, number or Boolean content; a whole number whose text has no
    /// fraction or exponent becomes ``int(_:)``.
    /// - Parameter content: The content.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not one of these.
    public init(_ content: GeneratedContent) throws {
        switch StructuredValue(content) {
        case .string(let string): self = .string(string)
        case .int(let int): self = .int(int)
        case .double(let double): self = .double(double)
        case .bool(let bool): self = .bool(bool)
        case .null, .array, .dictionary:
            throw GeneratedContent.ParsingError(
                rawContent: content.jsonString,
                debugDescription: "ArgumentValue expects a string, a number or a Boolean; got \(content.jsonString).")
        }
    }

    /// The value as string, number or Boolean content.
    public var generatedContent: GeneratedContent {
        switch self {
        case .string(let string): string.generatedContent
        case .int(let int): int.generatedContent
        case .double(let double): double.generatedContent
        case .bool(let bool): bool.generatedContent
        }
    }
}

extension ArgumentValue: ExpressibleByStringLiteral {
    /// Creates a string value from a literal.
    /// - Parameter value: The string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension ArgumentValue: ExpressibleByIntegerLiteral {
    /// Creates an integer value from a literal.
    /// - Parameter value: The integer.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension ArgumentValue: ExpressibleByFloatLiteral {
    /// Creates a floating-point value from a literal.
    /// - Parameter value: The number.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension ArgumentValue: ExpressibleByBooleanLiteral {
    /// Creates a Boolean value from a literal.
    /// - Parameter value: The Boolean.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}
