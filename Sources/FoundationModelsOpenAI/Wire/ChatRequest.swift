import FoundationModelsCore

/// The body of a `POST /chat/completions` request for one step of a turn.
struct ChatRequest {
    /// How the response schema is sent in this request.
    let structuredOutput: OpenAILanguageModel.StructuredOutput
    /// The request body as JSON.
    let body: GeneratedContent

    /// Builds the body.
    /// - Parameters:
    ///   - request: what the session asks for.
    ///   - model: the model and its settings.
    ///   - structuredOutput: how to send the response schema (the model's setting, or the
    ///     fallback after a server rejected `response_format`).
    /// - Throws: `LanguageModelError.unsupportedTranscriptContent` for an image that cannot be read.
    ///
    /// A server that gets both `tools` and a JSON-schema `response_format` constrains the answer
    /// to the schema, so the model could never call a tool. So while the model may still call
    /// tools (the last entry is the prompt), the schema is only shown in the prompt and the answer
    /// is checked afterwards; once tool outputs are in, the answer is constrained.
    init(
        _ request: LanguageModelExecutorGenerationRequest, model: OpenAILanguageModel,
        structuredOutput: OpenAILanguageModel.StructuredOutput
    ) throws {
        let mode = request.toolCallingMode
        let tools = mode == .disallowed ? [] : request.enabledToolDefinitions
        let afterPrompt = if case .prompt = request.transcript.last { true } else { false }
        var structuredOutput = structuredOutput
        if !tools.isEmpty, request.schema != nil, afterPrompt { structuredOutput = .promptOnly }
        self.structuredOutput = structuredOutput
        let showsSchema = request.includesSchemaInPrompt || structuredOutput == .promptOnly
        var pairs: [(String, GeneratedContent)] = [
            ("model", JSON.text(model.model)),
            ("messages", JSON.array(try ChatMessages(request.transcript, includeSchemaInPrompt: showsSchema).messages)),
        ]
        if model.streaming {
            pairs.append(("stream", JSON.bool(true)))
            pairs.append(("stream_options", JSON.object([("include_usage", JSON.bool(true))])))
        }
        if !tools.isEmpty {
            pairs.append(("tools", JSON.array(tools.map(Self.tool))))
            // `required` holds until the model has called: after the tools' outputs it may answer.
            pairs.append(("tool_choice", JSON.text(mode == .required && afterPrompt ? "required" : "auto")))
        }
        if let schema = request.schema, structuredOutput == .jsonSchema {
            pairs.append(
                (
                    "response_format",
                    JSON.object([
                        ("type", JSON.text("json_schema")),
                        (
                            "json_schema",
                            JSON.object([
                                ("name", JSON.text(Self.schemaName(schema))),
                                ("schema", Self.document(schema)),
                                ("strict", JSON.bool(true)),
                            ])
                        ),
                    ])
                ))
        }
        if let level = request.contextOptions.reasoningLevel {
            pairs.append(("reasoning_effort", JSON.text(Self.effort(level))))
        }
        pairs += Self.sampling(request.generationOptions, acceptsTopK: model.sendsTopK)
        body = JSON.object(pairs)
    }

    /// The body as JSON text.
    var text: String { body.jsonString }

    /// A tool in the `tools` field.
    static func tool(_ definition: Transcript.ToolDefinition) -> GeneratedContent {
        JSON.object([
            ("type", JSON.text("function")),
            (
                "function",
                JSON.object([
                    ("name", JSON.text(definition.name)),
                    ("description", JSON.text(definition.description)),
                    ("parameters", document(definition.parameters)),
                ])
            ),
        ])
    }

    /// A schema as a JSON Schema object, keys in order.
    static func document(_ schema: GenerationSchema) -> GeneratedContent {
        (try? GeneratedContent(completeJSON: schema.jsonSchema)) ?? JSON.object([("type", JSON.text("object"))])
    }

    /// A schema's name for `json_schema.name`: letters, digits, `_` and `-` only.
    static func schemaName(_ schema: GenerationSchema) -> String {
        let name = String(
            schema.name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
                    ? Character(scalar) : "_"
            })
        return name.isEmpty ? "response" : String(name.prefix(64))
    }

    /// A reasoning level as OpenAI's `reasoning_effort`.
    static func effort(_ level: ContextOptions.ReasoningLevel) -> String {
        switch level {
        case .light: "low"
        case .moderate: "medium"
        case .deep: "high"
        case .custom(let name): name
        }
    }

    /// The generation options as request fields: `temperature`, `top_p`, `top_k` (when the
    /// server accepts it), `seed` and `max_tokens`. Greedy sampling is temperature 0.
    static func sampling(_ options: GenerationOptions, acceptsTopK: Bool) -> [(String, GeneratedContent)] {
        var pairs: [(String, GeneratedContent)] = []
        var seed: UInt64?
        switch options.samplingMode?.kind {
        case .greedy:
            pairs.append(("temperature", JSON.number(0)))
            if acceptsTopK { pairs.append(("top_k", JSON.number(1))) }
        case .randomTopK(let k, let s):
            if let temperature = options.temperature { pairs.append(("temperature", JSON.number(temperature))) }
            if acceptsTopK { pairs.append(("top_k", JSON.number(Double(k)))) }
            seed = s
        case .randomProbabilityThreshold(let p, let s):
            if let temperature = options.temperature { pairs.append(("temperature", JSON.number(temperature))) }
            pairs.append(("top_p", JSON.number(p)))
            seed = s
        case nil:
            if let temperature = options.temperature { pairs.append(("temperature", JSON.number(temperature))) }
        }
        if let seed {
            // Servers take 32-bit seeds (llama.cpp) or at least exact JSON integers.
            pairs.append(("seed", JSON.number(Double(seed & 0xFFFF_FFFF))))
        }
        if let limit = options.maximumResponseTokens {
            pairs.append(("max_tokens", JSON.number(Double(limit))))
        }
        return pairs
    }
}
