/// A prompt for a language model: a request for it to respond to, made of
/// text and structured content.
public struct Prompt: Sendable {
    /// The parts of the prompt, in order (see PromptSegment).
    package var segments: [PromptSegment]

    /// Creates a prompt from its segments, normalizing them.
    package init(segments: [PromptSegment]) {
        self.segments = PromptSegment.joined([segments])
    }

    /// Joins representable values, in order; `Prompt()` is empty.
    /// - Parameter components: the values.
    init<each P: PromptRepresentable>(_ components: repeat each P) {
        var parts: [[PromptSegment]] = []
        for component in repeat each components {
            parts.append(component.promptRepresentation.segments)
        }
        self.init(segments: PromptSegment.joined(parts))
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
    public var promptRepresentation: Prompt {
        // `return` keeps the requirement's builder out: it would build self from self.
        return self
    }
}

extension Prompt: Equatable {}

extension Prompt: CustomStringConvertible {
    /// The prompt as plain text.
    public var description: String { text }
}
