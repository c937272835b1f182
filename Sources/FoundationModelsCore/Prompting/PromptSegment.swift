/// A piece of a prompt or of instructions: text, or structured content (a `Generable` value
/// or other ``ConvertibleToGeneratedContent`` value). Internal to the module; the transcript
/// stores these as `Transcript.Segment`s.
///
/// Builders keep segments normalized: adjacent text parts are joined into one text segment,
/// separated by a newline, and empty text is dropped.
package enum PromptSegment: Sendable, Equatable {
    /// Plain text.
    case text(String)
    /// Structured content, shown to the model as JSON.
    case structure(GeneratedContent)
    /// An image or data attachment.
    case attachment(Transcript.AttachmentSegment)

    /// Joins lists of segments in order, merging adjacent text with newlines.
    /// - Parameter parts: the lists of segments.
    /// - Returns: the normalized segments.
    static func joined(_ parts: [[PromptSegment]]) -> [PromptSegment] {
        var result: [PromptSegment] = []
        for segment in parts.joined() {
            switch segment {
            case .text(let text) where text.isEmpty:
                continue
            case .text(let text):
                if case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + "\n" + text)
                } else {
                    result.append(segment)
                }
            case .structure, .attachment:
                result.append(segment)
            }
        }
        return result
    }

    /// The segments as plain text: text as it is, structured content as compact JSON, joined
    /// with newlines.
    static func text(of segments: [PromptSegment]) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .structure(let content): content.jsonString
            case .attachment(let attachment): attachment.description
            }
        }.joined(separator: "\n")
    }
}
