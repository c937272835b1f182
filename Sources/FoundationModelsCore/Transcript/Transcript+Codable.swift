import Foundation

/// A transcript codes as JSON in the layout Apple's FoundationModels writes, so that a
/// transcript an app saves on a Mac decodes here and the other way round. It also decodes the
/// layout this project wrote before (see `Transcript+CodableLegacy.swift`); it always encodes
/// Apple's.
///
/// The layout, as Apple's documentation of the Python SDK (`apple_fm_sdk.Transcript`, its
/// `to_dict()` and the test transcripts of `python-apple-fm-sdk`, exported from Swift) describes
/// it, and as the Rust bindings `foundation-models` (0.6–0.11, `src/transcript.rs`,
/// `src/prompt.rs`, `src/generation/mod.rs`) and `ringo-fm` read and write it:
///
/// ```
/// {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [entry…]}}
/// ```
///
/// Every entry has an `id` and a `role`; entries with segments hold them in `contents`:
/// - `instructions`: `contents`, and `tools` (left out when empty), each
///   `{"type": "function", "function": {"name", "description", "parameters": JSON Schema}}`.
/// - `user` (a prompt): `contents`, `options` (`{}` for the defaults), `responseFormat` when
///   structured: `{"type": "jsonSchema", "jsonSchema": {"name", "schema": JSON Schema}}`.
/// - `response`: `contents` and `assets` (the asset identifiers); or, for tool calls, a
///   `response` entry with `toolCalls` instead: `[{"id", "name", "arguments"}]`, the arguments
///   a JSON text in a string (an object is read too).
/// - `tool` (a tool's output): `toolName`, `toolCallID` (the call it answers; written equal to
///   `id`, and preferred over `id` when read) and `contents`.
///
/// Contents are `{"type", "id", …}`: `{"type": "text", "text"}`, or
/// `{"type": "structure", "structure": {"source": schema name, "content": JSON value}}`.
///
/// Options are `{"temperature", "maximumResponseTokens", "topK", "topP", "randomSeed"}` (the
/// keys the Rust bindings use; Apple's sessions write `{}` for default options and nothing we
/// found shows more), each left out when unset. This project adds `"samplingMode": "greedy"`
/// or `"random"` (a random mode also writes `topK` or `topP`, and `randomSeed` when seeded)
/// and `"toolCallingMode": "allowed" | "required" | "disallowed"`.
///
/// The 27 additions have no published layout; they follow the rest, and decoders that do not
/// know them skip their keys:
/// - `reasoning`: `contents`, `signature` (base64) and `metadata`.
/// - `data`: `contentType` (the type identifier), `content` (base64) and `metadata` (any JSON).
/// - `metadata` (a JSON object) on `user`, `response` and `reasoning` entries and on each tool
///   call, left out when empty; `contextOptions` on `user` entries:
///   `{"includeSchemaInPrompt": Bool, "reasoningLevel": "light" | "moderate" | "deep" | name}`
///   (a custom level named like a built-in one reads back as the built-in one).
/// - Attachment contents: `{"type": "attachment", "id", "label", "attachment": {"type": "image",
///   "url"}}` or `{…, "attachment": {"type": "data", "contentType", "content" (base64),
///   "metadata"}}`.
///
/// Decoding ignores keys it does not know and fails with a `DecodingError` that names what it
/// found on an unknown role or content type. A JSON decoder does not report an object's keys
/// in order, so JSON objects read into content (structured segments, metadata) have their
/// keys sorted; tool-call arguments, read from their JSON text, keep their order.
extension Transcript: Codable {
    /// The `type` of Apple's layout.
    static let codingType = "FoundationModels.Transcript"
    /// The `version` of Apple's layout this type writes.
    static let codingVersion = 1

    /// Decodes a transcript in Apple's layout, or in the layout this project wrote before.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when the data is in neither layout, or an entry cannot be read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FormatKey.self)
        if container.contains(.transcript) {
            if let type = try container.decodeIfPresent(String.self, forKey: .type), type != Self.codingType {
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container,
                    debugDescription: "Not a transcript: type is '\(type)', not '\(Self.codingType)'.")
            }
            let body = try container.nestedContainer(keyedBy: FormatKey.self, forKey: .transcript)
            self.init(entries: try body.decodeIfPresent([Entry].self, forKey: .entries) ?? [])
        } else if container.contains(.entries) {
            self.init(entries: try container.decode([LegacyEntry].self, forKey: .entries).map(\.entry))
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Not a transcript: expected {\"type\": \"\(Self.codingType)\", \"transcript\": "
                        + "{\"entries\": […]}} or {\"entries\": […]}."))
        }
    }

    /// Encodes the transcript in Apple's layout.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FormatKey.self)
        try container.encode(Self.codingType, forKey: .type)
        try container.encode(Self.codingVersion, forKey: .version)
        var body = container.nestedContainer(keyedBy: FormatKey.self, forKey: .transcript)
        try body.encode(Array(self), forKey: .entries)
    }

    /// The keys of Apple's layout, for the envelope, entries, contents and options alike.
    enum FormatKey: String, CodingKey {
        case type, version, transcript, entries, id, role, contents, metadata
        case tools, function, name, description, parameters
        case options, responseFormat, jsonSchema, schema, contextOptions, includeSchemaInPrompt, reasoningLevel
        case temperature, maximumResponseTokens, samplingMode, topK, topP, randomSeed, toolCallingMode
        case toolCalls, arguments, toolName, toolCallID, assets, signature, contentType, content
        case text, structure, source, attachment, label, url
    }
}

/// An entry codes as an object with its `id`, `role` and the role's fields.
extension Transcript.Entry: Codable {
    /// The roles of entries in Apple's layout (`reasoning` and `data` are this project's).
    private enum Role: String, CaseIterable {
        case instructions, user, response, tool, reasoning, data
    }

    /// Decodes an entry in Apple's layout, by its `role`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` for an unknown role or a field that cannot be read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Transcript.FormatKey.self)
        let name = try container.decode(String.self, forKey: .role)
        guard let role = Role(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .role, in: container,
                debugDescription: "Unknown transcript entry role '\(name)'; expected one of "
                    + Role.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ".")
        }
        switch role {
        case .instructions: self = .instructions(try .init(from: container))
        case .user: self = .prompt(try .init(from: container))
        case .response where container.contains(.toolCalls): self = .toolCalls(try .init(from: container))
        case .response: self = .response(try .init(from: container))
        case .tool: self = .toolOutput(try .init(from: container))
        case .reasoning: self = .reasoning(try .init(from: container))
        case .data: self = .data(try .init(from: container))
        }
    }

    /// Encodes the entry in Apple's layout: its `id`, `role` and the role's fields.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        try container.encode(id, forKey: .id)
        let role: Role
        switch self {
        case .instructions(let entry):
            role = .instructions
            try entry.encode(to: &container)
        case .prompt(let entry):
            role = .user
            try entry.encode(to: &container)
        case .toolCalls(let entry):
            role = .response
            try entry.encode(to: &container)
        case .response(let entry):
            role = .response
            try entry.encode(to: &container)
        case .toolOutput(let entry):
            role = .tool
            try entry.encode(to: &container)
        case .reasoning(let entry):
            role = .reasoning
            try entry.encode(to: &container)
        case .data(let entry):
            role = .data
            try entry.encode(to: &container)
        }
        try container.encode(role.rawValue, forKey: .role)
    }
}
