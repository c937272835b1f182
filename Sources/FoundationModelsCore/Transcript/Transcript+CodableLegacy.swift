import Foundation

/// Reading the layout this project wrote until Apple's: Swift's synthesized coding of the
/// earlier types, `{"entries": [entry…]}`, each entry a synthesized enum case such as
/// `{"prompt": {"_0": {"id", "segments", "options", "responseFormat"}}}`:
/// - segments: `{"text": {"_0": {"id", "content"}}}` or
///   `{"structure": {"_0": {"id", "source", "content": JSON text}}}`;
/// - `instructions`: `id`, `segments`, `toolDefinitions` (`name`, `description`,
///   `parameters`: JSON Schema);
/// - `prompt`: `id`, `segments`, `options` (`sampling: {"mode": {"greedy": {}} |
///   {"topK": {"_0": k, "seed"}} | {"nucleus": {"_0": threshold, "seed"}}}`, `temperature`,
///   `maximumResponseTokens`), `responseFormat: {"schema": JSON Schema}`;
/// - `toolCalls`: `id`, `calls` (`id`, `toolName`, `arguments`: JSON text);
/// - `toolOutput`: `id`, `toolName`, `segments`; `response`: `id`, `assetIDs`, `segments`.
extension Transcript {
    /// The keys of the earlier layout.
    enum LegacyKey: String, CodingKey {
        case _0, id, segments, text, structure, content, source
        case instructions, toolDefinitions, name, description, parameters
        case prompt, options, responseFormat, schema, sampling, mode, greedy, topK, nucleus, seed, temperature,
            maximumResponseTokens
        case toolCalls, calls, toolName, arguments, toolOutput, response, assetIDs
    }

    /// An entry in the earlier layout.
    struct LegacyEntry: Decodable {
        /// The entry.
        var entry: Entry

        /// Decodes the entry from its one case key.
        init(from decoder: any Decoder) throws {
            let (kind, fields) = try Self.payload(
                of: decoder, cases: [.instructions, .prompt, .toolCalls, .toolOutput, .response])
            let id = try fields.decode(String.self, forKey: .id)
            switch kind {
            case .instructions:
                entry = .instructions(
                    .init(
                        id: id, segments: try fields.legacySegments(),
                        toolDefinitions: try fields.decode([LegacyToolDefinition].self, forKey: .toolDefinitions).map(
                            \.definition)))
            case .prompt:
                let format = try fields.decodeIfPresent(LegacyResponseFormat.self, forKey: .responseFormat)
                entry = .prompt(
                    .init(
                        id: id, segments: try fields.legacySegments(),
                        options: try fields.decodeIfPresent(LegacyOptions.self, forKey: .options)?.options ?? .init(),
                        responseFormat: format.map { ResponseFormat(schema: $0.schema) }))
            case .toolCalls:
                entry = .toolCalls(.init(id: id, try fields.decode([LegacyToolCall].self, forKey: .calls).map(\.call)))
            case .toolOutput:
                entry = .toolOutput(
                    .init(
                        id: id, toolName: try fields.decode(String.self, forKey: .toolName),
                        segments: try fields.legacySegments()))
            default:
                entry = .response(
                    .init(
                        id: id, assetIDs: try fields.decodeIfPresent([String].self, forKey: .assetIDs) ?? [],
                        segments: try fields.legacySegments()))
            }
        }

