import Foundation

/// Structured content that a language model generates, or that a value converts to: null, a
/// Boolean, a number, a string, an array, or a structure of named properties in order.
public struct GeneratedContent: Sendable, Equatable {
    /// The kinds of generated content.
    public enum Kind: Equatable, Sendable {
        /// A JSON null.
        case null
        /// A Boolean value.
        case bool(Bool)
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// An array of elements.
        case array([GeneratedContent])
        /// A structure: named properties, and the order of their names.
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// The identifier of this content: set, and stable across one stream, for generated
    /// content; nil for content built by hand.
    public var id: GenerationID?

    /// The kind of this content, with its value.
    public let kind: Kind

    /// The exact text of a number, when it is known (from JSON text, an integer or a
    /// `Decimal`), so that integers and decimals convert back without loss.
    let numberText: String?

    /// Whether the content is complete: false for content read from a prefix of a JSON text
    /// that ends inside it.
    let completeness: Bool

    /// Creates content of a kind.
    /// - Parameters:
    ///   - kind: the kind of content and its value.
    ///   - id: the identifier of the content; nil for content built by hand.
    public init(kind: Kind, id: GenerationID? = nil) {
        self.init(kind: kind, id: id, numberText: nil, isComplete: true)
    }

    init(kind: Kind, id: GenerationID? = nil, numberText: String?, isComplete: Bool) {
        self.kind = kind
        self.id = id
        self.numberText = numberText
        self.completeness = isComplete
    }

    /// Creates a structure from named properties, in the order given.
    /// - Parameters:
    ///   - properties: the properties' names and values; a later duplicate name replaces the
    ///     earlier value.
    ///   - id: the identifier of the content; nil for content built by hand.
    public init(
        properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil
    ) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (name, value) in properties {
            if values.updateValue(value.generatedContent, forKey: name) == nil {
                keys.append(name)
            }
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// Creates a structure from named properties, in the order of their first appearance,
    /// combining the values of a name that appears more than once.
    /// - Parameters:
    ///   - properties: the properties' names and values.
    ///   - id: the identifier of the content; nil for content built by hand.
    ///   - combine: given the value so far and the next value of a repeated name, returns the
    ///     value to keep.
    /// - Throws: what `combine` throws.
    public init<S: Sequence>(
        properties: S, id: GenerationID? = nil,
        uniquingKeysWith combine: (GeneratedContent, GeneratedContent) throws -> some ConvertibleToGeneratedContent
    ) rethrows where S.Element == (String, any ConvertibleToGeneratedContent) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (name, value) in properties {
            let content = value.generatedContent
            if let existing = values[name] {
                values[name] = try combine(existing, content).generatedContent
            } else {
                values[name] = content
                keys.append(name)
            }
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// Creates an array from a sequence of elements.
    /// - Parameters:
    ///   - elements: the elements, in order.
    ///   - id: the identifier of the content; nil for content built by hand.
    public init<S: Sequence>(elements: S, id: GenerationID? = nil)
    where S.Element == any ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// Creates content from a value's generated content.
    /// - Parameter value: the value to convert.
    public init(_ value: some ConvertibleToGeneratedContent) {
        self = value.generatedContent
    }

    /// Creates content from a value's generated content, with a generation identifier.
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - id: the identifier of the content.
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    /// Whether this content is complete. Content read from a prefix of a JSON text (while a
    /// response streams) is incomplete where the text ends inside it.
    public var isComplete: Bool { completeness }

    /// Converts this content to a value of a type.
    /// - Parameter type: the type to convert to.
    /// - Returns: the value.
    /// - Throws: `GeneratedContent.ParsingError` when the content does
    ///   not fit the type (with the trait `FoundationModels26Errors`: `GenerationError.decodingFailure`).
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        do { return try Value(self) } catch { throw LanguageModelSession.publicError(error) }
    }

    /// Reads a property of this structure as a value of a type.
    /// - Parameters:
    ///   - type: the type to convert the property to.
    ///   - property: the property's name.
    /// - Returns: the property's value.
    /// - Throws: `GeneratedContent.ParsingError` when this content is not
    ///   a structure, has no such property, or the property does not fit the type.
    public func value<Value: ConvertibleFromGeneratedContent>(
        _ type: Value.Type = Value.self, forProperty property: String
    ) throws -> Value {
        do {
            let properties = try structureProperties(reading: property)
            guard let content = properties[property] else {
                throw Self.decodingFailure(
                    "The structure has no property '\(property)'; it has \(Self.describe(keys: orderedKeysOrEmpty)).")
            }
            return try Value(content)
        } catch {
            throw LanguageModelSession.publicError(error)
        }
    }

    /// Reads an optional property of this structure as a value of a type.
    /// - Parameters:
    ///   - type: the optional type to convert the property to.
    ///   - property: the property's name.
    /// - Returns: the property's value, or nil when the property is absent or null.
    /// - Throws: `GeneratedContent.ParsingError` when this content is not
    ///   a structure or the property does not fit the type.
    public func value<Value: ConvertibleFromGeneratedContent>(
        _ type: Value?.Type = Value?.self, forProperty property: String
    ) throws -> Value? {
        do {
            let properties = try structureProperties(reading: property)
            guard let content = properties[property] else { return nil }
            if case .null = content.kind { return nil }
            return try Value(content)
        } catch {
            throw LanguageModelSession.publicError(error)
        }
    }

    private func structureProperties(reading property: String) throws -> [String: GeneratedContent] {
        guard case .structure(let properties, _) = kind else {
            throw Self.decodingFailure(
                "Cannot read property '\(property)' of \(kindName) content; expected a structure (a JSON object).")
        }
        return properties
    }

    private var orderedKeysOrEmpty: [String] {
        if case .structure(_, let keys) = kind { return keys }
        return []
    }

    private static func describe(keys: [String]) -> String {
        keys.isEmpty ? "no properties" : "properties " + keys.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// A short name of this content's kind, for error messages.
    var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "Boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .structure: "structure"
        }
    }

