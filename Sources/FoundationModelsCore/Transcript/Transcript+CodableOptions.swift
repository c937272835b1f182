import Foundation

/// A tool definition codes as an element of `tools`:
/// `{"type": "function", "function": {"name", "description", "parameters": JSON Schema}}`.
extension Transcript.ToolDefinition: Codable {
    /// Decodes a definition from its `function`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when a field is missing, `SchemaError` when the parameters
    ///   cannot be represented.
    public init(from decoder: any Decoder) throws {
        let function = try decoder.container(keyedBy: Transcript.FormatKey.self)
            .nestedContainer(keyedBy: Transcript.FormatKey.self, forKey: .function)
        self.init(
            name: try function.decode(String.self, forKey: .name),
            description: try function.decodeIfPresent(String.self, forKey: .description) ?? "",
            parameters: try function.decode(GenerationSchema.self, forKey: .parameters))
    }

    /// Encodes the definition as a function.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        try container.encode("function", forKey: .type)
        var function = container.nestedContainer(keyedBy: Transcript.FormatKey.self, forKey: .function)
        try function.encode(name, forKey: .name)
        try function.encode(description, forKey: .description)
        try function.encode(parameters, forKey: .parameters)
    }
}

/// A response format codes as `{"type": "jsonSchema", "jsonSchema": {"name", "schema"}}`.
extension Transcript.ResponseFormat: Codable {
    /// Decodes a format from its `jsonSchema`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when there is no schema, `SchemaError` when the schema cannot
    ///   be represented.
    public init(from decoder: any Decoder) throws {
        let jsonSchema = try decoder.container(keyedBy: Transcript.FormatKey.self)
            .nestedContainer(keyedBy: Transcript.FormatKey.self, forKey: .jsonSchema)
        self.init(schema: try jsonSchema.decode(GenerationSchema.self, forKey: .schema))
    }

    /// Encodes the format's name and schema.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        try container.encode("jsonSchema", forKey: .type)
        var jsonSchema = container.nestedContainer(keyedBy: Transcript.FormatKey.self, forKey: .jsonSchema)
        try jsonSchema.encode(name, forKey: .name)
        try jsonSchema.encode(schema, forKey: .schema)
    }
}

/// Generation options in Apple's layout: `temperature`, `maximumResponseTokens`, and the
/// sampling mode as `samplingMode` (`greedy` or `random`) with `topK` or `topP` and
/// `randomSeed`; `toolCallingMode` by name. Unset options are left out.
struct CodedGenerationOptions: Codable {
    /// The options.
    var options: GenerationOptions

    /// Wraps options for coding.
    init(_ options: GenerationOptions) {
        self.options = options
    }

    /// Decodes options; `topK` or `topP` without a `samplingMode` are random sampling.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Transcript.FormatKey.self)
        options = GenerationOptions(
            temperature: try container.decodeIfPresent(Double.self, forKey: .temperature),
            maximumResponseTokens: try container.decodeIfPresent(Int.self, forKey: .maximumResponseTokens))
        let seed = try container.decodeIfPresent(UInt64.self, forKey: .randomSeed)
        if try container.decodeIfPresent(String.self, forKey: .samplingMode) == "greedy" {
            options.samplingMode = .greedy
        } else if let k = try container.decodeIfPresent(Int.self, forKey: .topK) {
            options.samplingMode = .random(top: k, seed: seed)
        } else if let threshold = try container.decodeIfPresent(Double.self, forKey: .topP) {
            options.samplingMode = .random(probabilityThreshold: threshold, seed: seed)
        }
        if let mode = try container.decodeIfPresent(String.self, forKey: .toolCallingMode) {
            guard let kind = Self.toolCallingModes.first(where: { $0.name == mode })?.kind else {
                throw DecodingError.dataCorruptedError(
                    forKey: .toolCallingMode, in: container,
                    debugDescription:
                        "Unknown tool-calling mode '\(mode)'; expected 'allowed', 'required' or 'disallowed'.")
            }
            options.toolCallingMode = GenerationOptions.ToolCallingMode(kind: kind)
        }
    }

    /// Encodes the options that are set.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        try container.encodeIfPresent(options.temperature, forKey: .temperature)
        try container.encodeIfPresent(options.maximumResponseTokens, forKey: .maximumResponseTokens)
        switch options.samplingMode?.kind {
        case .greedy:
            try container.encode("greedy", forKey: .samplingMode)
        case .randomTopK(let k, let seed):
            try container.encode("random", forKey: .samplingMode)
            try container.encode(k, forKey: .topK)
            try container.encodeIfPresent(seed, forKey: .randomSeed)
        case .randomProbabilityThreshold(let threshold, let seed):
            try container.encode("random", forKey: .samplingMode)
            try container.encode(threshold, forKey: .topP)
            try container.encodeIfPresent(seed, forKey: .randomSeed)
        case nil:
            break
        }
        let mode = options.toolCallingMode.flatMap { mode in Self.toolCallingModes.first { $0.kind == mode.kind } }
        try container.encodeIfPresent(mode?.name, forKey: .toolCallingMode)
    }

    /// The names of the tool-calling modes.
    private static let toolCallingModes: [(name: String, kind: GenerationOptions.ToolCallingMode.Kind)] =
        [("allowed", .allowed), ("required", .required), ("disallowed", .disallowed)]
}

/// Context options in this project's layout: `includeSchemaInPrompt`, and `reasoningLevel` by
/// name (`light`, `moderate`, `deep`, or a provider's own name). Unset options are left out.
struct CodedContextOptions: Codable {
    /// The options.
    var options: ContextOptions

    /// Wraps options for coding.
    init(_ options: ContextOptions) {
        self.options = options
    }

    /// Decodes options; a level of another name is a custom level.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Transcript.FormatKey.self)
        let level: ContextOptions.ReasoningLevel? =
            switch try container.decodeIfPresent(String.self, forKey: .reasoningLevel) {
            case "light": .light
            case "moderate": .moderate
            case "deep": .deep
            case let name?: .custom(name)
            case nil: nil
            }
        options = ContextOptions(
            includeSchemaInPrompt: try container.decodeIfPresent(Bool.self, forKey: .includeSchemaInPrompt),
            reasoningLevel: level)
    }

    /// Encodes the options that are set.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Transcript.FormatKey.self)
        try container.encodeIfPresent(options.includeSchemaInPrompt, forKey: .includeSchemaInPrompt)
        let level: String? =
            switch options.reasoningLevel {
            case .light: "light"
            case .moderate: "moderate"
            case .deep: "deep"
            case .custom(let name): name
            case nil: nil
            }
        try container.encodeIfPresent(level, forKey: .reasoningLevel)
    }
}
