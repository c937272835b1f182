import Foundation
import FoundationModels

/// Maps a transcript to OpenAI chat messages: instructions become the system message, prompts
/// user messages, responses assistant messages, tool calls assistant messages with
/// `tool_calls`, tool outputs `tool` messages with the call's `tool_call_id`.
struct ChatMessages {
    /// The messages, as JSON objects.
    private(set) var messages: [GeneratedContent] = []

    /// Maps a transcript.
    /// - Parameters:
    ///   - transcript: the transcript; its last entry is the one being answered.
    ///   - includeSchemaInPrompt: whether the last prompt shows its response schema (earlier
    ///     prompts always do, so their rendering never changes).
    init(_ transcript: Transcript, includeSchemaInPrompt: Bool = true) {
        let lastID = transcript.last?.id
        for entry in transcript {
            switch entry {
            case .instructions(let instructions):
                append(role: "system", content: instructions.segments.text)
            case .prompt(let prompt):
                var text = prompt.segments.text
                if let format = prompt.responseFormat, entry.id != lastID || includeSchemaInPrompt {
                    text += "\n\n" + Self.schemaInstruction(format)
                }
                append(role: "user", content: text)
            case .response(let response):
                append(role: "assistant", content: response.segments.text)
            case .toolCalls(let calls):
                let wireCalls = calls.map { call in
                    JSON.object([
                        ("id", JSON.text(call.id)),
                        ("type", JSON.text("function")),
                        ("function", JSON.object([
                            ("name", JSON.text(call.toolName)),
                            ("arguments", JSON.text(call.arguments.jsonString)),
                        ])),
                    ])
                }
                messages.append(JSON.object([
                    ("role", JSON.text("assistant")), ("content", JSON.null), ("tool_calls", JSON.array(wireCalls)),
                ]))
            case .toolOutput(let output):
                messages.append(JSON.object([
                    ("role", JSON.text("tool")), ("tool_call_id", JSON.text(output.id)),
                    ("content", JSON.text(output.segments.text)),
                ]))
            }
        }
    }

    private mutating func append(role: String, content: String) {
        messages.append(JSON.object([("role", JSON.text(role)), ("content", JSON.text(content))]))
    }

    /// The text of every message, for estimating its length.
    var text: String {
        messages.map { message in
            var parts = [message[member: "content"]?.plainText ?? ""]
            for call in message[member: "tool_calls"]?.arrayValue ?? [] {
                let function = call[member: "function"]
                parts.append((function?[member: "name"]?.stringValue ?? "") + " " + (function?[member: "arguments"]?.stringValue ?? ""))
            }
            return parts.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// What the prompt says about a response format: answer with JSON of the schema's shape.
    static func schemaInstruction(_ format: Transcript.ResponseFormat) -> String {
        let skeleton = format.generationSchema.map { SchemaSkeleton($0).text } ?? "{}"
        return "Respond with only a JSON object of this form, with a value in place of each <...>:\n" + skeleton
    }
}

extension Transcript.ResponseFormat {
    /// The format's schema. FoundationModels keeps it internal, so it is read back from the
    /// format's encoding (JSON Schema with `x-order`, so properties keep their order).
    var generationSchema: GenerationSchema? {
        struct Encoded: Decodable { let schema: GenerationSchema }
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        return try? JSONDecoder().decode(Encoded.self, from: data).schema
    }
}

extension [Transcript.Segment] {
    /// The segments as one text; structured content as JSON.
    var text: String { map(\.description).joined(separator: "\n") }
}
