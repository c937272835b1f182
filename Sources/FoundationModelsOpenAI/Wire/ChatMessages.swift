import Foundation
import FoundationModelsCore

/// Maps a transcript to OpenAI chat messages: instructions become the system message, prompts
/// user messages (with `image_url` parts for images), responses assistant messages (with the
/// reasoning before them as `reasoning_content`), tool calls assistant messages with
/// `tool_calls`, tool outputs `tool` messages with the call's `tool_call_id`. Data entries have
/// no message.
struct ChatMessages {
    /// The messages, as JSON objects.
    private(set) var messages: [GeneratedContent] = []

    /// Maps a transcript.
    /// - Parameters:
    ///   - transcript: the transcript; its last entry is the one being answered.
    ///   - includeSchemaInPrompt: whether the last prompt shows its response schema (earlier
    ///     prompts always do, so their rendering never changes).
    /// - Throws: `LanguageModelError.unsupportedTranscriptContent` for an image whose file cannot
    ///   be read, or a data attachment.
    init(_ transcript: Transcript, includeSchemaInPrompt: Bool = true) throws {
        let lastID = transcript.last?.id
        var reasoning: String?
        for entry in transcript {
            switch entry {
            case .instructions(let instructions):
                append(role: "system", content: instructions.segments.text)
            case .prompt(let prompt):
                var text = prompt.segments.filter { if case .attachment = $0 { false } else { true } }.text
                if let format = prompt.responseFormat, entry.id != lastID || includeSchemaInPrompt {
                    text += "\n\n" + Self.schemaInstruction(format)
                }
                let images = try prompt.segments.compactMap { segment -> GeneratedContent? in
                    guard case .attachment(let attachment) = segment else { return nil }
                    return try Self.imagePart(attachment, in: entry)
                }
                if images.isEmpty {
                    append(role: "user", content: text)
                } else {
                    let parts = [JSON.object([("type", JSON.text("text")), ("text", JSON.text(text))])] + images
                    messages.append(JSON.object([("role", JSON.text("user")), ("content", JSON.array(parts))]))
                }
            case .reasoning(let entry):
                reasoning = (reasoning ?? "") + entry.segments.text
            case .data:
                break
            case .response(let response):
                var pairs = [("role", JSON.text("assistant")), ("content", JSON.text(response.segments.text))]
                if let text = reasoning { pairs.append(("reasoning_content", JSON.text(text))) }
                reasoning = nil
                messages.append(JSON.object(pairs))
            case .toolCalls(let calls):
                let wireCalls = calls.map { call in
                    JSON.object([
                        ("id", JSON.text(call.id)),
                        ("type", JSON.text("function")),
                        (
                            "function",
                            JSON.object([
                                ("name", JSON.text(call.toolName)),
                                ("arguments", JSON.text(call.arguments.jsonString)),
                            ])
                        ),
                    ])
                }
                messages.append(
                    JSON.object([
                        ("role", JSON.text("assistant")), ("content", JSON.null), ("tool_calls", JSON.array(wireCalls)),
                    ]))
            case .toolOutput(let output):
                messages.append(
                    JSON.object([
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
                parts.append(
                    (function?[member: "name"]?.stringValue ?? "") + " "
                        + (function?[member: "arguments"]?.stringValue ?? ""))
            }
            return parts.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// What the prompt says about a response format: answer with JSON of the schema's shape.
    static func schemaInstruction(_ format: Transcript.ResponseFormat) -> String {
        guard case .schema(let schema) = format.kind else { return "" }
        return "Respond with only a JSON object of this form, with a value in place of each <...>:\n"
            + SchemaSkeleton(schema).text
    }

    /// An image attachment as an `image_url` part: a `data:` or web URL as is, a file read into
    /// a `data:` URL.
    static func imagePart(_ attachment: Transcript.AttachmentSegment, in entry: Transcript.Entry) throws
        -> GeneratedContent
    {
        guard case .image(let image) = attachment.content, let url = image.url else {
            throw LanguageModelError.unsupportedTranscriptContent(
                .init(
                    unsupportedContent: [entry],
                    debugDescription:
                        "A server prompt takes images by URL only; this attachment has none (data attachments are not sent)."
                ))
        }
        var address = url.absoluteString
        if url.isFileURL {
            guard let data = try? Data(contentsOf: url) else {
                throw LanguageModelError.unsupportedTranscriptContent(
                    .init(
                        unsupportedContent: [entry],
                        debugDescription:
                            "The image file \(url.path) cannot be read. Check the path."))
            }
            let type =
                ["png": "image/png", "gif": "image/gif", "webp": "image/webp"][url.pathExtension.lowercased()]
                ?? "image/jpeg"
            address = "data:\(type);base64," + data.base64EncodedString()
        }
        return JSON.object([
            ("type", JSON.text("image_url")), ("image_url", JSON.object([("url", JSON.text(address))])),
        ])
    }
}

extension [Transcript.Segment] {
    /// The segments as one text; structured content as JSON.
    var text: String { map(\.description).joined(separator: "\n") }
}
