import FoundationModels

/// Turns the Responses API's `input` into a conversation's turns: messages (system, developer,
/// user, assistant; their content a string or `input_text` / `output_text` parts),
/// `function_call` items (several in a row are one step of calls) and `function_call_output`
/// items, which answer a call of this input or of the previous response.
struct InputItemReader {
    /// The conversation before this input (`previous_response_id`'s), whose calls an output
    /// may answer.
    let previous: [ConversationTurn]

    /// The input as items, each with an `id`: a string becomes one user message.
    /// - Throws: `APIError` (400) when `input` is neither a string nor an array of objects.
    static func items(_ input: GeneratedContent) throws(APIError) -> [GeneratedContent] {
        switch input.kind {
        case .string(let text):
            return [
                JSONValue.object([
                    "type": JSONValue.string("message"), "role": JSONValue.string("user"),
                    "content": JSONValue.array([
                        JSONValue.object(["type": JSONValue.string("input_text"), "text": JSONValue.string(text)])
                    ]),
                ])
            ].map(withID)
        case .array(let elements) where !elements.isEmpty:
            return try elements.enumerated().map { (index, element) throws(APIError) in
                _ = try JSONObject(element, path: "input[\(index)]")
                return withID(element)
            }
        default:
            throw .type("input", "a string or a non-empty array of items")
        }
    }

    /// An item with an id (its own, or a new one).
    private static func withID(_ item: GeneratedContent) -> GeneratedContent {
        if case .string? = JSONValue.member("id", of: item)?.kind { return item }
        let prefix =
            if case .string("function_call_output")? = JSONValue.member("type", of: item)?.kind { "fco" } else { "msg" }
        return JSONValue.setting("id", to: JSONValue.string(JSONValue.newID(prefix)), in: item)
    }

    /// The turns of the items.
    /// - Throws: `APIError` (400) naming the item at fault.
    func turns(_ items: [GeneratedContent]) throws(APIError) -> [ConversationTurn] {
        var turns: [ConversationTurn] = []
        var callNames: [String: String] = [:]
        for case .toolCalls(let calls) in previous { for call in calls { callNames[call.id] = call.name } }
        for (index, element) in items.enumerated() {
            let item = try JSONObject(element, path: "input[\(index)]")
            switch try item.string("type") ?? "message" {
            case "message":
                let text = try content(item)
                switch try item.string("role") {
                case "system"?, "developer"?: turns.append(.instructions(text))
                case "user"?: turns.append(.user(text))
                case "assistant"?: turns.append(.assistant(text))
                case let role:
                    throw .invalid(
                        "'\(item.at("role"))' is \(role.map { "'\($0)'" } ?? "missing"); it must be 'system', "
                            + "'developer', 'user' or 'assistant'.", param: item.at("role"))
                }
            case "function_call":
                guard let id = try item.string("call_id"), let name = try item.string("name") else {
                    throw .invalid("'\(item.path)' needs a 'call_id' and a 'name'.", param: item.path)
                }
                let arguments = try MessageReader.arguments(try item.string("arguments"), param: item.at("arguments"))
                let call = ConversationTurn.Call(id: id, name: name, arguments: arguments)
                callNames[id] = name
                if case .toolCalls(let calls)? = turns.last {
                    turns[turns.count - 1] = .toolCalls(calls + [call])
                } else {
                    turns.append(.toolCalls([call]))
                }
            case "function_call_output":
                guard let id = try item.string("call_id") else {
                    throw .invalid("'\(item.at("call_id"))' is missing.", param: item.at("call_id"))
                }
                guard let name = callNames[id] else {
                    throw .invalid(
                        "'\(item.at("call_id"))' is '\(id)', which no function_call of the input or of the previous "
                            + "response has.", param: item.at("call_id"))
                }
                turns.append(.toolOutput(callID: id, name: name, output: try output(item)))
            case let type:
                throw .invalid(
                    "'\(item.at("type"))' is '\(type)'; this server reads items of type 'message', 'function_call' "
                        + "and 'function_call_output'.", param: item.at("type"))
            }
        }
        return turns
    }

    /// A message's content: a string, or its text parts joined.
    private func content(_ item: JSONObject) throws(APIError) -> String {
        guard let content = item["content"] else {
            throw .invalid("'\(item.at("content"))' is missing.", param: item.at("content"))
        }
        switch content.kind {
        case .string(let text): return text
        case .array(let parts):
            return try parts.enumerated().map { (index, part) throws(APIError) in
                let part = try JSONObject(part, path: item.at("content[\(index)]"))
                guard ["input_text", "output_text", "text"].contains(try part.string("type")),
                    let text = try part.string("text")
                else {
                    throw .invalid(
                        "Only text parts ({\"type\": \"input_text\", \"text\": ...}) are supported; this model "
                            + "reads no images, files or audio.", param: part.at("type"))
                }
                return text
            }.joined(separator: "\n")
        default:
            throw .type(item.at("content"), "a string or an array of content parts")
        }
    }

    /// A function call's output: a string, or its text parts joined.
    private func output(_ item: JSONObject) throws(APIError) -> String {
        guard let output = item["output"] else {
            throw .invalid("'\(item.at("output"))' is missing.", param: item.at("output"))
        }
        if case .string(let text) = output.kind { return text }
        return try content(JSONObject(JSONValue.object(["content": output]), path: item.path))
    }
}
