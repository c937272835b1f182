/// A result builder that makes instructions from representable values, with `if`/`else`,
/// `switch`, `for` loops and optionals. Adjacent text parts are joined with newlines.
///
/// Generic over the representable values, as Apple's builder is: a block keeps each part's
/// own type until the parts are joined.
@resultBuilder
public struct InstructionsBuilder {
    /// Joins the parts of a block, in order.
    /// - Parameter components: the parts.
    /// - Returns: the joined instructions.
    public static func buildBlock<each I: InstructionsRepresentable>(_ components: repeat each I) -> Instructions {
        Instructions(repeat each components)
    }

    /// Joins the parts a `for` loop made, in order.
    /// - Parameter instructions: the parts.
    /// - Returns: the joined instructions.
    public static func buildArray(_ instructions: [some InstructionsRepresentable]) -> Instructions {
        Instructions(instructions)
    }

    /// Returns the first branch of an `if`/`else` or `switch`.
    /// - Parameter component: the branch's part.
    /// - Returns: the branch as instructions.
    public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
        Instructions(component)
    }

    /// Returns the second branch of an `if`/`else` or `switch`.
    /// - Parameter component: the branch's part.
    /// - Returns: the branch as instructions.
    public static func buildEither(second component: some InstructionsRepresentable) -> Instructions {
        Instructions(component)
    }

    /// Returns the part of an `if` without `else`, or nothing.
    /// - Parameter instructions: the part, when the condition held.
    /// - Returns: the part, or empty instructions.
    public static func buildOptional(_ instructions: Instructions?) -> Instructions {
        instructions ?? Instructions()
    }

    /// Returns the part inside an `if #available` block.
    /// - Parameter instructions: the part.
    /// - Returns: the part as instructions.
    public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable) -> Instructions {
        Instructions(instructions)
    }

    /// Passes a representable value through, keeping its type.
    /// - Parameter expression: the value.
    /// - Returns: the same value.
    @_disfavoredOverload
    public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I {
        expression
    }

    /// Passes instructions through unchanged.
    /// - Parameter expression: the instructions.
    /// - Returns: the same value.
    public static func buildExpression(_ expression: Instructions) -> Instructions {
        expression
    }

    /// Rejects, at compile time, a value that cannot be part of instructions.
    /// - Parameter expression: the value.
    /// - Returns: never; the call does not compile.
    @available(*, unavailable, message: "Only `Instructions` and `InstructionsRepresentable` are supported.")
    public static func buildExpression<T>(_ expression: T) -> Instructions {
        fatalError("unavailable")
    }
}
