/// Builds dynamic instructions from `Instructions`, tools, other dynamic instructions, `if`,
/// `switch`, `if #available` and `ForEach`.
@resultBuilder
public struct DynamicInstructionsBuilder {
    /// A tool: its definition goes into the instructions, and the model may call it.
    public static func buildExpression<T: Tool>(_ expression: T) -> some DynamicInstructions {
        ToolInstructions(tool: expression)
    }

    /// Dynamic instructions as they are.
    public static func buildExpression<T: DynamicInstructions>(_ expression: T) -> T {
        expression
    }

    /// Several tools, in order.
    public static func buildExpression(_ tools: [any Tool]) -> some DynamicInstructions {
        DynamicInstructionsForEach(tools, id: \.name) { tool in
            AnyDynamicInstructions(Self.tool(tool))
        }
    }

    private static func tool(_ tool: some Tool) -> some DynamicInstructions { ToolInstructions(tool: tool) }

    /// The parts of a block, in order.
    @_disfavoredOverload
    public static func buildBlock<each Content: DynamicInstructions>(_ contents: repeat each Content)
        -> TupleDynamicInstructions<repeat each Content>
    {
        TupleDynamicInstructions(repeat each contents)
    }

    /// A block of one part.
    public static func buildBlock<T: DynamicInstructions>(_ content: T) -> T {
        content
    }

    /// An empty block.
    public static func buildBlock() -> EmptyDynamicInstructions {
        EmptyDynamicInstructions()
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: DynamicInstructions, FalseContent: DynamicInstructions>(
        first content: TrueContent
    ) -> ConditionalDynamicInstructions<TrueContent, FalseContent> {
        ConditionalDynamicInstructions(.trueContent(content))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: DynamicInstructions, FalseContent: DynamicInstructions>(
        second content: FalseContent
    ) -> ConditionalDynamicInstructions<TrueContent, FalseContent> {
        ConditionalDynamicInstructions(.falseContent(content))
    }

    /// The part of an `if` without `else`, or nothing.
    public static func buildOptional<Content: DynamicInstructions>(_ content: Content?) -> Content? {
        content
    }

    /// The part inside an `if #available` block.
    public static func buildLimitedAvailability(_ content: some DynamicInstructions) -> AnyDynamicInstructions {
        AnyDynamicInstructions(content)
    }
}
