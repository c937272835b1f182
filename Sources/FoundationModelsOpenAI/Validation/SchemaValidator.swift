import Foundation
import FoundationModelsCore

/// Checks generated content against a schema's JSON Schema: types, required and unknown
/// properties, choices, string lengths and patterns, number bounds, array lengths, `anyOf` and
/// `$ref`. Used for servers that do not constrain their output to the schema.
struct SchemaValidator {
    /// A place where the content does not follow the schema.
    struct Mismatch: Error, CustomStringConvertible {
        /// Where, as a JSON path (`$.drinks[0].size`).
        let path: String
        /// What is wrong.
        let problem: String

        var description: String { "at \(path): \(problem)" }
    }

    /// The schema's JSON Schema document.
    let document: GeneratedContent

    /// Creates a validator for a schema.
    init(_ schema: GenerationSchema) {
        document = ChatRequest.document(schema)
    }

    /// Checks content.
    /// - Throws: ``Mismatch`` at the first place the content does not follow the schema.
    func validate(_ content: GeneratedContent) throws {
        try check(content, against: document, path: "$", depth: 0)
    }

    private func check(_ value: GeneratedContent, against node: GeneratedContent, path: String, depth: Int) throws {
        guard depth < 64 else { return }
        if let reference = node[member: "$ref"]?.stringValue {
            guard let target = resolve(reference) else {
                throw Mismatch(path: path, problem: "the schema refers to \(reference), which it does not define")
            }
            try check(value, against: target, path: path, depth: depth + 1)
        }
        if let choices = node[member: "anyOf"]?.arrayValue {
            let matches = choices.contains { (try? check(value, against: $0, path: path, depth: depth + 1)) != nil }
            if !matches {
                throw Mismatch(path: path, problem: "\(value.jsonString) matches none of the schema's choices")
            }
        }
        if let type = node[member: "type"] {
            let allowed = type.stringValue.map { [$0] } ?? (type.arrayValue ?? []).compactMap(\.stringValue)
            if !allowed.isEmpty && !allowed.contains(where: { Self.has(value, type: $0) }) {
                throw Mismatch(
                    path: path, problem: "expected \(allowed.joined(separator: " or ")), found \(value.jsonString)")
            }
        }
        if let choices = node[member: "enum"]?.arrayValue,
            !choices.contains(where: { $0.jsonString == value.jsonString })
        {
            throw Mismatch(
                path: path,
                problem: "\(value.jsonString) is not one of \(choices.map(\.jsonString).joined(separator: ", "))")
        }
        switch value.kind {
        case .string(let text): try checkString(text, node, path)
        case .number(let number): try checkNumber(number, node, path)
        case .array(let elements):
            try checkCount(elements.count, node, "minItems", "maxItems", "elements", path)
            if let items = node[member: "items"] {
                for (index, element) in elements.enumerated() {
                    try check(element, against: items, path: "\(path)[\(index)]", depth: depth + 1)
                }
            }
        case .structure(let properties, let keys):
            let schemaProperties = node[member: "properties"]
            for name in (node[member: "required"]?.arrayValue ?? []).compactMap(\.stringValue)
            where properties[name] == nil {
                throw Mismatch(path: path, problem: "the required property \"\(name)\" is missing")
            }
            for key in keys {
                guard let value = properties[key] else { continue }
                if let propertySchema = schemaProperties?[member: key] {
                    try check(value, against: propertySchema, path: path + "." + key, depth: depth + 1)
                } else if case .bool(false) = node[member: "additionalProperties"]?.kind {
                    throw Mismatch(path: path, problem: "the schema has no property \"\(key)\"")
                }
            }
        case .null, .bool:
            break
        }
    }

    private func checkString(_ text: String, _ node: GeneratedContent, _ path: String) throws {
        try checkCount(text.count, node, "minLength", "maxLength", "characters", path)
        let patterns =
            [node[member: "pattern"]?.stringValue].compactMap { $0 }
            + (node[member: "x-patterns"]?.arrayValue ?? []).compactMap(\.stringValue)
        for pattern in patterns {
            // A pattern NSRegularExpression cannot read (Swift-only syntax) is not checked here.
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            if regex.firstMatch(in: text, range: range) == nil {
                throw Mismatch(path: path, problem: "\"\(text)\" does not match the pattern \(pattern)")
            }
        }
    }

    private func checkNumber(_ number: Double, _ node: GeneratedContent, _ path: String) throws {
        func bound(_ key: String, _ holds: (Double) -> Bool, _ words: String) throws {
            if let limit = node[member: key]?.numberValue, !holds(limit) {
                throw Mismatch(
                    path: path,
                    problem: "\(GeneratedContent(kind: .number(number)).jsonString) is not \(words) \(limit)")
            }
        }
        try bound("minimum", { number >= $0 }, "at least")
        try bound("maximum", { number <= $0 }, "at most")
        try bound("exclusiveMinimum", { number > $0 }, "more than")
        try bound("exclusiveMaximum", { number < $0 }, "less than")
    }

    private func checkCount(
        _ count: Int, _ node: GeneratedContent, _ minimumKey: String, _ maximumKey: String,
        _ unit: String, _ path: String
    ) throws {
        if let minimum = node[member: minimumKey]?.numberValue, Double(count) < minimum {
            throw Mismatch(path: path, problem: "\(count) \(unit), fewer than \(Int(minimum))")
        }
        if let maximum = node[member: maximumKey]?.numberValue, Double(count) > maximum {
            throw Mismatch(path: path, problem: "\(count) \(unit), more than \(Int(maximum))")
        }
    }

    /// The node a `$ref` points to: `#` or `#/$defs/Name` (JSON-pointer escapes undone).
    private func resolve(_ reference: String) -> GeneratedContent? {
        if reference == "#" { return document }
        guard reference.hasPrefix("#/") else { return nil }
        var node: GeneratedContent? = document
        for token in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            node = node?[member: key]
        }
        return node
    }

    private static func has(_ value: GeneratedContent, type: String) -> Bool {
        switch (type, value.kind) {
        case ("string", .string), ("boolean", .bool), ("null", .null), ("array", .array), ("object", .structure),
            ("number", .number):
            true
        case ("integer", .number(let number)):
            number == number.rounded() && number.isFinite
        default:
            false
        }
    }
}
