import Foundation

/// Resolving `$ref`s: JSON pointers into the document and anchors.
extension JSONSchemaReader {
    /// The name of the definition a `$ref` points to, reading the definition when first seen.
    mutating func definitionName(for pointer: String, path: String) throws -> String {
        if let name = namesByPointer[pointer] { return name }
        let (target, resolvedTokens) = try resolveWithTokens(pointer, path: path)
        let tokens = resolvedTokens ?? []
        var name: String
        if resolvedTokens == nil {
            name = String(pointer.dropFirst())
        } else if tokens.isEmpty {
            name = document.stringValue(forKey: "title") ?? "Root"
        } else if tokens.count == 2, tokens[0] == "$defs" || tokens[0] == "definitions" {
            name = tokens[1]
        } else {
            name = tokens.joined(separator: "/")
        }
        let base = name
        var suffix = 2
        while namesByPointer.values.contains(name) {
            name = "\(base)_\(suffix)"
            suffix += 1
        }
        namesByPointer[pointer] = name
        // Reserve the definition's place first, so definitions keep the order of first use.
        let position = definitions.count
        definitions.append(.init(name: name, node: SchemaNode(.any)))
        definitions[position].node = try self.node(target, path: pointer)
        return name
    }

    /// The part of the document a `$ref` points to: a JSON pointer (`#`, `#/…`) or an anchor
    /// (`#name`, matching `$anchor`, or `$id`/`id` written as `#name`).
    func resolve(_ pointer: String, path: String) throws -> GeneratedContent {
        try resolveWithTokens(pointer, path: path).target
    }

    /// The target of a `$ref`, and the pointer's tokens (nil for an anchor).
    func resolveWithTokens(_ pointer: String, path: String) throws -> (target: GeneratedContent, tokens: [String]?) {
        guard pointer.hasPrefix("#") else {
            throw unsupported(
                "$ref", path, "'\(pointer)' is not a reference into this document ('#', '#/…' or '#anchor')")
        }
        if pointer != "#" && !pointer.hasPrefix("#/") {
            guard let target = Self.findAnchor(String(pointer.dropFirst()), in: document) else {
                throw SchemaError.undefinedReferences(
                    schema: nil, references: [pointer],
                    context: .init(
                        debugDescription:
                            "'$ref' at \(path) names the anchor '\(pointer)', which no '$anchor' or '$id' in the document defines; add it or fix the reference."
                    ))
            }
            return (target, nil)
        }
        let tokens =
            pointer == "#"
            ? []
            : pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
                String($0).removingPercentEncoding.map(Self.unescape) ?? Self.unescape(String($0))
            }
        var target = document
        for token in tokens {
            switch target.kind {
            case .structure(let properties, _) where properties[token] != nil:
                target = properties[token]!
            case .array(let elements) where Int(token).map(elements.indices.contains) == true:
                target = elements[Int(token)!]
            default:
                throw SchemaError.undefinedReferences(
                    schema: nil, references: [pointer],
                    context: .init(
                        debugDescription:
                            "'$ref' at \(path) points to '\(pointer)', which is not in the document; add the definition or fix the pointer."
                    ))
            }
        }
        return (target, tokens)
    }

    /// The subschema whose `$anchor` is `name`, or whose `$id`/`id` is `#name`.
    static func findAnchor(_ name: String, in json: GeneratedContent) -> GeneratedContent? {
        switch json.kind {
        case .structure(let properties, let keys):
            if json.stringValue(forKey: "$anchor") == name || json.stringValue(forKey: "$id") == "#" + name
                || json.stringValue(forKey: "id") == "#" + name
            {
                return json
            }
            for key in keys where !["enum", "const", "default", "examples"].contains(key) {
                if let found = findAnchor(name, in: properties[key]!) { return found }
            }
            return nil
        case .array(let elements):
            for element in elements {
                if let found = findAnchor(name, in: element) { return found }
            }
            return nil
        default:
            return nil
        }
    }
}
