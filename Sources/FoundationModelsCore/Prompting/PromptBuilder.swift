/// A result builder that makes a prompt from representable values, with `if`/`else`,
/// `switch`, `for` loops and optionals. Adjacent text parts are joined with newlines.
///
/// Generic over the representable values, as Apple's builder is: a block keeps each part's
/// own type until the parts are joined.
@resultBuilder
public struct PromptBuilder {
    /// Joins the parts of a block, in order.
    /// - Parameter components: the parts.
    /// - Returns: the joined prompt.
    public static func buildBlock<each P: PromptRepresentable>(_ components: repeat each P) -> Prompt {
        Prompt(repeat each components)
    }

    /// Joins the parts a `for` loop made, in order.
    /// - Parameter prompts: the parts.
    /// - Returns: the joined prompt.
    public static func buildArray(_ prompts: [some PromptRepresentable]) -> Prompt {
        Prompt(prompts)
    }

    /// Returns the first branch of an `if`/`else` or `switch`.
    /// - Parameter component: the branch's part.
    /// - Returns: the branch as a prompt.
    public static func buildEither(first component: some PromptRepresentable) -> Prompt {
        Prompt(component)
    }

    /// Returns the second branch of an `if`/`else` or `switch`.
    /// - Parameter component: the branch's part.
    /// - Returns: the branch as a prompt.
    public static func buildEither(second component: some PromptRepresentable) -> Prompt {
        Prompt(component)
    }

    /// Returns the part of an `if` without `else`, or nothing.
    /// - Parameter component: the part, when the condition held.
    /// - Returns: the part, or an empty prompt.
    public static func buildOptional(_ component: Prompt?) -> Prompt {
        component ?? Prompt()
    }

    /// Returns the part inside an `if #available` block.
    /// - Parameter prompt: the part.
    /// - Returns: the part as a prompt.
    public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt {
        Prompt(prompt)
    }

    /// Passes a representable value through, keeping its type.
    /// - Parameter expression: the value.
    /// - Returns: the same value.
    @_disfavoredOverload
    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P {
        expression
    }

    /// Passes a prompt through unchanged.
    /// - Parameter expression: the prompt.
    /// - Returns: the same value.
    public static func buildExpression(_ expression: Prompt) -> Prompt {
        expression
    }

    /// Rejects, at compile time, a value that cannot be part of a prompt.
    /// - Parameter expression: the value.
    /// - Returns: never; the call does not compile.
    @available(*, unavailable, message: "Only `Prompt` and `PromptRepresentable` are supported.")
    public static func buildExpression<T>(_ expression: T) -> Prompt {
        fatalError("unavailable")
    }
}
