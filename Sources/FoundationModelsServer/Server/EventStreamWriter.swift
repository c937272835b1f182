import Foundation

/// Writes a completion as server-sent events: `data: {chunk}` events, the first with the
/// assistant's role, then the tool calls, the finish reason, the usage if asked for, and
/// `data: [DONE]`.
struct EventStreamWriter {
    let header: CompletionHeader
    let body: ResponseBodyStream
    /// Whether the first chunk was written.
    private(set) var began = false

    init(header: CompletionHeader, body: ResponseBodyStream) {
        self.header = header
        self.body = body
    }

    /// Writes text of the answer (the first chunk also when the text is empty).
    mutating func content(_ text: String) {
        guard !text.isEmpty || !began else { return }
        delta(CompletionWire.Message(role: began ? nil : "assistant", content: text, whole: false))
    }

    /// Writes the tool calls, the finish reason, the usage (when given) and the end.
    mutating func finish(toolCalls: [CompletionWire.ToolCall], finishReason: String, usage: CompletionWire.Usage?) {
        if !toolCalls.isEmpty {
            delta(CompletionWire.Message(role: began ? nil : "assistant", toolCalls: toolCalls, whole: false))
        }
        event(header.completion(message: .init(whole: false), finishReason: finishReason, usage: nil, isChunk: true))
        if let usage { event(header.completion(message: nil, finishReason: nil, usage: usage, isChunk: true)) }
        body.write(Data("data: [DONE]\n\n".utf8))
    }

    /// Writes an error that happened after the stream began, then the end.
    func fail(_ error: APIError) {
        body.write(Data("data: ".utf8) + error.json + Data("\n\n".utf8))
        body.write(Data("data: [DONE]\n\n".utf8))
    }

    private mutating func delta(_ message: CompletionWire.Message) {
        began = true
        event(header.completion(message: message, finishReason: nil, usage: nil, isChunk: true))
    }

    private func event(_ completion: CompletionWire.Completion) {
        body.write(Data("data: ".utf8) + WireJSON.encode(completion) + Data("\n\n".utf8))
    }
}