    /// Makes the error thrown when content does not fit a type.
    static func decodingFailure(_ message: String, rawContent: String = "") -> GeneratedContent.ParsingError {
        ParsingError(rawContent: rawContent, debugDescription: message)
    }

    /// Makes the error thrown when content of one kind is read as a type that needs another.
    func mismatch(_ expected: String, for type: Any.Type) -> GeneratedContent.ParsingError {
        Self.decodingFailure(
            "Cannot convert \(kindName) content \(jsonString) to \(type): expected \(expected).", rawContent: jsonString
        )
    }

    /// Two pieces of content are equal when their kinds, values and identifiers are equal.
    public static func == (lhs: GeneratedContent, rhs: GeneratedContent) -> Bool {
        lhs.kind == rhs.kind && lhs.id == rhs.id
    }
}

extension GeneratedContent: CustomDebugStringConvertible {
    /// The content as compact JSON, for debugging.
    public var debugDescription: String { jsonString }
}

extension GeneratedContent {
    /// This content with `id`, and each nested structure and array element with an identifier
    /// derived from it by its path: stable across the snapshots of one stream.
    package func identified(by id: GenerationID) -> GeneratedContent {
        let kind: Kind =
            switch self.kind {
            case .structure(let properties, let keys):
                .structure(
                    properties: properties.reduce(into: [:]) {
                        $0[$1.key] = $1.value.identified(by: id.derived($1.key))
                    },
                    orderedKeys: keys)
            case .array(let elements):
                .array(elements.enumerated().map { $1.identified(by: id.derived(String($0))) })
            default:
                self.kind
            }
        return GeneratedContent(kind: kind, id: id, numberText: numberText, isComplete: completeness)
    }
}
