import FoundationModels

/// Indented JSON for generated content, keeping the properties in their generated order.
enum PrettyJSON {
    /// The content as JSON indented by two spaces.
    static func format(_ content: GeneratedContent, indent: String = "") -> String {
        let inner = indent + "  "
        switch content.kind {
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + format($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .structure(let properties, let keys):
            let present = keys.compactMap { key in properties[key].map { (key, $0) } }
            guard !present.isEmpty else { return "{}" }
            return "{\n"
                + present.map { key, value in
                    inner + GeneratedContent(kind: .string(key)).jsonString + ": " + format(value, indent: inner)
                }.joined(separator: ",\n") + "\n\(indent)}"
        case .null, .bool, .number, .string:
            return content.jsonString
        }
    }
}
