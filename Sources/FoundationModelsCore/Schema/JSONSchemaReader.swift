import Foundation

/// Reads a JSON Schema document into a schema's nodes and definitions.
///
/// Accepted: `type` (a name or a list of names), `properties` (in document order, or in the
/// order of `x-order`, `propertyOrder` or `preferredOrder` lists), `required`, `items`,
/// `minItems`, `maxItems`, `enum`, `const`, `anyOf`, `pattern` (and this project's
/// `x-patterns`), `minLength`, `maxLength`, `minimum`, `maximum`, `exclusiveMinimum` and
/// `exclusiveMaximum` (draft 4 Boolean and later numeric forms), `nullable` (OpenAPI),
/// `$ref` to `#`, `#/$defs/…`, `#/definitions/…` or any other pointer into the document, and
/// the Boolean schemas `true` and `{}`. `description` and `title` are kept. Other keywords that
/// do not constrain values (annotations such as `default`, `examples`, `$schema`, `$id`, and
/// unknown vendor keywords) are ignored.
///
/// Objects take their properties in any order (each at most once, the required ones always),
/// unless `x-order` fixes it (the writer adds it for `@Generable` types). Other keys appear only
/// where `additionalProperties` is `true` or a schema: a generated object has just the listed
/// properties when the keyword is absent (JSON Schema would allow any other key; a model given
/// that freedom fills objects with keys of its own). A property that is `required` but not
/// listed is added, with any value (or with the `additionalProperties` schema); with
/// `additionalProperties: false` nothing matches, and the schema is refused.
///
/// Also enforced: `minProperties`/`maxProperties`, `prefixItems`, `oneOf` whose choices cannot
/// overlap, `allOf` (merged), `const`, `uniqueItems` where no two items can be equal, and
/// `format` for date-time, date, time, email, uuid, uri, ipv4, ipv6, int32 and int64. Keywords
/// that constrain values in ways the engine cannot enforce exactly throw
/// ``GenerationSchema/SchemaError/unsupportedKeyword(keyword:path:context:)`` with the reason:
/// `not`, `if`/`then`/`else`, `multipleOf`, `patternProperties`, `propertyNames`,
/// `dependencies`, `contains`, `unevaluated…`, other formats, overlapping `oneOf` choices and
/// remote `$ref`s among them.
struct JSONSchemaReader {
    typealias SchemaError = GenerationSchema.SchemaError

    /// Keywords that constrain values in ways that cannot be expressed.
    static let unsupportedKeywords: Set<String> = [
        "not", "if", "then", "else", "multipleOf", "contains", "minContains", "maxContains", "patternProperties",
        "propertyNames", "dependencies", "dependentRequired", "dependentSchemas", "unevaluatedProperties",
        "unevaluatedItems", "$dynamicRef", "$recursiveRef",
    ]

    /// Keywords that constrain a value (as opposed to annotations), for checking what stands
    /// beside `$ref` and `anyOf`.
    static let constrainingKeywords: Set<String> = [
        "type", "properties", "required", "items", "minItems", "maxItems", "enum", "const", "pattern",
        "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "x-patterns",
        "format", "additionalProperties", "minProperties", "maxProperties", "prefixItems", "additionalItems",
        "uniqueItems", "oneOf", "allOf",
    ]

    let document: GeneratedContent
    /// Definitions made so far, by name.
    var definitions: [GenerationSchema.Definition] = []
    /// The definition name given to each JSON pointer.
    var namesByPointer: [String: String] = [:]
    /// How many `$ref` targets are being inlined (to combine them with sibling keywords), to
    /// stop a reference that refers back to itself.
    var inliningDepth = 0

    /// Reads a JSON Schema document.
    /// - Parameter document: the JSON Schema, as content.
    /// - Returns: the schema.
    /// - Throws: ``GenerationSchema/SchemaError`` when the schema cannot be represented.
    static func schema(from document: GeneratedContent) throws -> GenerationSchema {
        var reader = JSONSchemaReader(document: document)
        let root: SchemaNode
        do {
            root = try reader.node(document, path: "#")
        } catch let error as Unsatisfiable {
            throw SchemaError.invalidSchema(path: error.path, context: .init(debugDescription: error.message))
        }
        let title = document.stringValue(forKey: "title")
        var schema = GenerationSchema(root: root, definitions: reader.definitions, typeName: title)
        schema.definitions = schema.reachableDefinitions
        return schema
    }

    private init(document: GeneratedContent) {
        self.document = document
    }

    // MARK: Nodes

    mutating func node(_ json: GeneratedContent, path: String) throws -> SchemaNode {
        switch json.kind {
        case .bool(true):
            return SchemaNode(.any)
        case .bool(false):
            throw Unsatisfiable(
                path: path,
                message: "The schema at \(path) is 'false', which no value matches; remove it or give it a type.")
        case .structure(let keywords, _):
            return try objectSchemaNode(json, keywords: keywords, path: path)
        default:
            throw SchemaError.invalidSchema(
                path: path,
                context: .init(
                    debugDescription:
                        "The schema at \(path) is a \(json.kindName), which is not in JSON Schema's format: "
                        + "a schema is an object or a Boolean."
                ))
        }
    }

