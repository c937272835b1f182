import Foundation
import FoundationModels

/// A type-safe representation of JSON values.
///
/// ```swift
/// let name: StructuredValue = "Alice"
/// let score: StructuredValue = 4.5
/// let tags: StructuredValue = ["swift", "evaluation"]
/// ```
///
/// This type is not `Generable`, because arrays and dictionaries make it recursive; for
/// generable argument specifications, use ``ArgumentValue``.
///
/// It encodes as the JSON value itself (`"Alice"`, `4.5`, `["swift", "evaluation"]`, `null`). A
/// whole JSON number decodes as ``int(_:)``, any other number as ``double(_:)``.
public enum StructuredValue: Codable, Equatable, Hashable, Sendable {
    /// A string value.
    case string(String)
    /// An integer value.
    case int(Int)
    /// A double-precision floating-point value.
    case double(Double)
    /// A Boolean value.
    case bool(Bool)
    /// A null value.
    case null
    /// An array of `StructuredValue` instances.
    case array([StructuredValue])
    /// A dictionary of `StructuredValue` instances, keyed by string.
    case dictionary([String: StructuredValue])

    /// The underlying value: a `String`, `Int`, `Double`, `Bool`, `NSNull` (for ``null``),
    /// `[Any]` or `[String: Any]`, as `JSONSerialization` reads and writes them.
    public var value: Any {
        switch self {
        case .string(let string): string
        case .int(let int): int
        case .double(let double): double
        case .bool(let bool): bool
        case .null: NSNull()
        case .array(let elements): elements.map(\.value)
        case .dictionary(let entries): entries.mapValues(\.value)
        }
    }

    /// Reads a JSON value.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when the value is not JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let elements = try? container.decode([StructuredValue].self) {
            self = .array(elements)
        } else {
            self = .dictionary(try container.decode([String: StructuredValue].self))
        }
    }

    /// Writes the JSON value.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .bool(let bool): try container.encode(bool)
        case .null: try container.encodeNil()
        case .array(let elements): try container.encode(elements)
        case .dictionary(let entries): try container.encode(entries)
        }
    }
}

extension StructuredValue: ExpressibleByStringLiteral {
    /// Creates a string value from a literal.
    /// - Parameter value: The string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension StructuredValue: ExpressibleByIntegerLiteral {
    /// Creates an integer value from a literal.
    /// - Parameter value: The integer.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension StructuredValue: ExpressibleByFloatLiteral {
    /// Creates a floating-point value from a literal.
    /// - Parameter value: The number.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension StructuredValue: ExpressibleByBooleanLiteral {
    /// Creates a Boolean value from a literal.
    /// - Parameter value: The Boolean.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension StructuredValue: ExpressibleByArrayLiteral {
    /// Creates an array value from a literal.
    /// - Parameter elements: The elements.
    public init(arrayLiteral elements: StructuredValue...) {
        self = .array(elements)
    }
}

extension StructuredValue: ExpressibleByDictionaryLiteral {
    /// Creates a dictionary value from a literal; a later duplicate key replaces the earlier value.
    /// - Parameter elements: The keys and values.
    public init(dictionaryLiteral elements: (String, StructuredValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension StructuredValue {
    /// The value of generated content, such as a tool call's argument: a number without a
    /// fraction or exponent in its text becomes ``int(_:)``. Internal.
    /// - Parameter content: The content.
    init(_ content: GeneratedContent) {
        switch content.kind {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .string(let string): self = .string(string)
        case .number(let number):
            let text = content.jsonString
            if !text.contains(where: { ".eE".contains($0) }), let int = Int(exactly: number) {
                self = .int(int)
            } else {
                self = .double(number)
            }
        case .array(let elements): self = .array(elements.map(StructuredValue.init))
        case .structure(let properties, _): self = .dictionary(properties.mapValues(StructuredValue.init))
        }
    }

    /// The number this value holds, if it is an integer or a floating-point value. Internal.
    var number: Double? {
        switch self {
        case .int(let int): Double(int)
        case .double(let double): double
        default: nil
        }
    }

    /// The value as short text, for rationales and the model: a string as it is, any other value
    /// as JSON (a whole double without a fraction). Internal.
    var text: String {
        switch self {
        case .string(let string): string
        case .int(let int): String(int)
        case .double(let double): Self.describe(double)
        case .bool(let bool): String(bool)
        case .null: "null"
        case .array(let elements): "[" + elements.map(\.quotedText).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            "{"
                + entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.quotedText)" }
                .joined(separator: ", ") + "}"
        }
    }

    /// The value as it appears in a rationale: a string in quotes, any other value as ``text``.
    /// Internal.
    var quotedText: String {
        if case .string(let string) = self { return "\"\(string)\"" }
        return text
    }

    /// A number as short text: `20` for 20.0, `0.5` for 0.5. Internal.
    /// - Parameter number: The number.
    /// - Returns: The text.
    static func describe(_ number: Double) -> String {
        if let int = Int(exactly: number) { return String(int) }
        return String(number)
    }
}
