import Foundation

/// Constants (`enum`, `const`) of JSON Schema, read into choices and constant nodes.
extension JSONSchemaReader {
    /// The values of `enum` or `const`, or nil when there are none.
    func constantValues(_ keywords: [String: GeneratedContent], path: String) throws -> [GeneratedContent]? {
        if let constant = keywords["const"] { return [constant] }
        guard let values = keywords["enum"] else { return nil }
        guard case .array(let list) = values.kind else { throw invalid("enum", "an array of values", path) }
        guard !list.isEmpty else {
            throw SchemaError.emptyTypeChoices(
                schema: path, context: .init(debugDescription: "'enum' at \(path) has no values; give it at least one.")
            )
        }
        return list
    }

    /// The node that matches exactly one constant, or nil when its type is not allowed.
    func constantNode(
        _ value: GeneratedContent, allowedTypes: [String]?, keyword: String, path: String
    ) throws -> SchemaNode? {
        func allowed(_ type: String) -> Bool {
            guard let allowedTypes else { return true }
            return allowedTypes.contains(type) || (type == "integer" && allowedTypes.contains("number"))
        }
        switch value.kind {
        case .string(let text):
            return allowed("string") ? SchemaNode(.string(.init(choices: [text]))) : nil
        case .null:
            return allowed("null") ? SchemaNode(.null) : nil
        case .number(let number):
            guard number.isFinite else {
                throw invalid(
                    keyword, "made of numbers within Double's range, not \(value.numberText ?? "\(number)")", path)
            }
            let isWhole = number == number.rounded()
            guard allowed(isWhole ? "integer" : "number") else { return nil }
            var bounds = SchemaNode.NumericBounds(minimum: number, maximum: number)
            let isInteger =
                isWhole && (value.numberText.map { !$0.contains(".") && !$0.lowercased().contains("e") } ?? true)
            bounds.isUnlimited = !isInteger  // as every number read from JSON Schema
            return SchemaNode(isInteger ? .integer(bounds) : .number(bounds))
        case .bool:
            throw unsupported(
                keyword, path, "a single Boolean constant cannot be expressed; allow both with type 'boolean'")
        case .structure(let properties, let keys):
            guard allowed("object") else { return nil }
            let members = try keys.map { key in
                guard let node = try constantNode(properties[key]!, allowedTypes: nil, keyword: keyword, path: path)
                else {
                    throw unsupported(keyword, path)
                }
                return SchemaNode.ObjectProperty(name: key, description: nil, node: node, isOptional: false)
            }
            return SchemaNode(.object(.init(properties: members, isUnordered: true)))  // key order never matters
        case .array(let elements):
            guard allowed("array") else { return nil }
            let nodes = try elements.compactMap {
                try constantNode($0, allowedTypes: nil, keyword: keyword, path: path)
            }
            guard let first = nodes.first else {
                return SchemaNode(.array(.init(items: SchemaNode(.any), minimumCount: 0, maximumCount: 0)))
            }
            guard nodes.allSatisfy({ $0 == first }) else {
                // Items that differ: one prefix item each, and no more.
                var shape = SchemaNode.ArrayShape(items: first, minimumCount: nodes.count, maximumCount: nodes.count)
                shape.prefixItems = nodes
                return SchemaNode(.array(shape))
            }
            return SchemaNode(.array(.init(items: first, minimumCount: nodes.count, maximumCount: nodes.count)))
        }
    }

    /// Merges constant nodes: string choices into one string node, `true`/`false` aside.
    static func mergeConstants(_ nodes: [SchemaNode]) -> [SchemaNode] {
        var strings: [String] = []
        var seen = Set<String>()  // A long enum would make a search of `strings` quadratic.
        var others: [SchemaNode] = []
        for node in nodes {
            if case .string(let constraints) = node.kind {
                for choice in constraints.choices ?? [] where seen.insert(choice).inserted { strings.append(choice) }
            } else if !others.contains(node) {
                others.append(node)
            }
        }
        return (strings.isEmpty ? [] : [SchemaNode(.string(.init(choices: strings)))]) + others
    }
}
