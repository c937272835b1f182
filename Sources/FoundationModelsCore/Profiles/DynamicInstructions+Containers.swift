/// Dynamic instructions of any type.
public struct AnyDynamicInstructions: DynamicInstructions, PrimitiveDynamicInstructions {
    private let resolver: (inout ResolvedInstructions) -> Void

    /// Wraps dynamic instructions.
    public init(_ dynamicInstructions: any DynamicInstructions) {
        resolver = { dynamicInstructions.resolve(into: &$0) }
    }

    /// Wraps dynamic instructions.
    public init(erasing dynamicInstructions: some DynamicInstructions) {
        self.init(dynamicInstructions)
    }

    /// A primitive: no body.
    public var body: Never { fatalError("AnyDynamicInstructions has no body") }

    func resolve(into resolved: inout ResolvedInstructions) { resolver(&resolved) }
}

/// Several dynamic instructions, in order (what a builder block with more than one part makes).
public struct TupleDynamicInstructions<each Content: DynamicInstructions>: DynamicInstructions,
    PrimitiveDynamicInstructions
{
    private let contents: (repeat each Content)

    /// Groups dynamic instructions.
    public init(_ contents: repeat each Content) {
        self.contents = (repeat each contents)
    }

    /// A primitive: no body.
    public var body: Never { fatalError("TupleDynamicInstructions has no body") }

    func resolve(into resolved: inout ResolvedInstructions) {
        for content in repeat each contents { content.resolve(into: &resolved) }
    }
}

/// One of two dynamic instructions (what `if`/`else` and `switch` make).
public struct ConditionalDynamicInstructions<TrueContent: DynamicInstructions, FalseContent: DynamicInstructions>:
    DynamicInstructions, PrimitiveDynamicInstructions
{
    /// Which branch was taken.
    public enum Branch {
        /// The first branch.
        case trueContent(TrueContent)
        /// The second branch.
        case falseContent(FalseContent)
    }

    private let branch: Branch

    /// The instructions of a branch.
    public init(_ branch: Branch) {
        self.branch = branch
    }

    /// A primitive: no body.
    public var body: Never { fatalError("ConditionalDynamicInstructions has no body") }

    func resolve(into resolved: inout ResolvedInstructions) {
        switch branch {
        case .trueContent(let content): content.resolve(into: &resolved)
        case .falseContent(let content): content.resolve(into: &resolved)
        }
    }
}

/// No instructions.
public struct EmptyDynamicInstructions: DynamicInstructions, PrimitiveDynamicInstructions, Sendable {
    /// Nothing.
    public init() {}

    /// A primitive: no body.
    public var body: Never { fatalError("EmptyDynamicInstructions has no body") }

    func resolve(into resolved: inout ResolvedInstructions) {}
}

/// Dynamic instructions for each element of a collection.
public struct DynamicInstructionsForEach<Data: RandomAccessCollection, ID: Hashable, Content: DynamicInstructions>:
    DynamicInstructions, PrimitiveDynamicInstructions
{
    private let data: Data
    private let content: (Data.Element) -> Content

    /// Instructions for each element, identified by a key path.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @DynamicInstructionsBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }

    /// A primitive: no body.
    public var body: Never { fatalError("DynamicInstructionsForEach has no body") }

    func resolve(into resolved: inout ResolvedInstructions) {
        for element in data { content(element).resolve(into: &resolved) }
    }
}

extension DynamicInstructionsForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Instructions for each element of a collection of identifiable values.
    public init(_ data: Data, @DynamicInstructionsBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

/// A tool inside dynamic instructions: its definition goes into the instructions entry, and the
/// model may call it.
struct ToolInstructions<T: Tool>: DynamicInstructions, PrimitiveDynamicInstructions {
    let tool: T

    var body: Never { fatalError("ToolInstructions has no body") }

    func resolve(into resolved: inout ResolvedInstructions) { resolved.tools.append(tool) }
}
