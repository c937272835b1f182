/// `allOf` (merged into one schema) and `oneOf` (read as `anyOf` where its choices cannot
/// overlap, so that "exactly one" holds whenever "at least one" does).
extension JSONSchemaReader {
    /// The schema with its `allOf` merged into it, or nil when it has none.
    /// - Throws: ``SchemaError/unsupportedKeyword(keyword:path:context:)`` when the parts
    ///   constrain the same keyword in ways that cannot be merged.
    func combiningAllOf(_ json: GeneratedContent, keywords: [String: GeneratedContent], path: String) throws
        -> GeneratedContent?
    {
        guard let parts = keywords["allOf"] else { return nil }
        guard case .array(let list) = parts.kind else { throw invalid("allOf", "an array of schemas", path) }
        var result = Self.removing("allOf", from: json)
        for (position, part) in list.enumerated() {
            var part = part
            if case .structure(let partKeywords, _) = part.kind, case .string(let pointer)? = partKeywords["$ref"]?.kind
            {
                part = try conjoin(Self.removing("$ref", from: part), resolve(pointer, path: path), path: path)
            }
            try Self.checkAdditionalProperties(result, part, path: "\(path)/allOf/\(position)")
            try Self.checkAdditionalProperties(part, result, path: "\(path)/allOf/\(position)")
            result = try conjoin(result, part, path: "\(path)/allOf/\(position)")
        }
        return result
    }

    /// Refuses merging where `first` limits other keys (`additionalProperties`) and `second`
    /// lists properties that `first` does not: they would be "other keys" for `first`.
    private static func checkAdditionalProperties(_ first: GeneratedContent, _ second: GeneratedContent, path: String)
        throws
    {
        guard case .structure(let a, _) = first.kind, case .structure(let b, _) = second.kind else { return }
        if a["additionalProperties"] == nil || a["additionalProperties"]?.kind == .bool(true) { return }
        let listed = Set(propertyNames(a["properties"]))
        let others = Set(propertyNames(b["properties"]) + ((b["required"]).map(typeNames) ?? []))
        guard others.isSubset(of: listed) else {
            throw SchemaError.unsupportedKeyword(
                keyword: "allOf", path: path,
                context: .init(
                    debugDescription:
                        "'allOf' at \(path) cannot be merged: one part limits other keys with 'additionalProperties' while another lists \(others.subtracting(listed).sorted().joined(separator: ", ")); list every property in the part with 'additionalProperties'."
                ))
        }
    }

    private static func propertyNames(_ properties: GeneratedContent?) -> [String] {
        if case .structure(_, let keys)? = properties?.kind { return keys }
        return []
    }

    /// The schema with its `oneOf` read as `anyOf`, or nil when it has none.
    /// - Throws: ``SchemaError/unsupportedKeyword(keyword:path:context:)`` when two choices
    ///   might both match one value.
    func exclusiveOneOf(_ json: GeneratedContent, keywords: [String: GeneratedContent], path: String) throws
        -> GeneratedContent?
    {
        guard let choices = keywords["oneOf"] else { return nil }
        guard case .array(let list) = choices.kind else { throw invalid("oneOf", "an array of schemas", path) }
        guard keywords["anyOf"] == nil else {
            throw unsupported("oneOf", path, "'oneOf' beside 'anyOf' cannot be expressed; combine them into one list")
        }
        let resolved = try list.map { try resolvedTarget($0, path: path) }
        guard
            Self.areDisjointByType(resolved, parentTypes: keywords["type"].map(Self.typeNames))
                || Self.areDisjointByValue(resolved) || areDisjointByDiscriminator(resolved, path: path)
        else {
            throw unsupported(
                "oneOf", path,
                "its choices may overlap (they are not told apart by type, by constant values, or by a required property with constant values), so 'exactly one' cannot be enforced; use 'anyOf' if a value may match several"
            )
        }
        var builder = JSONObjectBuilder()
        guard case .structure(let properties, let keys) = json.kind else { return nil }
        for key in keys { builder.append(key == "oneOf" ? "anyOf" : key, properties[key]!) }
        return builder.content
    }

