/// A change to a streamed text, as a decoding loop makes it.
package enum TextUpdate: Equatable, Sendable {
    /// Text that follows what was sent.
    case append(String)
    /// The whole text, which no longer starts with what was sent (a repetition rolled back).
    case replace(String)
}

/// Turns a response's text changes into channel events. A decoding loop sends its changes as
/// they are (`send`); a source that only has the whole text so far (a server stream) sends that
/// (`update`), and the change is found by comparing. Extension of this project, shared by its
/// executors.
package final class TextStream {
    private let channel: LanguageModelExecutorGenerationChannel
    private let entryID: String
    private var sent = ""

    package init(channel: LanguageModelExecutorGenerationChannel, entryID: String) {
        self.channel = channel
        self.entryID = entryID
    }

    /// Sends a change.
    package func send(_ update: TextUpdate) {
        switch update {
        case .append(let text):
            guard !text.isEmpty else { return }
            channel.yield(.response(entryID: entryID, action: .appendText(text, tokenCount: 1)))
            sent += text
        case .replace(let text):
            channel.yield(.response(entryID: entryID, action: .replaceTextSegment(text, tokenCount: 0)))
            sent = text
        }
    }

    /// Sends what changed between the text sent and `text`, the whole text so far.
    package func update(_ text: String) {
        guard text != sent else { return }
        send(text.hasPrefix(sent) ? .append(String(text.dropFirst(sent.count))) : .replace(text))
    }

    /// The text sent so far.
    package var text: String { sent }
}
