import FoundationModelsCore

/// A schema shown in a prompt as the shape of the expected JSON, with a placeholder for each
/// value (`{"city": <string: The city's name>}`): small models fill in a shape where they
/// tend to repeat a JSON Schema back.
struct SchemaSkeleton {
    private let document: GeneratedContent

    /// Creates the skeleton of a schema.
    init(_ schema: GenerationSchema) {
        document = ChatRequest.document(schema)
    }

    /// The skeleton text.
    var text: String { shape(of: document, description: nil, depth: 0) }

    private func shape(of node: GeneratedContent, description: String?, depth: Int) -> String {
        guard depth < 12 else { return "<any>" }
        let description = description ?? node[member: "description"]?.stringValue
        if let reference = node[member: "$ref"]?.stringValue, reference.hasPrefix("#/$defs/"),
            let target = document[member: "$defs"]?[member: String(reference.dropFirst(8))]
        {
            return shape(of: target, description: description, depth: depth + 1)
        }
        if let choices = node[member: "anyOf"]?.arrayValue {
            return choices.map { shape(of: $0, description: nil, depth: depth + 1) }.joined(separator: " or ")
        }
        if let choices = node[member: "enum"]?.arrayValue {
            return "<one of " + choices.map(\.jsonString).joined(separator: ", ") + ">"
        }
        switch node[member: "type"]?.stringValue {
        case "object":
            guard case .structure(let properties, let keys)? = node[member: "properties"]?.kind, !keys.isEmpty else {
                return "{}"
            }
            let members = keys.compactMap { key in
                properties[key].map {
                    JSON.text(key).jsonString + ": " + shape(of: $0, description: nil, depth: depth + 1)
                }
            }
            return "{" + members.joined(separator: ", ") + "}"
        case "array":
            let item = node[member: "items"].map { shape(of: $0, description: nil, depth: depth + 1) } ?? "<any>"
            return "[" + item + ", ...]"
        case let type?:
            return "<" + type + (description.map { ": " + $0 } ?? "") + ">"
        case nil:
            return "<any JSON value" + (description.map { ": " + $0 } ?? "") + ">"
        }
    }
}