    /// A schema with a `$ref` alone replaced by its target (to look at it, not to read it).
    private func resolvedTarget(_ schema: GeneratedContent, path: String) throws -> GeneratedContent {
        var current = schema
        for _ in 0..<8 {
            guard case .structure(let keywords, _) = current.kind, case .string(let pointer)? = keywords["$ref"]?.kind
            else { return current }
            current = try resolve(pointer, path: path)
        }
        return current
    }

    /// The JSON kinds a schema allows (`integer` counts as `number`), or nil when unknown.
    private static func kinds(_ schema: GeneratedContent) -> Set<String>? {
        guard case .structure(let keywords, _) = schema.kind else { return nil }
        if ["anyOf", "oneOf", "allOf", "$ref"].contains(where: { keywords[$0] != nil }) { return nil }
        if let values = constants(keywords) { return Set(values.map(kind)) }
        guard let type = keywords["type"] else { return nil }
        return Set(typeNames(type).map { $0 == "integer" ? "number" : $0 })
    }

    private static func kind(_ value: GeneratedContent) -> String {
        switch value.kind {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .structure: "object"
        }
    }

    private static func constants(_ keywords: [String: GeneratedContent]) -> [GeneratedContent]? {
        if let constant = keywords["const"] { return [constant] }
        if case .array(let values)? = keywords["enum"]?.kind { return values }
        return nil
    }

    private static func areDisjointByType(_ choices: [GeneratedContent], parentTypes: [String]?) -> Bool {
        let parent = parentTypes.map { Set($0.map { $0 == "integer" ? "number" : $0 }) }
        var seen = Set<String>()
        for choice in choices {
            guard var allowed = kinds(choice) else { return false }
            if let parent { allowed.formIntersection(parent) }
            guard seen.isDisjoint(with: allowed) else { return false }
            seen.formUnion(allowed)
        }
        return true
    }

    private static func areDisjointByValue(_ choices: [GeneratedContent]) -> Bool {
        var seen: [GeneratedContent] = []
        for choice in choices {
            guard case .structure(let keywords, _) = choice.kind, let values = constants(keywords) else { return false }
            guard !values.contains(where: { value in seen.contains { $0.isSameJSONValue(as: value) } }) else {
                return false
            }
            seen += values
        }
        return true
    }

    /// Whether one property is required by every choice, with constant values that differ
    /// between choices (a discriminator such as `"kind": {"const": "circle"}`).
    private func areDisjointByDiscriminator(_ choices: [GeneratedContent], path: String) -> Bool {
        var candidates: Set<String>?
        for choice in choices {
            guard case .structure(let keywords, _) = choice.kind,
                let required = try? stringList(keywords["required"], keyword: "required", path: path)
            else { return false }
            candidates = candidates.map { $0.intersection(required) } ?? Set(required)
        }
        for name in (candidates ?? []).sorted() {
            var seen: [GeneratedContent] = []
            var isDiscriminator = true
            for choice in choices {
                guard case .structure(let keywords, _) = choice.kind,
                    case .structure(let properties, _)? = keywords["properties"]?.kind,
                    let property = properties[name].flatMap({ try? resolvedTarget($0, path: path) }),
                    case .structure(let propertyKeywords, _) = property.kind,
                    let values = Self.constants(propertyKeywords),
                    !values.contains(where: { value in seen.contains { $0.isSameJSONValue(as: value) } })
                else {
                    isDiscriminator = false
                    break
                }
                seen += values
            }
            if isDiscriminator { return true }
        }
        return false
    }

    /// The name of a `format` keyword's value.
    static func formatName(_ value: GeneratedContent) -> String? {
        if case .string(let name) = value.kind { return name }
        return nil
    }
}

extension GeneratedContent {
    /// Whether two JSON values are equal as JSON Schema compares them (`1` equals `1.0`).
    func isSameJSONValue(as other: GeneratedContent) -> Bool {
        switch (kind, other.kind) {
        case (.number(let a), .number(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSameJSONValue(as: $1) }
        case (.structure(let a, _), .structure(let b, _)):
            return Set(a.keys) == Set(b.keys) && a.allSatisfy { key, value in value.isSameJSONValue(as: b[key]!) }
        default: return self == other
        }
    }
}
