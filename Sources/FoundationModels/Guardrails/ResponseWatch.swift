/// A step's output as it streams, cut into the parts the guardrails check: a text response at
/// the end of a sentence, a structured one at the end of a string value, once enough has come
/// since the last part; the rest, tool calls' argument values included, when the step ends.
struct ResponseWatch {
    /// A part to check.
    struct Part: Equatable {
        /// The words.
        var text: String
        /// Where the part starts in a text response, in characters (0 for structured output).
        var start: Int
    }

    /// Whether the response is JSON (the request has a schema).
    let structured: Bool
    /// The response's text so far.
    private(set) var text = ""
    /// The response entry's identifier, as the executor sent it.
    private(set) var entryID: String?
    /// The identifiers and arguments of the tool calls so far.
    private(set) var toolCalls: [(id: String, arguments: String)] = []
    /// What was given out: characters of a text response, values of a structured one.
    private var given = 0

    init(structured: Bool) {
        self.structured = structured
    }

    mutating func apply(_ event: LanguageModelExecutorGenerationChannel.Event) {
        switch event.storage {
        case .response(let response):
            entryID = response.entryID ?? entryID
            switch response.action.storage {
            case .appendText(let fragment): text += fragment.content
            case .replaceTextSegment(let replacement):
                text = replacement.content
                if !structured { given = min(given, text.count) }
            default: break
            }
        case .toolCalls(let calls):
            guard case .toolCall(let call) = calls.action.storage else {
                if case .removeToolCall(let id) = calls.action.storage { toolCalls.removeAll { $0.id == id } }
                return
            }
            if !toolCalls.contains(where: { $0.id == call.id }) { toolCalls.append((call.id, "")) }
            if case .appendArguments(let fragment) = call.action.storage,
                let index = toolCalls.firstIndex(where: { $0.id == call.id })
            {
                toolCalls[index].arguments += fragment.content
            }
        case .reasoning, .data: break
        }
    }

    /// The next part to check while the response streams, if one is ready.
    /// - Parameter minimum: the fewest characters a part has.
    mutating func nextPart(minimum: Int) -> Part? {
        if structured {
            let values = GuardedText.stringValues(in: text).dropFirst(given)
            guard values.reduce(0, { $0 + $1.count }) >= minimum else { return nil }
            given += values.count
            return Part(text: values.joined(separator: "\n"), start: 0)
        }
        let characters = Array(text)
        guard characters.count > given + minimum,
            let end = (given + minimum..<characters.count - 1).first(where: {
                characters[$0] == "\n" || ".!?".contains(characters[$0]) && characters[$0 + 1].isWhitespace
            })
        else { return nil }
        defer { given = end + 1 }
        return Part(text: String(characters[given...end]), start: given)
    }

    /// What is left to check when the step ends: the rest of the response and the values of the
    /// tool calls' arguments.
    mutating func rest() -> Part? {
        var part: Part
        if structured {
            let values = GuardedText.stringValues(in: text, complete: true).dropFirst(given)
            given += values.count
            part = Part(text: values.joined(separator: "\n"), start: 0)
        } else {
            part = Part(text: String(text.dropFirst(given)), start: given)
            given = text.count
        }
        let arguments = toolCalls.flatMap { GuardedText.stringValues(in: $0.arguments, complete: true) }
        if !arguments.isEmpty { part.text += (part.text.isEmpty ? "" : "\n") + arguments.joined(separator: "\n") }
        return part.text.allSatisfy(\.isWhitespace) ? nil : part
    }
}
