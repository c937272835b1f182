import FoundationModels

/// The output of a response, gathered from its generation: the answer's text as one message
/// item, then a `function_call` item for each call, with the ids a stream announced them by.
struct ResponseOutput: Sendable {
    /// The message item's id.
    let messageID = JSONValue.newID("msg")
    /// The answer's text.
    var text = ""
    /// The calls, each with its item's id.
    var calls: [(itemID: String, call: CompletionWire.ToolCall)] = []

    /// Whether the answer was cut at `max_output_tokens` (its message is then `incomplete`).
    var incomplete = false

    /// The message item's status.
    var messageStatus: String { incomplete ? "incomplete" : "completed" }

    /// Whether the output has a message: it has text, or nothing else.
    var hasMessage: Bool { !text.isEmpty || calls.isEmpty }

    /// The output items, completed.
    var items: [GeneratedContent] {
        (hasMessage ? [ResponseObject.message(id: messageID, text: text, status: messageStatus)] : [])
            + calls.map {
                ResponseObject.functionCall(
                    id: $0.itemID, call: $0.call, arguments: $0.call.arguments, status: "completed")
            }
    }

    /// The output as the conversation's turns, which a continuation carries on.
    var turns: [ConversationTurn] {
        (text.isEmpty ? [] : [.assistant(text)])
            + (calls.isEmpty
                ? []
                : [.toolCalls(calls.map { .init(id: $0.call.id, name: $0.call.name, arguments: $0.call.arguments) })])
    }

    /// Adds the calls an accumulator gathered (only the first when the request allows no
    /// parallel calls).
    mutating func add(_ toolCalls: [CompletionWire.ToolCall], parallel: Bool) {
        for call in parallel ? toolCalls : Array(toolCalls.prefix(1)) {
            calls.append((JSONValue.newID("fc"), call))
        }
    }
}
