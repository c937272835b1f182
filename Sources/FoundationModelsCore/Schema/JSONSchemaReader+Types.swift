import Foundation

/// The keywords of each type: strings, numbers, arrays and objects.
extension JSONSchemaReader {
    mutating func typedKind(
        _ type: String, keywords: [String: GeneratedContent], json: GeneratedContent, path: String
    ) throws -> SchemaNode.Kind {
        switch type {
        case "object": return .object(try objectShape(keywords, json: json, path: path))
        case "array": return .array(try arrayShape(keywords, path: path))
        case "string": return .string(try stringConstraints(keywords, path: path))
        case "integer": return .integer(try bounds(keywords, isInteger: true, path: path))
        case "number": return .number(try bounds(keywords, isInteger: false, path: path))
        case "boolean": return .boolean
        default: return .null
        }
    }

    private mutating func objectShape(
        _ keywords: [String: GeneratedContent], json: GeneratedContent, path: String
    ) throws -> SchemaNode.ObjectShape {
        var names: [String] = []
        var schemas: [String: GeneratedContent] = [:]
        if let properties = keywords["properties"] {
            guard case .structure(let values, let keys) = properties.kind else {
                throw invalid("properties", "an object of schemas", path)
            }
            names = keys
            schemas = values
        }
        let required = try stringList(keywords["required"], keyword: "required", path: path) ?? []
        for orderKeyword in ["x-order", "propertyOrder", "preferredOrder"] {
            guard let order = try? stringList(keywords[orderKeyword], keyword: orderKeyword, path: path) else {
                continue
            }
            let known = order.filter(names.contains)
            names = known + names.filter { !known.contains($0) }
            break
        }
        var properties: [SchemaNode.ObjectProperty] = []
        var forbidden: [String] = []
        for name in names {
            guard let schema = schemas[name] else { continue }
            if case .bool(false) = schema.kind, !required.contains(name) {
                forbidden.append(name)
                continue  // The property must not appear: leave it out.
            }
            var value: SchemaNode
            do {
                value = try node(schema, path: "\(path)/properties/\(Self.escape(name))")
            } catch is Unsatisfiable where !required.contains(name) {
                forbidden.append(name)
                continue  // No value can match, so the optional property never appears.
            }
            // A property's description is the property's, not its value's.
            let description = value.description
            value.description = nil
            properties.append(
                .init(name: name, description: description, node: value, isOptional: !required.contains(name)))
        }
        // An explicit order (`x-order`, which the writer gives `@Generable` types) keeps it.
        let isOrdered = ["x-order", "propertyOrder", "preferredOrder"].contains { keywords[$0] != nil }
        var shape = SchemaNode.ObjectShape(properties: properties, isUnordered: !isOrdered, forbiddenKeys: forbidden)
        // Other keys only where `additionalProperties` allows them explicitly (see the type's comment).
        switch keywords["additionalProperties"]?.kind {
        case nil, .bool(false)?: shape.additionalProperties = nil
        case .bool(true)?: shape.additionalProperties = isOrdered ? nil : SchemaNode(.any)
        case .structure?:
            do {
                shape.additionalProperties = try node(
                    keywords["additionalProperties"]!, path: "\(path)/additionalProperties")
            } catch is Unsatisfiable {
                shape.additionalProperties = nil  // No value matches, so no other key may appear.
            }
        default: throw invalid("additionalProperties", "a Boolean or a schema", path)
        }
        for name in required where !names.contains(name) {
            // Required but not listed: allowed by `additionalProperties` (any value when it is absent).
            let absent = keywords["additionalProperties"] == nil
            guard let extra = shape.additionalProperties ?? (absent ? SchemaNode(.any) : nil) else {
                throw Unsatisfiable(
                    path: path,
                    message:
                        "'\(name)' is required at \(path) but not in 'properties', and 'additionalProperties' allows no other key, so nothing matches; add it to 'properties'."
                )
            }
            shape.properties.append(.init(name: name, description: nil, node: extra, isOptional: false))
        }
        shape.minimumCount = try count(keywords["minProperties"], keyword: "minProperties", path: path)
        shape.maximumCount = try count(keywords["maxProperties"], keyword: "maxProperties", path: path)
        return shape
    }

    private mutating func arrayShape(_ keywords: [String: GeneratedContent], path: String) throws
        -> SchemaNode.ArrayShape
    {
        var items = SchemaNode(.any)
        var prefix: [SchemaNode] = []
        var rest = keywords["items"]
        if case .array(let list)? = keywords["items"]?.kind {
            // Draft 4–2019: a list of item schemas, then `additionalItems`.
            prefix = try list.enumerated().map { try node($1, path: "\(path)/items/\($0)") }
            rest = keywords["additionalItems"]
        } else if case .array(let list)? = keywords["prefixItems"]?.kind {
            prefix = try list.enumerated().map { try node($1, path: "\(path)/prefixItems/\($0)") }
        } else if keywords["prefixItems"] != nil {
            throw invalid("prefixItems", "an array of schemas", path)
        }
        let minimum = try count(keywords["minItems"], keyword: "minItems", path: path)
        var maximum = try count(keywords["maxItems"], keyword: "maxItems", path: path)
        if let schema = rest {
            if case .bool(false) = schema.kind {
                maximum = min(maximum ?? prefix.count, prefix.count)
            } else {
                do {
                    items = try node(schema, path: "\(path)/items")
                } catch is Unsatisfiable {
                    maximum = min(maximum ?? prefix.count, prefix.count)  // No later item can match.
                }
            }
        }
        if case .bool(true)? = keywords["uniqueItems"]?.kind {
            // Only where no two items can be equal: at most one item, or one allowed value.
            if (maximum ?? 2) > 1, prefix.isEmpty, case .string(let constraints) = items.kind,
                constraints.choices?.count == 1
            {
                maximum = 1
            }
            guard (maximum ?? 2) <= 1 else {
                throw unsupported(
                    "uniqueItems", path,
                    "that no two items are equal cannot be enforced item by item; remove it, or allow at most one item with maxItems: 1"
                )
            }
        }
        if let low = minimum, let high = maximum, low > high {
            throw Unsatisfiable(
                path: path,
                message: "The array at \(path) needs \(low) items but allows at most \(high); fix the counts.")
        }
        var shape = SchemaNode.ArrayShape(items: items, minimumCount: minimum, maximumCount: maximum)
        shape.prefixItems = prefix
        return shape
    }

