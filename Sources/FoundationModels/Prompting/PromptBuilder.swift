/// A result builder that makes a prompt from representable values, with `if`/`else`, `for`
/// loops and optionals. Adjacent text parts are joined with newlines.
@resultBuilder
public struct PromptBuilder {
    /// Converts a representable value to a prompt.
    /// - Parameter expression: the value.
    /// - Returns: the value as a prompt.
    public static func buildExpression(_ expression: some PromptRepresentable) -> Prompt {
        expression.promptRepresentation
    }

    /// Passes a prompt through unchanged.
    ///
    /// Without this overload, `Prompt`'s own `promptRepresentation` (which a protocol requirement
    /// marks with this builder) would call itself through the generic overload.
    /// - Parameter expression: the prompt.
    /// - Returns: the same value.
    public static func buildExpression(_ expression: Prompt) -> Prompt {
        expression
    }

    /// Combines the parts of a block, in order.
    /// - Parameter components: the parts.
    /// - Returns: the combined prompt.
    public static func buildBlock(_ components: Prompt...) -> Prompt {
        Prompt(segments: PromptSegment.joined(components.map(\.segments)))
    }

    /// Combines the parts a `for` loop made, in order.
    /// - Parameter components: the parts.
    /// - Returns: the combined prompt.
    public static func buildArray(_ components: [Prompt]) -> Prompt {
        Prompt(segments: PromptSegment.joined(components.map(\.segments)))
    }

    /// Returns the part of an `if` without `else`, or nothing.
    /// - Parameter component: the part, when the condition held.
    /// - Returns: the part, or empty prompt.
    public static func buildOptional(_ component: Prompt?) -> Prompt {
        component ?? Prompt(segments: [])
    }

    /// Returns the first branch of an `if`/`else` or `switch`.
    /// - Parameter first: the branch's prompt.
    /// - Returns: the branch's prompt.
    public static func buildEither(first component: Prompt) -> Prompt {
        component
    }

    /// Returns the second branch of an `if`/`else` or `switch`.
    /// - Parameter second: the branch's prompt.
    /// - Returns: the branch's prompt.
    public static func buildEither(second component: Prompt) -> Prompt {
        component
    }

    /// Returns the part inside an `if #available` block.
    /// - Parameter component: the part.
    /// - Returns: the part.
    public static func buildLimitedAvailability(_ component: Prompt) -> Prompt {
        component
    }
}
