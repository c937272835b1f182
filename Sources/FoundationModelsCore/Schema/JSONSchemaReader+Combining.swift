/// Combining schemas: the siblings of `anyOf` and `$ref` (JSON Schema's implicit `allOf`).
extension JSONSchemaReader {
    /// Whether a schema has constraining keywords besides `keyword`.
    static func hasConstrainingSiblings(of keyword: String, in keywords: [String: GeneratedContent]) -> Bool {
        keywords.keys.contains { $0 != keyword && constrainingKeywords.contains($0) }
    }

    /// Whether every constraint of `siblings` already holds for all values of `target` (the
    /// same keyword and value, a trivial bound such as `minItems: 0`, or a `type` that allows
    /// the target's types), so that a `$ref` beside them can stay a reference.
    static func siblingsAreImplied(_ siblings: GeneratedContent, by target: GeneratedContent) -> Bool {
        guard case .structure(let constraints, _) = siblings.kind else { return false }
        let targetKeywords: [String: GeneratedContent]
        if case .structure(let properties, _) = target.kind {
            targetKeywords = properties
        } else {
            targetKeywords = [:]
        }
        for (key, value) in constraints where constrainingKeywords.contains(key) {
            if targetKeywords[key] == value { continue }
            if ["minItems", "minLength"].contains(key), case .number(0) = value.kind { continue }
            if key == "type", let targetType = targetKeywords["type"],
                Set(typeNames(targetType)).isSubset(of: typeNames(value))
            {
                continue
            }
            return false
        }
        return true
    }

    /// A schema object without one keyword.
    static func removing(_ keyword: String, from json: GeneratedContent) -> GeneratedContent {
        guard case .structure(var properties, var keys) = json.kind else { return json }
        properties[keyword] = nil
        keys.removeAll { $0 == keyword }
        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
    }

    /// A schema that both schemas describe (their `allOf`), for the keyword combinations that
    /// have a simple answer.
    /// - Throws: ``SchemaError/unsupportedKeyword(keyword:path:context:)`` when the two constrain
    ///   the same keyword in a way that cannot be combined.
    func conjoin(_ first: GeneratedContent, _ second: GeneratedContent, path: String) throws -> GeneratedContent {
        if case .bool(true) = second.kind { return first }
        if case .bool(true) = first.kind { return second }
        guard case .structure(let a, let aKeys) = first.kind, case .structure(let b, let bKeys) = second.kind else {
            throw SchemaError.invalidSchema(
                path: path,
                context: .init(
                    debugDescription: "A schema combined at \(path) is not an object or 'true'; fix the schema."))
        }
        var result = JSONObjectBuilder()
        for key in aKeys where b[key] == nil { result.append(key, a[key]!) }
        for key in bKeys {
            let right = b[key]!
            guard let left = a[key], left != right else {
                result.append(key, right)
                continue
            }
            switch key {
            case "type":
                let shared =
                    Self.typeNames(left).filter { name in
                        Self.typeNames(right).contains(name)
                            || (name == "integer" && Self.typeNames(right).contains("number"))
                    } + Self.typeNames(right).filter { $0 == "integer" && Self.typeNames(left).contains("number") }
                guard !shared.isEmpty else {
                    throw Unsatisfiable(
                        path: path,
                        message:
                            "Combined schemas at \(path) allow no common type, so nothing matches; fix their 'type'.")
                }
                result.append(key, .texts(shared))
            case "required":
                let names =
                    (try stringList(left, keyword: key, path: path) ?? [])
                    + (try stringList(right, keyword: key, path: path) ?? [])
                var unique: [String] = []
                for name in names where !unique.contains(name) { unique.append(name) }
                result.append(key, .texts(unique))
            case "properties":
                guard case .structure(let leftProperties, let leftKeys) = left.kind,
                    case .structure(let rightProperties, let rightKeys) = right.kind
                else { throw invalid("properties", "an object of schemas", path) }
                var merged = JSONObjectBuilder()
                for name in leftKeys where rightProperties[name] == nil { merged.append(name, leftProperties[name]!) }
                for name in rightKeys {
                    if let shared = leftProperties[name] {
                        merged.append(
                            name,
                            try conjoin(shared, rightProperties[name]!, path: "\(path)/properties/\(Self.escape(name))")
                        )
                    } else {
                        merged.append(name, rightProperties[name]!)
                    }
                }
                result.append(key, merged.content)
            case "items", "additionalProperties":
                result.append(key, try conjoin(left, right, path: "\(path)/\(key)"))
            case "minimum", "minItems", "minLength":
                result.append(key, try Self.larger(left, right) ? left : right)
            case "maximum", "maxItems", "maxLength":
                result.append(key, try Self.larger(left, right) ? right : left)
            case _ where !Self.constrainingKeywords.contains(key) && key != "anyOf" && key != "$ref":
                result.append(key, right)  // an annotation: the more specific schema's
            default:
                throw unsupported(
                    key, path,
                    "two combined schemas (an 'anyOf' or '$ref' with sibling keywords) both constrain '\(key)' differently; write the combined constraint out"
                )
            }
        }
        return result.content
    }

    /// The type names a `type` keyword lists.
    static func typeNames(_ value: GeneratedContent) -> [String] {
        switch value.kind {
        case .string(let name): [name]
        case .array(let list): list.compactMap { if case .string(let name) = $0.kind { name } else { nil } }
        default: []
        }
    }

    /// Whether the first number is at least the second.
    static func larger(_ left: GeneratedContent, _ right: GeneratedContent) throws -> Bool {
        guard case .number(let a) = left.kind, case .number(let b) = right.kind else { return false }
        return a >= b
    }
}
