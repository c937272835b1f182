import Foundation
import FoundationModels

/// Builds the JSON of the Responses API's objects as `GeneratedContent`, whose members keep
/// their order and which can hold what a request gave (tools, metadata, a format) as it was.
enum JSONValue {
    static let null = GeneratedContent(kind: .null)

    /// An object of the members, in order.
    static func object(_ members: KeyValuePairs<String, GeneratedContent>) -> GeneratedContent {
        object(members.map { ($0.key, $0.value) })
    }

    /// An object of the members, in order (the first of two with the same key counts).
    static func object(_ members: [(String, GeneratedContent)]) -> GeneratedContent {
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in members where properties[key] == nil {
            properties[key] = value
            keys.append(key)
        }
        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
    }

    static func string(_ text: String?) -> GeneratedContent { text.map { GeneratedContent(kind: .string($0)) } ?? null }

    static func number(_ value: Double?) -> GeneratedContent {
        value.map { GeneratedContent(kind: .number($0)) } ?? null
    }

    static func number(_ value: Int?) -> GeneratedContent { number(value.map(Double.init)) }

    static func bool(_ value: Bool) -> GeneratedContent { GeneratedContent(kind: .bool(value)) }

    static func array(_ elements: [GeneratedContent]) -> GeneratedContent { GeneratedContent(kind: .array(elements)) }

    /// An object with a member added or replaced (at its place, or at the end).
    static func setting(_ key: String, to value: GeneratedContent, in object: GeneratedContent) -> GeneratedContent {
        guard case .structure(var properties, var keys) = object.kind else { return object }
        if properties.updateValue(value, forKey: key) == nil { keys.append(key) }
        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
    }

    /// A member of an object, if it is one and has it.
    static func member(_ key: String, of object: GeneratedContent) -> GeneratedContent? {
        guard case .structure(let properties, _) = object.kind else { return nil }
        return properties[key]
    }

    /// A new id of an object the server makes: `prefix_` and 32 hexadecimal digits.
    static func newID(_ prefix: String) -> String {
        prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    /// The JSON text as bytes.
    static func data(_ value: GeneratedContent) -> Data { Data(value.jsonString.utf8) }
}
