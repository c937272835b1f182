import FoundationModels

/// Turns OpenAI chat messages into a conversation's turns: system and developer messages become
/// instructions, user messages prompts, assistant messages responses and tool calls, tool
/// messages the outputs of the calls they answer. `TranscriptBuilder` makes the transcript.
struct MessageReader {
    /// The turns of the messages.
    /// - Throws: `APIError` (400) naming the message at fault.
    func turns(_ messages: [GeneratedContent]) throws(APIError) -> [ConversationTurn] {
        var turns: [ConversationTurn] = []
        var callNames: [String: String] = [:]
        for (index, element) in messages.enumerated() {
            let message = try JSONObject(element, path: "messages[\(index)]")
            switch try message.string("role") {
            case "system"?, "developer"?:
                turns.append(.instructions(try text(message) ?? ""))
            case "user"?:
                turns.append(.user(try text(message) ?? ""))
            case "assistant"?:
                if let content = try text(message), !content.isEmpty { turns.append(.assistant(content)) }
                let calls = try toolCalls(message)
                for call in calls { callNames[call.id] = call.name }
                if !calls.isEmpty { turns.append(.toolCalls(calls)) }
            case "tool"?:
                guard let id = try message.string("tool_call_id") else {
                    throw .invalid("'\(message.at("tool_call_id"))' is missing.", param: message.at("tool_call_id"))
                }
                guard let name = callNames[id] else {
                    throw .invalid(
                        "'\(message.at("tool_call_id"))' is '\(id)', which no earlier assistant message's "
                            + "tool_calls has.", param: message.at("tool_call_id"))
                }
                turns.append(.toolOutput(callID: id, name: name, output: try text(message) ?? ""))
            case let role:
                throw .invalid(
                    "'\(message.at("role"))' is \(role.map { "'\($0)'" } ?? "missing"); it must be 'system', "
                        + "'developer', 'user', 'assistant' or 'tool'.", param: message.at("role"))
            }
        }
        return turns
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
    private func toolCalls(_ message: JSONObject) throws(APIError) -> [ConversationTurn.Call] {
        guard let list = try message.array("tool_calls") else { return [] }
        return try list.enumerated().map { (index, element) throws(APIError) in
            let call = try JSONObject(element, path: message.at("tool_calls[\(index)]"))
            guard let id = try call.string("id"), let function = try call.object("function"),
                let name = try function.string("name")
            else {
                throw .invalid(
                    "'\(call.path)' needs an 'id' and a 'function' with a 'name'.", param: call.path)
            }
            let arguments = try Self.arguments(try function.string("arguments"), param: function.at("arguments"))
            return ConversationTurn.Call(id: id, name: name, arguments: arguments)
        }
    }

    /// A call's arguments, checked to be JSON text (`{}` when absent or empty).
    static func arguments(_ text: String?, param: String) throws(APIError) -> String {
        let text = text.flatMap { $0.isEmpty ? nil : $0 } ?? "{}"
        do {
            _ = try GeneratedContent(completeJSON: text)
        } catch {
            throw .invalid("'\(param)' is not JSON text: \(error)", param: param)
        }
        return text
    }
}
