/// Turns whole-text-so-far updates (a decoding loop's, a server stream's) into channel events:
/// the new part is appended, and a text that no longer starts with what was sent (a repetition
/// rolled back, a code fence stripped) replaces the segment. Extension of this project, shared by
/// its executors.
package final class TextStream {
    private let channel: LanguageModelExecutorGenerationChannel
    private let entryID: String
    private var sent = ""

    package init(channel: LanguageModelExecutorGenerationChannel, entryID: String) {
        self.channel = channel
        self.entryID = entryID
    }

    /// Sends what changed.
    package func update(_ text: String) {
        guard text != sent else { return }
        if text.hasPrefix(sent) {
            channel.yield(
                .response(entryID: entryID, action: .appendText(String(text.dropFirst(sent.count)), tokenCount: 1)))
        } else {
            channel.yield(.response(entryID: entryID, action: .replaceTextSegment(text, tokenCount: 0)))
        }
        sent = text
    }

    /// The text sent so far.
    package var text: String { sent }
}
