import Foundation
import FoundationModels

/// Writes a response as the Responses API's typed server-sent events, in OpenAI's order:
/// `response.created`, `response.in_progress`, then for the message `response.output_item.added`,
/// `response.content_part.added`, `response.output_text.delta`…, `response.output_text.done`,
/// `response.content_part.done`, `response.output_item.done`; for each function call its item
/// added, `response.function_call_arguments.delta` and `.done`, its item done; and last
/// `response.completed` (or `response.incomplete`, or `response.failed` with the error).
struct ResponseEventWriter {
    let response: ResponseObject
    let body: ResponseBodyStream
    /// Whether the first events were written.
    private(set) var began = false
    /// Whether the message item is open (its text being written).
    private var messageOpen = false
    private var sequence = 0

    init(response: ResponseObject, body: ResponseBodyStream) {
        self.response = response
        self.body = body
    }

    /// Writes `response.created` and `response.in_progress`, once.
    mutating func begin() {
        guard !began else { return }
        began = true
        let state = response.json(status: "in_progress")
        event("response.created", ["response": state])
        event("response.in_progress", ["response": state])
    }

    /// Writes text of the answer, opening the message item before the first.
    mutating func text(_ delta: String, output: ResponseOutput) {
        guard !delta.isEmpty else { return }
        openMessage(output)
        event(
            "response.output_text.delta",
            part(output, ["delta": JSONValue.string(delta), "logprobs": JSONValue.array([])]))
    }

    /// Closes the message (writing an empty one when the output has a message that never
    /// began), writes the function calls, and the final state of the response.
    mutating func finish(_ output: ResponseOutput, final: GeneratedContent) {
        begin()
        if output.hasMessage {
            openMessage(output)
            event(
                "response.output_text.done",
                part(output, ["text": JSONValue.string(output.text), "logprobs": JSONValue.array([])]))
            event("response.content_part.done", part(output, ["part": ResponseObject.outputText(output.text)]))
            event(
                "response.output_item.done",
                [
                    "output_index": JSONValue.number(0),
                    "item": ResponseObject.message(
                        id: output.messageID, text: output.text, status: output.messageStatus),
                ])
        }
        let first = output.hasMessage ? 1 : 0
        for (offset, entry) in output.calls.enumerated() {
            let index = JSONValue.number(first + offset)
            let id = JSONValue.string(entry.itemID)
            event(
                "response.output_item.added",
                [
                    "output_index": index,
                    "item": ResponseObject.functionCall(
                        id: entry.itemID, call: entry.call, arguments: "", status: "in_progress"),
                ])
            event(
                "response.function_call_arguments.delta",
                ["item_id": id, "output_index": index, "delta": JSONValue.string(entry.call.arguments)])
            event(
                "response.function_call_arguments.done",
                [
                    "item_id": id, "output_index": index, "name": JSONValue.string(entry.call.name),
                    "arguments": JSONValue.string(entry.call.arguments),
                ])
            event(
                "response.output_item.done",
                [
                    "output_index": index,
                    "item": ResponseObject.functionCall(
                        id: entry.itemID, call: entry.call, arguments: entry.call.arguments, status: "completed"),
                ])
        }
        event(output.incomplete ? "response.incomplete" : "response.completed", ["response": final])
    }

    /// Writes `response.failed` with the error, after what was written.
    mutating func fail(_ error: APIError) {
        begin()
        event("response.failed", ["response": response.json(status: "failed", error: error)])
    }

    private mutating func openMessage(_ output: ResponseOutput) {
        begin()
        guard !messageOpen else { return }
        messageOpen = true
        event(
            "response.output_item.added",
            [
                "output_index": JSONValue.number(0),
                "item": ResponseObject.message(id: output.messageID, text: nil, status: "in_progress"),
            ])
        event("response.content_part.added", part(output, ["part": ResponseObject.outputText("")]))
    }

    /// The members of an event about the message's text part, and more.
    private func part(_ output: ResponseOutput, _ more: KeyValuePairs<String, GeneratedContent>)
        -> [(String, GeneratedContent)]
    {
        [
            ("item_id", JSONValue.string(output.messageID)), ("output_index", JSONValue.number(0)),
            ("content_index", JSONValue.number(0)),
        ] + more.map { ($0.key, $0.value) }
    }

    private mutating func event(_ type: String, _ members: KeyValuePairs<String, GeneratedContent>) {
        event(type, members.map { ($0.key, $0.value) })
    }

    private mutating func event(_ type: String, _ members: [(String, GeneratedContent)]) {
        let all = [("type", JSONValue.string(type)), ("sequence_number", JSONValue.number(sequence))] + members
        sequence += 1
        body.write(Data("event: \(type)\ndata: ".utf8) + JSONValue.data(JSONValue.object(all)) + Data("\n\n".utf8))
    }
}
