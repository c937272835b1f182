/// A type that can be used as instructions, or as part of instructions in a `@InstructionsBuilder` closure.
public protocol InstructionsRepresentable {
    /// This value as instructions.
    @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}
