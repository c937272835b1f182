/// The content of a streamed response so far, kept up as its text grows: a structured
/// response is read by a ``PartialJSONReader`` that keeps its place, so each token costs its own
/// text, not the whole response read again.
struct StreamedContent {
    private let id: GenerationID
    private let structured: Bool
    private var reader: PartialJSONReader
    private var text = ""
    /// False once the text is not the beginning of any JSON text (until it is replaced).
    private var readable = true

    init(id: GenerationID, structured: Bool) {
        self.id = id
        self.structured = structured
        reader = PartialJSONReader(id: id)
    }

    /// Follows a change of the response's text.
    /// - Parameters:
    ///   - change: how the text changed.
    ///   - text: the whole text, read only when it was replaced.
    mutating func apply(_ change: ResponseAssembler.TextChange, text whole: @autoclosure () -> String) {
        switch change {
        case .none: return
        case .appended(let piece): read(piece)
        case .replaced:
            reader = PartialJSONReader(id: id)
            text = ""
            readable = true
            read(whole())
        }
    }

    private mutating func read(_ piece: String) {
        guard structured else {
            text += piece
            return
        }
        guard readable else { return }
        do { try reader.append(piece) } catch { readable = false }
    }

    /// The content so far: the text for a response in text, the JSON read so far for a
    /// structured one; nil when the text is not JSON.
    var content: GeneratedContent? {
        guard structured else { return GeneratedContent(kind: .string(text), id: id) }
        return readable ? reader.content : nil
    }
}