    private mutating func objectSchemaNode(
        _ json: GeneratedContent, keywords: [String: GeneratedContent], path: String
    ) throws -> SchemaNode {
        // The first unsupported keyword in sorted order, without sorting every node's keys.
        if let keyword = keywords.keys.filter({ Self.unsupportedKeywords.contains($0) }).min() {
            throw unsupported(keyword, path)
        }
        let description = json.stringValue(forKey: "description")
        let title = json.stringValue(forKey: "title")
        if let combined = try combiningAllOf(json, keywords: keywords, path: path) {
            guard inliningDepth < 8 else {
                throw unsupported(
                    "allOf", path,
                    "a reference inside 'allOf' refers back to itself, so the parts cannot be merged; merge them by hand"
                )
            }
            inliningDepth += 1
            defer { inliningDepth -= 1 }
            return try node(combined, path: path)
        }
        if let choices = try exclusiveOneOf(json, keywords: keywords, path: path) {
            return try node(choices, path: path)
        }

        if let reference = keywords["$ref"] {
            guard case .string(let pointer) = reference.kind else { throw invalid("$ref", "a string", path) }
            if Self.hasConstrainingSiblings(of: "$ref", in: keywords),
                try !Self.siblingsAreImplied(Self.removing("$ref", from: json), by: resolve(pointer, path: path))
            {
                // `$ref` beside other constraints means both: inline the target, combined.
                guard inliningDepth < 16 else {
                    throw unsupported(
                        "$ref", path,
                        "a reference beside other constraints refers back to itself; move the constraints into the definition"
                    )
                }
                let target = try resolve(pointer, path: path)
                let combined = try conjoin(Self.removing("$ref", from: json), target, path: path)
                inliningDepth += 1
                defer { inliningDepth -= 1 }
                return try node(combined, path: path)
            }
            return SchemaNode(.reference(try definitionName(for: pointer, path: path)), description: description)
        }
        if let choices = keywords["anyOf"], Self.hasConstrainingSiblings(of: "anyOf", in: keywords) {
            // Constraints beside `anyOf` apply to every choice: move them into each.
            guard case .array(let list) = choices.kind else { throw invalid("anyOf", "an array of schemas", path) }
            let base = Self.removing("anyOf", from: json)
            var distributed: [GeneratedContent] = []
            var firstFailure: Unsatisfiable?
            for choice in list {
                do {
                    distributed.append(try conjoin(base, choice, path: path))
                } catch let failure as Unsatisfiable {
                    firstFailure = firstFailure ?? failure  // A choice nothing matches is never taken.
                }
            }
            if distributed.isEmpty, let firstFailure { throw firstFailure }
            var builder = JSONObjectBuilder()
            if let description { builder.append("description", .text(description)) }
            if let title { builder.append("title", .text(title)) }
            builder.append("anyOf", GeneratedContent(kind: .array(distributed)))
            return try node(builder.content, path: path)
        }
        if let choices = keywords["anyOf"] {
            guard case .array(let list) = choices.kind else { throw invalid("anyOf", "an array of schemas", path) }
            guard !list.isEmpty else {
                throw SchemaError.emptyTypeChoices(
                    schema: path,
                    context: .init(debugDescription: "'anyOf' at \(path) has no choices; give it at least one schema."))
            }
            var nodes: [SchemaNode] = []
            var firstFailure: Unsatisfiable?
            for (position, choice) in list.enumerated() {
                do {
                    nodes.append(try node(choice, path: "\(path)/anyOf/\(position)"))
                } catch let failure as Unsatisfiable {
                    firstFailure = firstFailure ?? failure  // A choice nothing matches is never taken.
                }
            }
            if nodes.isEmpty, let firstFailure { throw firstFailure }
            return SchemaNode(nodes.count == 1 ? nodes[0].kind : .anyOf(nodes), description: description, title: title)
        }

        var types = try declaredTypes(keywords, path: path)
        if case .bool(true)? = keywords["nullable"]?.kind, types != nil, !types!.contains("null") {
            types!.append("null")
        }
        if let values = try constantValues(keywords, path: path) {
            let keyword = keywords["const"] != nil ? "const" : "enum"
            var nodes: [SchemaNode] = []
            var booleans = Set<Bool>()
            for value in values {
                if case .bool(let flag) = value.kind {
                    if types?.contains("boolean") ?? true { booleans.insert(flag) }
                } else if let node = try constantNode(value, allowedTypes: types, keyword: keyword, path: path) {
                    nodes.append(node)
                }
            }
            switch booleans.count {
            case 2: nodes.append(SchemaNode(.boolean))
            case 1:
                throw unsupported(
                    keyword, path, "a single Boolean constant cannot be expressed; allow both with type 'boolean'")
            default: break
            }
            var merged = Self.mergeConstants(nodes)
            // String constraints beside `enum` still apply to the string choices.
            let stringRules = try stringConstraints(keywords, path: path)
            for (position, node) in merged.enumerated() {
                guard case .string(var constraints) = node.kind else { continue }
                constraints.patterns = stringRules.patterns
                constraints.minimumLength = stringRules.minimumLength
                constraints.maximumLength = stringRules.maximumLength
                merged[position].kind = .string(constraints)
            }
            guard !merged.isEmpty else {
                throw Unsatisfiable(
                    path: path,
                    message:
                        "No value of 'enum'/'const' at \(path) has an allowed type, so nothing matches; fix the values or the type."
                )
            }
            return SchemaNode(
                merged.count == 1 ? merged[0].kind : .anyOf(merged), description: description, title: title)
        }
        let resolvedTypes = types ?? Self.impliedTypes(keywords)
        guard !resolvedTypes.isEmpty else {
            return SchemaNode(.any, description: description, title: title)
        }
        var nodes: [SchemaNode] = []
        for type in resolvedTypes {
            nodes.append(SchemaNode(try typedKind(type, keywords: keywords, json: json, path: path)))
        }
        return SchemaNode(nodes.count == 1 ? nodes[0].kind : .anyOf(nodes), description: description, title: title)
    }

