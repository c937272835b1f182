/// The content of a structured response so far, kept up as its text grows: a
/// ``JSONReader`` keeps its place, so each token costs its own text, not the whole
/// response read again.
struct StreamedContent {
    private let id: GenerationID
    private var reader: JSONReader
    /// False once the text is not the beginning of any JSON text (until it is replaced).
    private var readable = true

    init(id: GenerationID) {
        self.id = id
        reader = JSONReader(id: id)
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
            reader = JSONReader(id: id)
            readable = true
            read(whole())
        }
    }

    private mutating func read(_ piece: String) {
        guard readable else { return }
        do { try reader.append(piece) } catch { readable = false }
    }

    /// The JSON read so far; nil when the text is not JSON.
    var content: GeneratedContent? { readable ? reader.content : nil }
}
