import Foundation

/// A segment codes as an element of an entry's `contents` (see `Transcript+Codable.swift`):
/// `{"type": "text" | "structure" | "attachment", "id", …}`.
extension Transcript.Segment: Codable {
    /// The content types of Apple's layout (`attachment` is this project's).
    private enum ContentType: String, CaseIterable {
        case text, structure, attachment
    }

    /// Decodes a segment by its `type`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` for an unknown type or a field that cannot be read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Transcript.FormatKey.self)
        let name = try container.decode(String.self, forKey: .type)
        let id = try container.decode(String.self, forKey: .id)
        switch ContentType(rawValue: name) {
        case .text:
            self = .text(.init(id: id, content: try container.decode(String.self, forKey: .text)))
        case .structure:
            let structure = try container.nestedContainer(keyedBy: Transcript.FormatKey.self, forKey: .structure)
            self = .structure(
                .init(
                    id: id, schemaName: try structure.decode(String.self, forKey: .source),
                    content: try structure.json(forKey: .content)))
        case .attachment:
            self = .attachment(
                .init(
                    id: id, content: try container.decode(Transcript.Attachment.self, forKey: .attachment),
                    label: try container.decodeIfPresent(String.self, forKey: .label)))
        case nil:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "Unknown transcript content type '\(name)'; expected one of "
                    + ContentType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ".")
        }
    }

    /// Encodes the segment with its `type` and `id`.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        try container.encode(id, forKey: .id)
        switch self {
        case .text(let segment):
            try container.encode(ContentType.text.rawValue, forKey: .type)
            try container.encode(segment.content, forKey: .text)
        case .structure(let segment):
            try container.encode(ContentType.structure.rawValue, forKey: .type)
            var structure = container.nestedContainer(keyedBy: Transcript.FormatKey.self, forKey: .structure)
            try structure.encode(segment.schemaName, forKey: .source)
            try structure.encode(JSONValue(segment.content), forKey: .content)
        case .attachment(let segment):
            try container.encode(ContentType.attachment.rawValue, forKey: .type)
            try container.encodeIfPresent(segment.label, forKey: .label)
            try container.encode(segment.content, forKey: .attachment)
        }
    }
}

/// An attachment codes as `{"type": "image", "url"}` or
/// `{"type": "data", "contentType", "content" (base64), "metadata"}` (this project's layout).
extension Transcript.Attachment: Codable {
    /// Decodes an attachment by its `type`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` for an unknown type or a field that cannot be read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Transcript.FormatKey.self)
        switch try container.decode(String.self, forKey: .type) {
        case "image":
            var image = Transcript.ImageAttachment(imageURL: URL(fileURLWithPath: "/"))
            image.url = try container.decodeIfPresent(String.self, forKey: .url).map {
                try container.url($0, forKey: .url)
            }
            self = .image(image)
        case "data":
            self = .data(
                .init(
                    contentType: try container.contentType(), content: try container.base64(forKey: .content),
                    metadata: try container.contains(.metadata)
                        ? container.json(forKey: .metadata) : GeneratedContent(properties: [:])))
        case let name:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "Unknown attachment type '\(name)'; expected 'image' or 'data'.")
        }
    }

    /// Encodes the attachment with its `type`.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        switch self {
        case .image(let image):
            try container.encode("image", forKey: .type)
            try container.encodeIfPresent(image.url?.absoluteString, forKey: .url)
        case .data(let data):
            try container.encode("data", forKey: .type)
            try container.encode(data.contentType.identifier, forKey: .contentType)
            try container.encode(data.content.base64EncodedString(), forKey: .content)
            try container.encode(JSONValue(data.metadata), forKey: .metadata)
        }
    }
}
