import FoundationModels

/// Turns OpenAI chat messages into a transcript: system and developer messages become the
/// instructions (with the tools, and the answer's schema), user messages prompts, assistant
/// messages responses and tool calls, tool messages the outputs of the calls they answer.
///
/// The schema is shown in the instructions rather than after the last prompt, so requests with
/// the same system messages and schema share their prompt's prefix in the model's cache, and
/// only the user's words are decoded anew.
struct MessageReader {
    /// Every tool of the request (shown to the model in the instructions).
    let tools: [Transcript.ToolDefinition]
    /// The answer's schema, attached to the last prompt.
    let schema: GenerationSchema?
    /// The options, attached to the last prompt.
    let options: GenerationOptions

    /// The transcript of the messages.
    /// - Throws: `APIError` (400) naming the message at fault.
    func transcript(_ messages: [GeneratedContent]) throws(APIError) -> Transcript {
        var instructions: [String] = []
        var entries: [Transcript.Entry] = []
        var callNames: [String: String] = [:]
        for (index, element) in messages.enumerated() {
            let message = try JSONObject(element, path: "messages[\(index)]")
            switch try message.string("role") {
            case "system"?, "developer"?:
                instructions.append(try text(message) ?? "")
            case "user"?:
                let last = index == messages.count - 1
                entries.append(
                    .prompt(
                        Transcript.Prompt(
                            segments: segments(try text(message) ?? ""), options: last ? options : GenerationOptions(),
                            responseFormat: last ? schema.map { Transcript.ResponseFormat(schema: $0) } : nil)))
            case "assistant"?:
                if let content = try text(message), !content.isEmpty {
                    entries.append(.response(Transcript.Response(assetIDs: [], segments: segments(content))))
                }
                let calls = try toolCalls(message)
                for call in calls { callNames[call.id] = call.toolName }
                if !calls.isEmpty { entries.append(.toolCalls(Transcript.ToolCalls(calls))) }
            case "tool"?:
                guard let id = try message.string("tool_call_id") else {
                    throw .invalid("'\(message.at("tool_call_id"))' is missing.", param: message.at("tool_call_id"))
                }
                guard let name = callNames[id] else {
                    throw .invalid(
                        "'\(message.at("tool_call_id"))' is '\(id)', which no earlier assistant message's "
                            + "tool_calls has.", param: message.at("tool_call_id"))
                }
                entries.append(
                    .toolOutput(
                        Transcript.ToolOutput(id: id, toolName: name, segments: segments(try text(message) ?? ""))))
            case let role:
                throw .invalid(
                    "'\(message.at("role"))' is \(role.map { "'\($0)'" } ?? "missing"); it must be 'system', "
                        + "'developer', 'user', 'assistant' or 'tool'.", param: message.at("role"))
            }
        }
        switch entries.last {
        case .prompt?, .toolOutput?: break
        default:
            throw .invalid(
                "The last message must be from the user or a tool: there is nothing to answer.", param: "messages")
        }
        if let schema { instructions.append(SchemaDescription(schema).instruction) }
        let header = Transcript.Entry.instructions(
            Transcript.Instructions(
                segments: instructions.isEmpty ? [] : segments(instructions.joined(separator: "\n\n")),
                toolDefinitions: tools))
        return Transcript(entries: instructions.isEmpty && tools.isEmpty ? entries : [header] + entries)
    }

    private func segments(_ text: String) -> [Transcript.Segment] {
        [.text(Transcript.TextSegment(content: text))]
    }

    /// A message's content: a string, or text parts joined; nil when absent.
    private func text(_ message: JSONObject) throws(APIError) -> String? {
        guard let content = message["content"] else { return nil }
        switch content.kind {
        case .string(let text): return text
        case .array(let parts):
            return try parts.enumerated().map { (index, part) throws(APIError) in
                let part = try JSONObject(part, path: message.at("content[\(index)]"))
                guard try part.string("type") == "text", let text = try part.string("text") else {
                    throw .invalid(
                        "Only text content parts ({\"type\": \"text\", \"text\": ...}) are supported.",
                        param: part.at("type"))
                }
                return text
            }.joined(separator: "\n")
        default:
            throw .type(message.at("content"), "a string or an array of content parts")
        }
    }

    /// An assistant message's `tool_calls`.
    private func toolCalls(_ message: JSONObject) throws(APIError) -> [Transcript.ToolCall] {
        guard let list = try message.array("tool_calls") else { return [] }
        return try list.enumerated().map { (index, element) throws(APIError) in
            let call = try JSONObject(element, path: message.at("tool_calls[\(index)]"))
            guard let id = try call.string("id"), let function = try call.object("function"),
                let name = try function.string("name")
            else {
                throw .invalid(
                    "'\(call.path)' needs an 'id' and a 'function' with a 'name'.", param: call.path)
            }
            let text = try function.string("arguments") ?? "{}"
            let arguments: GeneratedContent
            do {
                arguments = try GeneratedContent(completeJSON: text.isEmpty ? "{}" : text)
            } catch {
                throw .invalid(
                    "'\(function.at("arguments"))' is not JSON text: \(error)", param: function.at("arguments"))
            }
            return Transcript.ToolCall(id: id, toolName: name, arguments: arguments)
        }
    }
}
