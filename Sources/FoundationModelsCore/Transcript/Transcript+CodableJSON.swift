import Foundation

/// A container of an object in the transcript's layout, to decode from.
typealias TranscriptDecoding = KeyedDecodingContainer<Transcript.FormatKey>
/// A container of an object in the transcript's layout, to encode to.
typealias TranscriptEncoding = KeyedEncodingContainer<Transcript.FormatKey>

/// Reading the values the transcript's layout shares: contents, JSON, base64, type identifiers.
extension KeyedDecodingContainer<Transcript.FormatKey> {
    /// The segments in `contents`; none when there is no such key.
    func segments() throws -> [Transcript.Segment] {
        try decodeIfPresent([Transcript.Segment].self, forKey: .contents) ?? []
    }

    /// Any JSON value, as content with its objects' keys sorted (a decoder does not report
    /// them in order).
    func json(forKey key: Key) throws -> GeneratedContent {
        try decode(JSONValue.self, forKey: key).content.sortingKeys()
    }

    /// The JSON object in `metadata`, by name; empty when there is no such key.
    func metadata() throws -> [String: GeneratedContent] {
        try decodeIfPresent([String: JSONValue].self, forKey: .metadata)?.mapValues { $0.content.sortingKeys() } ?? [:]
    }

    /// Content read from a JSON text found at a key, keeping its order.
    func content(ofJSON text: String, forKey key: Key) throws -> GeneratedContent {
        do {
            return try GeneratedContent(completeJSON: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "'\(key.stringValue)' is not a JSON text: \(error)")
        }
    }

    /// The bytes of a base64 string.
    func base64(forKey key: Key) throws -> Data {
        guard let data = Data(base64Encoded: try decode(String.self, forKey: key)) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "'\(key.stringValue)' is not base64.")
        }
        return data
    }

    /// A URL from its text.
    func url(_ text: String, forKey key: Key) throws -> URL {
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(text)' is not a URL.")
        }
        return url
    }

    /// The type named by the identifier in `contentType`.
    func contentType() throws -> UTType {
        let identifier = try decode(String.self, forKey: .contentType)
        guard let type = UTType(identifier) ?? (identifier.isEmpty ? nil : UTType(exportedAs: identifier)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .contentType, in: self, debugDescription: "The content type is empty.")
        }
        return type
    }
}

/// Writing the values the transcript's layout shares.
extension KeyedEncodingContainer<Transcript.FormatKey> {
    /// Writes `metadata` as a JSON object, unless it is empty.
    mutating func encode(metadata: [String: GeneratedContent]) throws {
        if !metadata.isEmpty { try encode(metadata.mapValues(JSONValue.init), forKey: .metadata) }
    }
}

extension GeneratedContent {
    /// This content with the keys of every structure in it sorted, so that content decoded
    /// from JSON is the same whatever order the decoder reported the keys in.
    func sortingKeys() -> GeneratedContent {
        switch kind {
        case .array(let elements):
            GeneratedContent(kind: .array(elements.map { $0.sortingKeys() }), id: id)
        case .structure(let properties, let keys):
            GeneratedContent(
                kind: .structure(properties: properties.mapValues { $0.sortingKeys() }, orderedKeys: keys.sorted()),
                id: id)
        default:
            self
        }
    }
}
