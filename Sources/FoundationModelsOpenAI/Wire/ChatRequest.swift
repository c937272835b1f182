import FoundationModels

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
    ///
    /// A server that gets both `tools` and a JSON-schema `response_format` constrains the answer
    /// to the schema, so the model could never call a tool. So while the model may still call
    /// tools (the last entry is the prompt), the schema is only shown in the prompt and the answer
    /// is checked afterwards; once tool outputs are in, the answer is constrained.
    init(_ request: ModelRequest, model: OpenAILanguageModel, structuredOutput: OpenAILanguageModel.StructuredOutput) {
        var structuredOutput = structuredOutput
        if !request.tools.isEmpty, request.schema != nil, case .prompt = request.transcript.last {
            structuredOutput = .promptOnly
        }
        self.structuredOutput = structuredOutput
        let showsSchema = request.includeSchemaInPrompt || structuredOutput == .promptOnly
        var pairs: [(String, GeneratedContent)] = [
            ("model", JSON.text(model.model)),
            ("messages", JSON.array(ChatMessages(request.transcript, includeSchemaInPrompt: showsSchema).messages)),
        ]
        if model.streaming {
            pairs.append(("stream", JSON.bool(true)))
        }
        if !request.tools.isEmpty {
            pairs.append(("tools", JSON.array(request.tools.map(Self.tool))))
        }
        if let schema = request.schema, structuredOutput == .jsonSchema {
            pairs.append(("response_format", JSON.object([
                ("type", JSON.text("json_schema")),
                ("json_schema", JSON.object([
                    ("name", JSON.text(Self.schemaName(schema))),
                    ("schema", Self.document(schema)),
                    ("strict", JSON.bool(true)),
                ])),
            ])))
        }
        pairs += Self.sampling(request.options, acceptsTopK: model.sendsTopK)
        body = JSON.object(pairs)
    }

    /// The body as JSON text.
    var text: String { body.jsonString }

    /// A tool in the `tools` field.
    static func tool(_ definition: Transcript.ToolDefinition) -> GeneratedContent {
        JSON.object([
            ("type", JSON.text("function")),
            ("function", JSON.object([
                ("name", JSON.text(definition.name)),
                ("description", JSON.text(definition.description)),
                ("parameters", document(definition.parameters)),
            ])),
        ])
    }

    /// A schema as a JSON Schema object, keys in order.
    static func document(_ schema: GenerationSchema) -> GeneratedContent {
        (try? GeneratedContent(json: schema.jsonSchema)) ?? JSON.object([("type", JSON.text("object"))])
    }

    /// A schema's name for `json_schema.name`: letters, digits, `_` and `-` only.
    static func schemaName(_ schema: GenerationSchema) -> String {
        let title = document(schema)[member: "title"]?.stringValue ?? "response"
        let name = String(title.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
                ? Character(scalar) : "_"
        })
        return name.isEmpty ? "response" : String(name.prefix(64))
    }

    /// The generation options as request fields: `temperature`, `top_p`, `top_k` (when the
    /// server accepts it), `seed` and `max_tokens`. Greedy sampling is temperature 0.
    static func sampling(_ options: GenerationOptions, acceptsTopK: Bool) -> [(String, GeneratedContent)] {
        var pairs: [(String, GeneratedContent)] = []
        let mode = options.sampling
        if mode?.isGreedy == true {
            pairs.append(("temperature", JSON.number(0)))
            if acceptsTopK { pairs.append(("top_k", JSON.number(1))) }
        } else if let temperature = options.temperature {
            pairs.append(("temperature", JSON.number(temperature)))
        }
        if let p = mode?.probabilityThreshold {
            pairs.append(("top_p", JSON.number(p)))
        }
        if let k = mode?.topK, acceptsTopK {
            pairs.append(("top_k", JSON.number(Double(k))))
        }
        if let seed = mode?.seed {
            // Servers take 32-bit seeds (llama.cpp) or at least exact JSON integers.
            pairs.append(("seed", JSON.number(Double(seed & 0xFFFF_FFFF))))
        }
        if let limit = options.maximumResponseTokens {
            pairs.append(("max_tokens", JSON.number(Double(limit))))
        }
        return pairs
    }
}
