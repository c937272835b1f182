import Foundation

/// How a response schema is shown to the model in the prompt.
struct SchemaDescription {
    let schema: GenerationSchema

    init(_ schema: GenerationSchema) { self.schema = schema }

    /// The instruction appended to a prompt that asks for structured output.
    var instruction: String {
        "Respond with a JSON object only, no other text, that follows this JSON schema:\n" + schema.jsonSchemaText
    }
}

extension GenerationSchema {
    /// The schema as compact JSON Schema text.
    var jsonSchemaText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
