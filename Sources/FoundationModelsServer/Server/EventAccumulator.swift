import FoundationModels

/// Gathers what an executor sends for one request: the answer's text (cut at a stop
/// sequence), its tool calls, and the usage.
///
/// A structured answer's text is released up to the last quote that is not escaped: the engine
/// may take back the end of the string it is writing (closing it early at a clean place, or
/// cutting a repetition, which never spans a quote), and a streamed delta cannot be taken back.
struct EventAccumulator {
    /// The raw text of the answer so far.
    private(set) var text = ""
    /// The tool calls, in the order the model made them.
    private(set) var toolCalls: [CompletionWire.ToolCall] = []
    /// The last usage reported.
    private(set) var usage: LanguageModelExecutorGenerationChannel.Usage?
    private var stops: StopSequences
    private let structured: Bool
    /// How many bytes at the start of `text` were given to `stops`.
    private var given = 0

    /// - Parameters:
    ///   - stop: the stop sequences.
    ///   - structured: whether the answer is JSON (the request has a response format).
    init(stop: [String], structured: Bool = false) {
        stops = StopSequences(stop)
        self.structured = structured
    }

    /// Whether a stop sequence ended the answer.
    var stopped: Bool { stops.stopped }

    /// The answer as it is returned: cut at the first stop sequence.
    var answer: String { stops.cut(text).text }

    /// Reads an event.
    /// - Returns: the text that may be shown after what was returned before (empty when none).
    mutating func apply(_ event: LanguageModelExecutorGenerationChannel.Event) -> String {
        switch event.storage {
        case .response(let response):
            switch response.action.storage {
            case .appendText(let fragment): text += fragment.content
            case .replaceTextSegment(let replacement): text = replacement.content
            case .updateUsage(let usage): self.usage = usage
            case .addAttachment, .removeAttachment, .updateMetadata: break
            }
        case .toolCalls(let calls):
            switch calls.action.storage {
            case .toolCall(let call):
                let index =
                    toolCalls.firstIndex { $0.id == call.id }
                    ?? {
                        toolCalls.append(.init(index: toolCalls.count, id: call.id, name: call.name, arguments: ""))
                        return toolCalls.count - 1
                    }()
                if case .appendArguments(let fragment) = call.action.storage {
                    toolCalls[index].arguments += fragment.content
                }
            case .removeToolCall(let id):
                toolCalls.removeAll { $0.id == id }
            case .updateUsage(let usage): self.usage = usage
            case .updateMetadata: break
            }
        case .reasoning, .data:
            break
        }
        return stops.release(take(upTo: structured ? Self.settled(text, from: given) : text.utf8.count))
    }

    /// The text from what was given to `stops` up to byte `end`, which is given then (nothing
    /// when a replacement made the text shorter than what was given: a stream cannot take back).
    private mutating func take(upTo end: Int) -> Substring {
        guard end > given else { return "" }
        let bytes = text.utf8
        let slice = text[bytes.index(bytes.startIndex, offsetBy: given)..<bytes.index(bytes.startIndex, offsetBy: end)]
        given = end
        return slice
    }

    /// Where a JSON text is settled: the byte offset of its last unescaped quote, looked for from
    /// byte `start` (returned when there is none).
    static func settled(_ text: String, from start: Int = 0) -> Int {
        let bytes = text.utf8  // a quote and a backslash are single bytes, on character boundaries
        let first = bytes.index(bytes.startIndex, offsetBy: min(start, bytes.count))
        var end = bytes.endIndex
        while let quote = bytes[first..<end].lastIndex(of: UInt8(ascii: "\"")) {
            let escapes = bytes[..<quote].reversed().prefix { $0 == UInt8(ascii: "\\") }.count
            if escapes.isMultiple(of: 2) { return bytes.distance(from: bytes.startIndex, to: quote) }
            end = quote
        }
        return start
    }

    /// The text held back at the end (a stop sequence's beginning that never completed).
    mutating func rest() -> String { stops.release(take(upTo: text.utf8.count), final: true) }
}
