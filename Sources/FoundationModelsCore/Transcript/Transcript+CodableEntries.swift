import Foundation

// The fields of each kind of entry in Apple's layout (see `Transcript+Codable.swift`), read
// and written on the entry's container, next to its `id` and `role`.

/// Instructions in Apple's layout.
extension Transcript.Instructions {
    /// Reads `id`, `contents` and `tools`.
    init(from container: TranscriptDecoding) throws {
        self.init(
            id: try container.decode(String.self, forKey: .id), segments: try container.segments(),
            toolDefinitions: try container.decodeIfPresent([Transcript.ToolDefinition].self, forKey: .tools) ?? [])
    }

    /// Writes `contents`, and `tools` unless there are none.
    func encode(to container: inout TranscriptEncoding) throws {
        try container.encode(segments, forKey: .contents)
        if !toolDefinitions.isEmpty { try container.encode(toolDefinitions, forKey: .tools) }
    }
}

/// A prompt (role `user`) in Apple's layout.
extension Transcript.Prompt {
    /// Reads `id`, `contents`, `options`, `responseFormat`, `contextOptions` and `metadata`.
    init(from container: TranscriptDecoding) throws {
        self.init(
            id: try container.decode(String.self, forKey: .id), segments: try container.segments(),
            options: try container.decodeIfPresent(CodedGenerationOptions.self, forKey: .options)?.options ?? .init(),
            responseFormat: try container.decodeIfPresent(Transcript.ResponseFormat.self, forKey: .responseFormat))
        contextOptions =
            try container.decodeIfPresent(CodedContextOptions.self, forKey: .contextOptions)?.options ?? .init()
        metadata = try container.metadata()
    }

    /// Writes `contents`, `options`, and the other fields that are set.
    func encode(to container: inout TranscriptEncoding) throws {
        try container.encode(segments, forKey: .contents)
        try container.encode(CodedGenerationOptions(options), forKey: .options)
        try container.encodeIfPresent(responseFormat, forKey: .responseFormat)
        if contextOptions != ContextOptions() {
            try container.encode(CodedContextOptions(contextOptions), forKey: .contextOptions)
        }
        try container.encode(metadata: metadata)
    }
}

/// Tool calls (role `response` with `toolCalls`) in Apple's layout.
extension Transcript.ToolCalls {
    /// Reads `id` and `toolCalls`.
    init(from container: TranscriptDecoding) throws {
        self.init(
            id: try container.decode(String.self, forKey: .id),
            try container.decode([Transcript.ToolCall].self, forKey: .toolCalls))
    }

    /// Writes `toolCalls`.
    func encode(to container: inout TranscriptEncoding) throws {
        try container.encode(Array(self), forKey: .toolCalls)
    }
}

/// A tool call codes as an element of `toolCalls`.
extension Transcript.ToolCall: Codable {
    /// Decodes a call: `id`, `name`, `arguments` (a JSON text, or a JSON value) and `metadata`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when a field is missing or the arguments are not JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Transcript.FormatKey.self)
        let arguments: GeneratedContent
        if let text = try? container.decode(String.self, forKey: .arguments) {
            arguments = try container.content(ofJSON: text, forKey: .arguments)
        } else {
            arguments = try container.json(forKey: .arguments)
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            toolName: try container.decode(String.self, forKey: .name), arguments: arguments)
        metadata = try container.metadata()
    }

    /// Encodes the call: `id`, `name`, `arguments` as JSON text, and `metadata` unless empty.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        try container.encode(id, forKey: .id)
        try container.encode(toolName, forKey: .name)
        try container.encode(arguments.jsonString, forKey: .arguments)
        try container.encode(metadata: metadata)
    }
}

/// A tool's output (role `tool`) in Apple's layout.
extension Transcript.ToolOutput {
    /// Reads `toolCallID` (or `id`), `toolName` and `contents`.
    init(from container: TranscriptDecoding) throws {
        let callID = try container.decodeIfPresent(String.self, forKey: .toolCallID)
        self.init(
            id: try callID ?? container.decode(String.self, forKey: .id),
            toolName: try container.decode(String.self, forKey: .toolName), segments: try container.segments())
    }

    /// Writes `toolCallID`, `toolName` and `contents`.
    func encode(to container: inout TranscriptEncoding) throws {
        try container.encode(id, forKey: .toolCallID)
        try container.encode(toolName, forKey: .toolName)
        try container.encode(segments, forKey: .contents)
    }
}

/// A response in Apple's layout.
extension Transcript.Response {
    /// Reads `id`, `assets`, `contents` and `metadata`.
    init(from container: TranscriptDecoding) throws {
        self.init(
            id: try container.decode(String.self, forKey: .id),
            assetIDs: try container.decodeIfPresent([String].self, forKey: .assets) ?? [],
            segments: try container.segments())
        metadata = try container.metadata()
    }

    /// Writes `assets`, `contents`, and `metadata` unless empty.
    func encode(to container: inout TranscriptEncoding) throws {
        try container.encode(assetIDs, forKey: .assets)
        try container.encode(segments, forKey: .contents)
        try container.encode(metadata: metadata)
    }
}

/// Reasoning (this project's layout).
extension Transcript.Reasoning {
    /// Reads `id`, `contents`, `signature` (base64) and `metadata`.
    init(from container: TranscriptDecoding) throws {
        self.init(
            id: try container.decode(String.self, forKey: .id), segments: try container.segments(),
            signature: try container.contains(.signature) ? container.base64(forKey: .signature) : nil)
        metadata = try container.metadata()
    }

    /// Writes `contents`, and `signature` and `metadata` when there are.
    func encode(to container: inout TranscriptEncoding) throws {
        try container.encode(segments, forKey: .contents)
        try container.encodeIfPresent(signature?.base64EncodedString(), forKey: .signature)
        try container.encode(metadata: metadata)
    }
}

/// A data entry (this project's layout).
extension Transcript.DataEntry {
    /// Reads `id`, `contentType`, `content` (base64) and `metadata` (any JSON).
    init(from container: TranscriptDecoding) throws {
        self.init(
            id: try container.decode(String.self, forKey: .id), contentType: try container.contentType(),
            content: try container.base64(forKey: .content),
            metadata: try container.contains(.metadata)
                ? container.json(forKey: .metadata) : GeneratedContent(properties: [:]))
    }

    /// Writes `contentType`, `content` and `metadata`.
    func encode(to container: inout TranscriptEncoding) throws {
        try container.encode(contentType.identifier, forKey: .contentType)
        try container.encode(content.base64EncodedString(), forKey: .content)
        try container.encode(JSONValue(metadata), forKey: .metadata)
    }
}
