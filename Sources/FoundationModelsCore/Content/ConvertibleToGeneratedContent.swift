/// A type that can be represented as ``GeneratedContent``, and so included in prompts and
/// instructions as structured content.
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    /// This value as generated content.
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// This value as instructions: one structured segment holding ``generatedContent``.
    public var instructionsRepresentation: Instructions {
        Instructions(segments: [.structure(generatedContent)])
    }

    /// This value as a prompt: one structured segment holding ``generatedContent``.
    public var promptRepresentation: Prompt {
        Prompt(segments: [.structure(generatedContent)])
    }
}
