/// Instructions for a language model: how it should behave across a session, given before
/// any prompt; made of text and structured content.
public struct Instructions: Sendable {
    /// The parts of the instructions, in order (see PromptSegment).
    package var segments: [PromptSegment]

    /// Creates instructions from segments, normalizing them.
    package init(segments: [PromptSegment]) {
        self.segments = PromptSegment.joined([segments])
    }

    /// Joins representable values, in order; `Instructions()` is empty.
    /// - Parameter components: the values.
    init<each I: InstructionsRepresentable>(_ components: repeat each I) {
        var parts: [[PromptSegment]] = []
        for component in repeat each components {
            parts.append(component.instructionsRepresentation.segments)
        }
        self.init(segments: PromptSegment.joined(parts))
    }

    /// Creates instructions from a representable value, such as a string.
    /// - Parameter content: the value.
    public init(_ content: some InstructionsRepresentable) {
        self = content.instructionsRepresentation
    }

    /// Creates instructions from a builder closure, which may use `if`, `for` and any
    /// `InstructionsRepresentable` value, including `Generable` values.
    /// - Parameter content: the builder closure.
    /// - Throws: what the closure throws.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
        self = try content()
    }

    /// The instructions as plain text: text as it is, structured content as compact JSON,
    /// parts separated by newlines. Extension of this project.
    public var text: String { PromptSegment.text(of: segments) }
}

extension Instructions: InstructionsRepresentable {
    /// The instructions itself.
    public var instructionsRepresentation: Instructions {
        // `return` keeps the requirement's builder out: it would build self from self.
        return self
    }
}

extension Instructions: Equatable {}

extension Instructions: CustomStringConvertible {
    /// The instructions as plain text.
    public var description: String { text }
}
