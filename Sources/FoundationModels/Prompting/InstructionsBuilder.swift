/// A result builder that makes instructions from representable values, with `if`/`else`, `for`
/// loops and optionals. Adjacent text parts are joined with newlines.
@resultBuilder
public struct InstructionsBuilder {
    /// Converts a representable value to instructions.
    /// - Parameter expression: the value.
    /// - Returns: the value as instructions.
    public static func buildExpression(_ expression: some InstructionsRepresentable) -> Instructions {
        expression.instructionsRepresentation
    }

    /// Passes instructions through unchanged.
    ///
    /// Without this overload, `Instructions`'s own `instructionsRepresentation` (which a protocol requirement
    /// marks with this builder) would call itself through the generic overload.
    /// - Parameter expression: the instructions.
    /// - Returns: the same value.
    public static func buildExpression(_ expression: Instructions) -> Instructions {
        expression
    }

    /// Combines the parts of a block, in order.
    /// - Parameter components: the parts.
    /// - Returns: the combined instructions.
    public static func buildBlock(_ components: Instructions...) -> Instructions {
        Instructions(segments: PromptSegment.joined(components.map(\.segments)))
    }

    /// Combines the parts a `for` loop made, in order.
    /// - Parameter components: the parts.
    /// - Returns: the combined instructions.
    public static func buildArray(_ components: [Instructions]) -> Instructions {
        Instructions(segments: PromptSegment.joined(components.map(\.segments)))
    }

    /// Returns the part of an `if` without `else`, or nothing.
    /// - Parameter component: the part, when the condition held.
    /// - Returns: the part, or empty instructions.
    public static func buildOptional(_ component: Instructions?) -> Instructions {
        component ?? Instructions(segments: [])
    }

    /// Returns the first branch of an `if`/`else` or `switch`.
    /// - Parameter first: the branch's instructions.
    /// - Returns: the branch's instructions.
    public static func buildEither(first component: Instructions) -> Instructions {
        component
    }

    /// Returns the second branch of an `if`/`else` or `switch`.
    /// - Parameter second: the branch's instructions.
    /// - Returns: the branch's instructions.
    public static func buildEither(second component: Instructions) -> Instructions {
        component
    }

    /// Returns the part inside an `if #available` block.
    /// - Parameter component: the part.
    /// - Returns: the part.
    public static func buildLimitedAvailability(_ component: Instructions) -> Instructions {
        component
    }
}