    func stringConstraints(_ keywords: [String: GeneratedContent], path: String) throws -> SchemaNode.StringConstraints
    {
        var constraints = SchemaNode.StringConstraints()
        var patterns: [String] = []
        if let pattern = keywords["pattern"] {
            guard case .string(let text) = pattern.kind else { throw invalid("pattern", "a string", path) }
            patterns.append(text)
        }
        patterns += try stringList(keywords["x-patterns"], keyword: "x-patterns", path: path) ?? []
        constraints.patterns = patterns.map { text in
            if let inner = Self.wholeMatchPattern(text) { return StringPattern(regex: inner, isWholeMatch: true) }
            return StringPattern(regex: text, isWholeMatch: false)
        }
        if let format = keywords["format"].flatMap(Self.formatName), Self.integerFormatBounds(format) == nil {
            guard let pattern = Self.formatPattern(format) else {
                throw unsupported(
                    "format", path,
                    "the format '\(format)' cannot be enforced (enforced: \(Self.enforcedFormats)); remove it or give a 'pattern'"
                )
            }
            constraints.patterns.append(StringPattern(regex: pattern, isWholeMatch: true))
        }
        if case .bool(true)? = keywords["x-unsupported-pattern"]?.kind {
            constraints.patterns.append(StringPattern(regex: nil, isWholeMatch: true))
        }
        constraints.minimumLength = try count(keywords["minLength"], keyword: "minLength", path: path)
        constraints.maximumLength = try count(keywords["maxLength"], keyword: "maxLength", path: path)
        return constraints
    }

    private func bounds(_ keywords: [String: GeneratedContent], isInteger: Bool, path: String) throws
        -> SchemaNode.NumericBounds
    {
        var bounds = SchemaNode.NumericBounds()
        // Any magnitude, except for `format: float` (what the writer marks `@Generable` numbers with).
        bounds.isUnlimited = !isInteger && keywords["format"].flatMap(Self.formatName) != "float"
        bounds.minimum = try number(keywords["minimum"], keyword: "minimum", path: path)
        bounds.maximum = try number(keywords["maximum"], keyword: "maximum", path: path)
        if let format = keywords["format"].flatMap(Self.formatName) {
            if let (low, high) = Self.integerFormatBounds(format), isInteger {
                bounds.minimum = max(bounds.minimum ?? low, low)
                bounds.maximum = min(bounds.maximum ?? high, high)
            } else if !(["float", "double"].contains(format) && !isInteger) {
                throw unsupported(
                    "format", path,
                    "the format '\(format)' cannot be enforced on a number (enforced: \(Self.enforcedFormats)); remove it"
                )
            }
        }
        for (keyword, isMinimum) in [("exclusiveMinimum", true), ("exclusiveMaximum", false)] {
            guard let value = keywords[keyword] else { continue }
            if case .bool(let flag) = value.kind {
                // Draft 4: a flag on `minimum`/`maximum`.
                if isMinimum {
                    bounds.isMinimumExclusive = flag && bounds.minimum != nil
                } else {
                    bounds.isMaximumExclusive = flag && bounds.maximum != nil
                }
                continue
            }
            guard let limit = try number(value, keyword: keyword, path: path) else { continue }
            if isMinimum {
                if bounds.minimum.map({ limit >= $0 }) ?? true {
                    bounds.minimum = limit
                    bounds.isMinimumExclusive = true
                }
            } else if bounds.maximum.map({ limit <= $0 }) ?? true {
                bounds.maximum = limit
                bounds.isMaximumExclusive = true
            }
        }
        if isInteger {
            // Integer bounds are whole numbers and inclusive.
            if let minimum = bounds.minimum {
                bounds.minimum = bounds.isMinimumExclusive ? (minimum + 1).rounded(.down) : minimum.rounded(.up)
                bounds.isMinimumExclusive = false
            }
            if let maximum = bounds.maximum {
                bounds.maximum = bounds.isMaximumExclusive ? (maximum - 1).rounded(.up) : maximum.rounded(.down)
                bounds.isMaximumExclusive = false
            }
        }
        if let minimum = bounds.minimum, let maximum = bounds.maximum,
            minimum > maximum || (minimum == maximum && (bounds.isMinimumExclusive || bounds.isMaximumExclusive))
        {
            throw Unsatisfiable(
                path: path,
                message: "The bounds at \(path) allow no number (minimum \(minimum), maximum \(maximum)); fix them.")
        }
        return bounds
    }
}
