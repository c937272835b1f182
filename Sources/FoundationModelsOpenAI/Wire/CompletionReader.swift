import Foundation
import FoundationModelsCore

/// Reads a successful answer to a chat-completion request, streamed (server-sent events) or
/// whole, and sends the text so far as it grows, and reasoning as it comes.
struct CompletionReader {
    /// Whether the answer is an event stream (else one JSON object).
    var isEventStream = true
    /// The response gathered so far.
    private(set) var response = ResponseAccumulator()
    /// The text most recently yielded, until the text only grows (`appends`).
    private var lastYielded = ""
    /// Whether what was yielded is final at its start (no fence to strip, no tool call to hold
    /// back): the server's next text is then sent as it is, without reading the whole again.
    private var appends = false
    private let structured: Bool
    /// Whether text that may be a tool call written as text is held back from snapshots.
    private let holdsTextToolCalls: Bool
    private let events: ChannelEvents
    private var parser = ServerSentEventParser()
    private var body = Data()

    init(structured: Bool, holdsTextToolCalls: Bool, events: ChannelEvents) {
        self.structured = structured
        self.holdsTextToolCalls = holdsTextToolCalls
        self.events = events
    }

    /// Reads the next bytes of the answer.
    /// - Throws: `ServerFailure` when the server reports an error or sends something unreadable.
    mutating func read(_ data: Data) throws {
        guard isEventStream else {
            body.append(data)
            return
        }
        for event in parser.feed(data) { try apply(event) }
    }

    /// Reads what is left at the end of the answer.
    /// - Throws: `ServerFailure` when the server reports an error or sends something unreadable.
    mutating func finish() throws {
        if isEventStream {
            for event in parser.finish() { try apply(event) }
        } else {
            try apply(String(decoding: body, as: UTF8.self))
        }
    }

    private mutating func apply(_ payload: String) throws {
        let trimmed = payload.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed != "[DONE]" else { return }
        let completion: ChatCompletion
        do {
            completion = try JSONDecoder().decode(ChatCompletion.self, from: Data(trimmed.utf8))
        } catch {
            throw ServerFailure(kind: .malformed, message: "\(error) in \(trimmed.prefix(300))", type: nil)
        }
        if let error = completion.error {
            throw ServerFailure(kind: .stream, message: error.message ?? "an unknown error", type: error.type)
        }
        if let usage = completion.usage { response.usage = usage }
        guard let choice = completion.choices?.first else { return }
        response.finish(choice.finishReason)
        guard let message = choice.delta ?? choice.message else { return }
        if let reasoning = message.reasoningContent, !reasoning.isEmpty { events.reason(reasoning) }
        guard response.add(message) else { return }
        if appends, let content = message.content {
            events.text.send(.append(content))
            return
        }
        let snapshot = structured ? JSONExtraction.withoutLeadingFence(response.text) : response.text
        guard snapshot != lastYielded, !snapshot.isEmpty else { return }
        if holdsTextToolCalls, lastYielded.isEmpty, TextToolCalls.mayBeginCall(snapshot) { return }
        lastYielded = snapshot
        events.text.update(snapshot)
        appends = !structured || JSONExtraction.fenceIsSettled(response.text)
    }
}