    /// The types listed by `type`, or nil when it is absent.
    private func declaredTypes(_ keywords: [String: GeneratedContent], path: String) throws -> [String]? {
        guard let type = keywords["type"] else { return nil }
        let names: [String]
        switch type.kind {
        case .string(let name): names = [name]
        case .array(let list):
            names = try list.map { item in
                guard case .string(let name) = item.kind else {
                    throw invalid("type", "a type name or a list of them", path)
                }
                return name
            }
        default: throw invalid("type", "a type name or a list of them", path)
        }
        let known: Set<String> = ["object", "array", "string", "integer", "number", "boolean", "null"]
        for name in names where !known.contains(name) {
            throw SchemaError.invalidSchema(
                path: path,
                context: .init(
                    debugDescription:
                        "Unknown type '\(name)' at \(path); use one of \(known.sorted().joined(separator: ", "))."))
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        if unique.contains("integer") && unique.contains("number") { unique.removeAll { $0 == "integer" } }
        if unique.isEmpty {
            throw Unsatisfiable(
                path: path,
                message: "'type' at \(path) is an empty list, which no value matches; list at least one type.")
        }
        return unique
    }

    /// The types that a schema without `type` describes, judging by its keywords; empty when
    /// it has none of them (and allows any value).
    private static func impliedTypes(_ keywords: [String: GeneratedContent]) -> [String] {
        var types: [String] = []
        if ["properties", "required", "additionalProperties", "minProperties", "maxProperties"].contains(where: {
            keywords[$0] != nil
        }) {
            types.append("object")
        }
        if ["items", "minItems", "maxItems", "prefixItems", "uniqueItems"].contains(where: { keywords[$0] != nil }) {
            types.append("array")
        }
        if ["pattern", "minLength", "maxLength", "x-patterns"].contains(where: { keywords[$0] != nil })
            || keywords["format"].flatMap({ Self.formatName($0) }).flatMap(Self.formatPattern) != nil
        {
            types.append("string")
        }
        if ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].contains(where: { keywords[$0] != nil }) {
            types.append("number")
        }
        // Strictly, such a schema also allows values of the other types; generating only the
        // types its keywords describe is what its author meant, and every such value is valid.
        return types
    }

    // MARK: Helpers

    /// The inner pattern of `^(?:inner)$` when the group spans the whole pattern.
    static func wholeMatchPattern(_ text: String) -> String? {
        guard text.hasPrefix("^(?:"), text.hasSuffix(")$"), text.count >= 6 else { return nil }
        let inner = String(text.dropFirst(4).dropLast(2))
        var depth = 0
        var inClass = false
        var escaped = false
        for character in inner {
            if escaped {
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "[" where !inClass: inClass = true
            case "]" where inClass: inClass = false
            case "(" where !inClass: depth += 1
            case ")" where !inClass:
                depth -= 1
                if depth < 0 { return nil }
            default: break
            }
        }
        return depth == 0 && !escaped && !inClass ? inner : nil
    }

    /// A JSON pointer token's text (`~1` is `/`, `~0` is `~`). Most tokens have neither, and
    /// Foundation's replacing was a sixth of a large schema's compile time, so those are kept.
    static func unescape(_ token: String) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
        return token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// A name as a JSON pointer token (the reverse of ``unescape(_:)``).
    static func escape(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return name }
        return name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
