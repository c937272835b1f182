/// How a response schema is shown to the model in the prompt.
package struct SchemaDescription {
    package let schema: GenerationSchema

    package init(_ schema: GenerationSchema) { self.schema = schema }

    /// The instruction appended to a prompt that asks for structured output, with the schema as
    /// the model is guided by it (`GenerationSchema.guided`).
    package var instruction: String {
        "Respond with a JSON object only, no other text, that follows this JSON schema:\n" + schema.guided.promptText
    }
}

extension GenerationSchema {
    /// The schema as the model is shown it: JSON Schema spaced as models saw it in training,
    /// without the keywords only validators need (`title`, `additionalProperties`, `x-order`).
    /// The text is the same in every process, so the KV cache and greedy output are too.
    package var promptText: String {
        Self.forPrompt(JSONSchemaWriter.document(for: self)).spacedJSONString
    }

    private static let validatorKeywords: Set = ["title", "additionalProperties", "x-order"]

    /// The most choices of a string enum the prompt lists; the grammar enforces all of them.
    static let listedChoices = 20

    /// A JSON Schema object without validator keywords, its subschemas likewise. A long `enum`
    /// shows its first ``listedChoices`` values and says how many there are.
    private static func forPrompt(_ schema: GeneratedContent) -> GeneratedContent {
        if let merged = nullable(schema) { return forPrompt(merged) }
        guard case .structure(let properties, let keys) = schema.kind else { return schema }
        var pairs: [(String, GeneratedContent)] = []
        var hiddenChoices: Int?
        for key in keys where !validatorKeywords.contains(key) {
            guard let value = properties[key] else { continue }
            switch (key, value.kind) {
            case ("enum", .array(let values)) where values.count > listedChoices:
                pairs.append((key, GeneratedContent(kind: .array(Array(values.prefix(listedChoices))))))
                hiddenChoices = values.count
            case ("properties", .structure(let named, let order)), ("$defs", .structure(let named, let order)):
                pairs.append((key, .object(order.compactMap { name in named[name].map { (name, forPrompt($0)) } })))
            case ("items", _):
                pairs.append((key, forPrompt(value)))
            case ("anyOf", .array(let choices)):
                pairs.append((key, GeneratedContent(kind: .array(choices.map(forPrompt)))))
            default:
                pairs.append((key, value))
            }
        }
        if let hiddenChoices {
            let note = "One of \(hiddenChoices) values; the first \(listedChoices) are listed."
            if let index = pairs.firstIndex(where: { $0.0 == "description" }),
                case .string(let text) = pairs[index].1.kind
            {
                pairs[index].1 = GeneratedContent(kind: .string(text + " " + note))
            } else {
                pairs.append(("description", GeneratedContent(kind: .string(note))))
            }
        }
        return .object(pairs)
    }

    /// `{"anyOf": [{"type": T, …}, {"type": "null"}], …}` written as `{"type": [T, "null"], …}`,
    /// as a value that may be null is most often written.
    private static func nullable(_ schema: GeneratedContent) -> GeneratedContent? {
        guard case .structure(let outer, let outerKeys) = schema.kind,
            case .array(let choices)? = outer["anyOf"]?.kind, choices.count == 2,
            case .structure(let null, _) = choices[1].kind, null.count == 1,
            case .string("null")? = null["type"]?.kind,
            case .structure(let inner, let innerKeys) = choices[0].kind,
            case .string(let type)? = inner["type"]?.kind
        else { return nil }
        var pairs = innerKeys.compactMap { key in
            inner[key].map { (key, key == "type" ? GeneratedContent.texts([type, "null"]) : $0) }
        }
        pairs += outerKeys.filter { $0 != "anyOf" && inner[$0] == nil }.compactMap { key in outer[key].map { (key, $0) }
        }
        return .object(pairs)
    }
}