        /// The case key of a synthesized enum coding, and the fields of its `_0`.
        static func payload(of decoder: any Decoder, cases: [LegacyKey]) throws -> (
            LegacyKey, KeyedDecodingContainer<LegacyKey>
        ) {
            let container = try decoder.container(keyedBy: LegacyKey.self)
            guard let kind = cases.first(where: container.contains) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "Expected one of "
                            + cases.map { "'\($0.stringValue)'" }.joined(separator: ", ")
                            + "; found " + container.allKeys.map { "'\($0.stringValue)'" }.joined(separator: ", ") + "."
                    ))
            }
            let fields = try container.nestedContainer(keyedBy: LegacyKey.self, forKey: kind)
            return (kind, try fields.nestedContainer(keyedBy: LegacyKey.self, forKey: ._0))
        }
    }

    /// A segment in the earlier layout; structured content is a JSON text.
    struct LegacySegment: Decodable {
        /// The segment.
        var segment: Segment

        /// Decodes the segment from its case key.
        init(from decoder: any Decoder) throws {
            let (kind, fields) = try LegacyEntry.payload(of: decoder, cases: [.text, .structure])
            let id = try fields.decode(String.self, forKey: .id)
            let content = try fields.decode(String.self, forKey: .content)
            segment =
                kind == .text
                ? .text(.init(id: id, content: content))
                : .structure(
                    .init(
                        id: id, schemaName: try fields.decode(String.self, forKey: .source),
                        content: try GeneratedContent(completeJSON: content)))
        }
    }

    /// A tool definition in the earlier layout.
    struct LegacyToolDefinition: Decodable {
        /// The definition.
        var definition: ToolDefinition

        /// Decodes `name`, `description` and `parameters`.
        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: LegacyKey.self)
            definition = ToolDefinition(
                name: try fields.decode(String.self, forKey: .name),
                description: try fields.decode(String.self, forKey: .description),
                parameters: try fields.decode(GenerationSchema.self, forKey: .parameters))
        }
    }

    /// A response format in the earlier layout.
    struct LegacyResponseFormat: Decodable {
        /// The schema of the format.
        var schema: GenerationSchema
    }

    /// A tool call in the earlier layout; the arguments are a JSON text.
    struct LegacyToolCall: Decodable {
        /// The call.
        var call: ToolCall

        /// Decodes `id`, `toolName` and `arguments`.
        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: LegacyKey.self)
            call = ToolCall(
                id: try fields.decode(String.self, forKey: .id),
                toolName: try fields.decode(String.self, forKey: .toolName),
                arguments: try GeneratedContent(completeJSON: fields.decode(String.self, forKey: .arguments)))
        }
    }

    /// Generation options in the earlier layout.
    struct LegacyOptions: Decodable {
        /// The options.
        var options: GenerationOptions

        /// Decodes `sampling`, `temperature` and `maximumResponseTokens`.
        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: LegacyKey.self)
            options = GenerationOptions(
                temperature: try fields.decodeIfPresent(Double.self, forKey: .temperature),
                maximumResponseTokens: try fields.decodeIfPresent(Int.self, forKey: .maximumResponseTokens))
            guard fields.contains(.sampling) else { return }
            let sampling = try fields.nestedContainer(keyedBy: LegacyKey.self, forKey: .sampling)
            let mode = try sampling.nestedContainer(keyedBy: LegacyKey.self, forKey: .mode)
            if mode.contains(.greedy) {
                options.samplingMode = .greedy
            } else if mode.contains(.topK) {
                let topK = try mode.nestedContainer(keyedBy: LegacyKey.self, forKey: .topK)
                options.samplingMode = .random(
                    top: try topK.decode(Int.self, forKey: ._0),
                    seed: try topK.decodeIfPresent(UInt64.self, forKey: .seed))
            } else {
                let nucleus = try mode.nestedContainer(keyedBy: LegacyKey.self, forKey: .nucleus)
                options.samplingMode = .random(
                    probabilityThreshold: try nucleus.decode(Double.self, forKey: ._0),
                    seed: try nucleus.decodeIfPresent(UInt64.self, forKey: .seed))
            }
        }
    }
}

/// Reading segments in the earlier layout.
extension KeyedDecodingContainer<Transcript.LegacyKey> {
    /// The segments in `segments`.
    func legacySegments() throws -> [Transcript.Segment] {
        try decode([Transcript.LegacySegment].self, forKey: .segments).map(\.segment)
    }
}
