/// Instructions for a language model: how it should behave across a session, given before
/// any prompt; made of text and structured content.
public struct Instructions: Sendable {
    /// The parts of the instructions, in order (see PromptSegment).
    var segments: [PromptSegment]

    /// Creates instructions from segments, normalizing them.
    init(segments: [PromptSegment]) {
        self.segments = PromptSegment.joined([segments])
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
    public var instructionsRepresentation: Instructions { self }
}

extension Instructions: Equatable {}

extension Instructions: CustomStringConvertible {
    /// The instructions as plain text.
    public var description: String { text }
}
