import FoundationModelsCore

/// Builds and reads JSON as `GeneratedContent`, which keeps the order of an object's keys (a
/// schema's properties are generated in the order they are written).
enum JSON {
    /// An object with keys in the order given.
    static func object(_ pairs: [(String, GeneratedContent)]) -> GeneratedContent {
        var properties: [String: GeneratedContent] = [:]
        for (key, value) in pairs { properties[key] = value }
        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: pairs.map(\.0)))
    }

    /// A string.
    static func text(_ value: String) -> GeneratedContent { GeneratedContent(kind: .string(value)) }

    /// A number.
    static func number(_ value: Double) -> GeneratedContent { GeneratedContent(kind: .number(value)) }

    /// A Boolean.
    static func bool(_ value: Bool) -> GeneratedContent { GeneratedContent(kind: .bool(value)) }

    /// An array.
    static func array(_ values: [GeneratedContent]) -> GeneratedContent { GeneratedContent(kind: .array(values)) }

    /// Null.
    static let null = GeneratedContent(kind: .null)
}

extension GeneratedContent {
    /// The value of an object's key; nil when this is not an object or has no such key.
    subscript(member key: String) -> GeneratedContent? {
        if case .structure(let properties, _) = kind { return properties[key] }
        return nil
    }

    /// The string, when this is one.
    var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The number, when this is one.
    var numberValue: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The elements, when this is an array.
    var arrayValue: [GeneratedContent]? {
        if case .array(let values) = kind { return values }
        return nil
    }

    /// The value as text for a message: a string as is, anything else as JSON.
    var plainText: String? {
        switch kind {
        case .null: nil
        case .string(let value): value
        default: jsonString
        }
    }
}
