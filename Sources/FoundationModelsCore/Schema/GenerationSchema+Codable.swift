import Foundation

extension GenerationSchema: Codable {
    /// Encodes the schema as JSON Schema (see ``JSONSchemaWriter``).
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue(JSONSchemaWriter.document(for: self)).encode(to: encoder)
    }

    /// Decodes a schema from JSON Schema (see ``JSONSchemaReader`` for what is accepted).
    ///
    /// A decoder may not report an object's keys in document order; properties are then
    /// ordered by `x-order` (which this type writes) or `propertyOrder`, else as the decoder
    /// reports them. ``init(jsonSchema:)`` always keeps document order.
    /// - Parameter decoder: the decoder.
    /// - Throws: ``SchemaError`` when the schema cannot be represented, or what the decoder
    ///   throws.
    public init(from decoder: any Decoder) throws {
        let document = try JSONValue(from: decoder).content
        self = try JSONSchemaReader.schema(from: document)
    }

    /// Creates a schema from the text of a JSON Schema, keeping properties in document order.
    /// Extension of this project.
    /// - Parameter jsonSchema: the JSON Schema text.
    /// - Throws: ``GeneratedContent/ParsingError`` when the text is not complete JSON,
    ///   ``SchemaError`` when the schema cannot be represented.
    public init(jsonSchema: String) throws {
        self = try JSONSchemaReader.schema(from: GeneratedContent(completeJSON: jsonSchema))
    }

    /// The schema as compact JSON Schema text, properties in order. Extension of this project.
    public var jsonSchema: String {
        JSONSchemaWriter.document(for: self).jsonString
    }
}

extension GenerationSchema: CustomDebugStringConvertible {
    /// The schema as compact JSON Schema text.
    public var debugDescription: String { jsonSchema }
}

/// Any JSON value, coded through `Codable` as content. Internal.
struct JSONValue: Codable {
    /// The value.
    var content: GeneratedContent

    init(_ content: GeneratedContent) {
        self.content = content
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var builder = JSONObjectBuilder()
            for key in object.allKeys {
                builder.append(key.stringValue, try object.decode(JSONValue.self, forKey: key).content)
            }
            content = builder.content
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [GeneratedContent] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self).content) }
            content = GeneratedContent(kind: .array(elements))
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            content = GeneratedContent(kind: .null)
        } else if let value = try? single.decode(Bool.self) {
            content = GeneratedContent(kind: .bool(value))
        } else if let value = try? single.decode(Int64.self) {
            content = GeneratedContent(number: Double(value), text: String(value))
        } else if let value = try? single.decode(Double.self) {
            content = GeneratedContent(number: value, text: nil)
        } else {
            content = GeneratedContent(kind: .string(try single.decode(String.self)))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch content.kind {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            if let text = content.numberText, let integer = Int64(text) {
                try single.encode(integer)
            } else {
                try single.encode(value)
            }
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(JSONValue(element)) }
        case .structure(let properties, let keys):
            var object = encoder.container(keyedBy: Key.self)
            for key in keys {
                if let value = properties[key] { try object.encode(JSONValue(value), forKey: Key(stringValue: key)) }
            }
        }
    }
}
