/// A prompt for a language model: a request for it to respond to, made of
/// text and structured content.
public struct Prompt: Sendable {
    /// The parts of the prompt, in order (see PromptSegment).
    var segments: [PromptSegment]

    /// Creates a prompt from its segments, normalizing them.
    init(segments: [PromptSegment]) {
        self.segments = PromptSegment.joined([segments])
    }

    /// Creates a prompt from a representable value, such as a string.
    /// - Parameter content: the value.
    public init(_ content: some PromptRepresentable) {
        self = content.promptRepresentation
    }

    /// Creates a prompt from a builder closure, which may use `if`, `for` and any
    /// `PromptRepresentable` value, including `Generable` values.
    /// - Parameter content: the builder closure.
    /// - Throws: what the closure throws.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
        self = try content()
    }

    /// The prompt as plain text: text as it is, structured content as compact JSON,
    /// parts separated by newlines. Extension of this project.
    public var text: String { PromptSegment.text(of: segments) }
}

extension Prompt: PromptRepresentable {
    /// The prompt itself.
    public var promptRepresentation: Prompt { self }
}

extension Prompt: Equatable {}

extension Prompt: CustomStringConvertible {
    /// The prompt as plain text.
    public var description: String { text }
}
