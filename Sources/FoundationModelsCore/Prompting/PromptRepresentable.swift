/// A type that can be used as a prompt, or as part of a prompt in a `@PromptBuilder` closure.
public protocol PromptRepresentable {
    /// This value as a prompt.
    @PromptBuilder var promptRepresentation: Prompt { get }
}
