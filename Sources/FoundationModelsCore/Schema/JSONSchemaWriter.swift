import Foundation

/// Writes a schema as standard JSON Schema (draft 2020-12), as ``GeneratedContent`` so that
/// key order is kept.
///
/// - Objects: `type`, `title`, `description`, `properties` (in generation order), `required`,
///   `additionalProperties: false`, and `x-order` (the property names in order, for readers
///   that do not keep key order).
/// - Named types: `$defs` at the root and `$ref: "#/$defs/Name"` where they are used.
/// - Strings: `enum` for choices, `pattern` for regular expressions, `minLength`/`maxLength`.
///   A Swift `Regex` guide must match the whole string, while JSON Schema's `pattern` is a
///   search, so a whole-match pattern `p` is written as `^(?:p)$` (and read back as a whole
///   match). A second and later pattern go in `x-patterns`. A regex with no pattern text is
///   written as `x-unsupported-pattern: true`.
/// - Numbers: `minimum`/`maximum`, or `exclusiveMinimum`/`exclusiveMaximum`.
/// - Arrays: `items`, `minItems`, `maxItems`. Choices: `anyOf`. Any value: `{}`.
struct JSONSchemaWriter {
    /// The JSON Schema of a whole schema: the root, and `$defs` for the definitions reachable
    /// from it.
    static func document(for schema: GenerationSchema) -> GeneratedContent {
        var root = schema.root.jsonSchema(propertyDescription: nil)
        let definitions = schema.reachableDefinitions
        if !definitions.isEmpty {
            root.append(
                "$defs",
                .object(definitions.map { ($0.name, $0.node.jsonSchema(propertyDescription: nil).content) }))
        }
        return root.content
    }

    /// The JSON pointer reference to a definition.
    static func reference(to name: String) -> String {
        "#/$defs/" + JSONSchemaReader.escape(name)
    }

    /// Writes a whole-match pattern as an anchored search pattern.
    static func anchored(_ pattern: String) -> String { "^(?:" + pattern + ")$" }
}

/// A JSON object under construction, with its keys in order.
struct JSONObjectBuilder {
    private var keys: [String] = []
    private var values: [String: GeneratedContent] = [:]

    /// Adds (or replaces) a key's value.
    mutating func append(_ key: String, _ value: GeneratedContent) {
        if values.updateValue(value, forKey: key) == nil { keys.append(key) }
    }

    /// The object as content.
    var content: GeneratedContent {
        GeneratedContent(kind: .structure(properties: values, orderedKeys: keys))
    }
}

extension GeneratedContent {
    /// A JSON object with keys in order.
    static func object(_ pairs: [(String, GeneratedContent)]) -> GeneratedContent {
        var builder = JSONObjectBuilder()
        for (key, value) in pairs { builder.append(key, value) }
        return builder.content
    }

    /// A JSON string.
    static func text(_ value: String) -> GeneratedContent { GeneratedContent(kind: .string(value)) }

    /// A JSON number, written as an integer when it is one.
    static func number(_ value: Double) -> GeneratedContent {
        GeneratedContent(number: value, text: GeneratedContent.jsonNumber(value))
    }

    /// A JSON array of strings.
    static func texts(_ values: [String]) -> GeneratedContent {
        GeneratedContent(kind: .array(values.map(text)))
    }
}

extension SchemaNode {
    /// This node as a JSON Schema object.
    /// - Parameter propertyDescription: the description of the property this node is the value
    ///   of, which takes the place of the node's own description.
    func jsonSchema(propertyDescription: String?) -> JSONObjectBuilder {
        var json = JSONObjectBuilder()
        func header(_ type: String?) {
            if let type { json.append("type", .text(type)) }
            if let title { json.append("title", .text(title)) }
            if let text = propertyDescription ?? description { json.append("description", .text(text)) }
        }
        switch kind {
        case .object(let shape):
            header("object")
            json.append(
                "properties",
                .object(
                    shape.properties.map { ($0.name, $0.node.jsonSchema(propertyDescription: $0.description).content) }
                        + shape.forbiddenKeys.map { ($0, GeneratedContent(kind: .bool(false))) })
            )
            json.append("required", .texts(shape.properties.filter { !$0.isOptional }.map(\.name)))
            json.append(
                "additionalProperties",
                shape.additionalProperties?.jsonSchema(propertyDescription: nil).content
                    ?? GeneratedContent(kind: .bool(false)))
            if let minimum = shape.minimumCount { json.append("minProperties", .number(Double(minimum))) }
            if let maximum = shape.maximumCount { json.append("maxProperties", .number(Double(maximum))) }
            if !shape.isUnordered { json.append("x-order", .texts(shape.properties.map(\.name))) }
        case .string(let constraints):
            header("string")
            if let choices = constraints.choices { json.append("enum", .texts(choices)) }
            var extraPatterns: [String] = []
            var hasUnsupportedPattern = false
            for pattern in constraints.patterns {
                guard let regex = pattern.regex else {
                    hasUnsupportedPattern = true
                    continue
                }
                let text = pattern.isWholeMatch ? JSONSchemaWriter.anchored(regex) : regex
                if json.content.has("pattern") {
                    extraPatterns.append(text)
                } else {
                    json.append("pattern", .text(text))
                }
            }
            if !extraPatterns.isEmpty { json.append("x-patterns", .texts(extraPatterns)) }
            if hasUnsupportedPattern { json.append("x-unsupported-pattern", GeneratedContent(kind: .bool(true))) }
            if let minimum = constraints.minimumLength { json.append("minLength", .number(Double(minimum))) }
            if let maximum = constraints.maximumLength { json.append("maxLength", .number(Double(maximum))) }
        case .integer(let bounds):
            header("integer")
            bounds.write(to: &json)
        case .number(let bounds):
            header("number")
            bounds.write(to: &json)
            // Numbers of `@Generable` types stay within `Float`'s range.
            if !bounds.isUnlimited { json.append("format", .text("float")) }
        case .boolean:
            header("boolean")
        case .null:
            header("null")
        case .array(let shape):
            header("array")
            if !shape.prefixItems.isEmpty {
                json.append(
                    "prefixItems",
                    GeneratedContent(
                        kind: .array(shape.prefixItems.map { $0.jsonSchema(propertyDescription: nil).content })))
            }
            json.append("items", shape.items.jsonSchema(propertyDescription: nil).content)
            if let minimum = shape.minimumCount { json.append("minItems", .number(Double(minimum))) }
            if let maximum = shape.maximumCount { json.append("maxItems", .number(Double(maximum))) }
        case .anyOf(let choices):
            header(nil)
            json.append(
                "anyOf", GeneratedContent(kind: .array(choices.map { $0.jsonSchema(propertyDescription: nil).content }))
            )
        case .reference(let name):
            json.append("$ref", .text(JSONSchemaWriter.reference(to: name)))
            header(nil)
        case .any:
            header(nil)
        }
        return json
    }
}

extension SchemaNode.NumericBounds {
    fileprivate func write(to json: inout JSONObjectBuilder) {
        if let minimum { json.append(isMinimumExclusive ? "exclusiveMinimum" : "minimum", .number(minimum)) }
        if let maximum { json.append(isMaximumExclusive ? "exclusiveMaximum" : "maximum", .number(maximum)) }
    }
}

extension GeneratedContent {
    /// Whether this structure has a property.
    func has(_ key: String) -> Bool {
        if case .structure(let properties, _) = kind { return properties[key] != nil }
        return false
    }
}
