/// Instructions and tools that are worked out again before every model request, from the
/// app's state: a type with a `body` built of `Instructions`, tools and other dynamic
/// instructions, with `if`, `switch` and `ForEach`, SwiftUI-style.
///
/// ```swift
/// struct Barista: DynamicInstructions {
///     var isMorning: Bool
///     var body: some DynamicInstructions {
///         Instructions("You are a friendly barista.")
///         MenuTool()
///         if isMorning { Instructions("Suggest a breakfast pastry.") }
///     }
/// }
/// ```
///
/// Content is flattened in declaration order into the transcript's instructions entry: put what
/// never changes first, so the model's cache of it stays valid.
public protocol DynamicInstructions {
    /// The type of the instructions' body.
    associatedtype Body: DynamicInstructions
    /// What the instructions are made of.
    @DynamicInstructionsBuilder var body: Body { get }
}

extension DynamicInstructions {
    /// Dynamic instructions for each element of a collection.
    public typealias ForEach = DynamicInstructionsForEach
    /// A value of the session, read (and in profiles' hooks written) from here.
    public typealias SessionProperty = LanguageModelSession.SessionProperty
}

/// What dynamic instructions resolve to: instruction segments and tools, in declaration order.
struct ResolvedInstructions {
    var segments: [[PromptSegment]] = []
    var tools: [any Tool] = []

    /// The instructions entry: each `Instructions` value's segments, then the tools' definitions.
    var entry: Transcript.Instructions? {
        guard !segments.isEmpty || !tools.isEmpty else { return nil }
        return Transcript.Instructions(
            segments: segments.flatMap { [Transcript.Segment].from($0) },
            toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) })
    }
}

/// Dynamic instructions the framework resolves itself, without a body: `Instructions`, tools,
/// the builder's containers.
protocol PrimitiveDynamicInstructions {
    func resolve(into resolved: inout ResolvedInstructions)
}

extension DynamicInstructions {
    /// Adds these instructions' segments and tools, evaluating bodies down to primitives.
    func resolve(into resolved: inout ResolvedInstructions) {
        if let primitive = self as? any PrimitiveDynamicInstructions {
            primitive.resolve(into: &resolved)
        } else {
            body.resolve(into: &resolved)
        }
    }
}

extension Instructions: DynamicInstructions, PrimitiveDynamicInstructions {
    /// Instructions are a primitive: they have no body to evaluate.
    public var body: Never { fatalError("Instructions has no body") }

    func resolve(into resolved: inout ResolvedInstructions) {
        resolved.segments.append(segments)
    }
}

extension Never: DynamicInstructions {
    /// Never has no body.
    public var body: Never { fatalError("Never has no body") }
}

extension Optional: DynamicInstructions, PrimitiveDynamicInstructions where Wrapped: DynamicInstructions {
    /// An optional is a primitive: its value, if any.
    public var body: Never { fatalError("Optional has no body") }

    func resolve(into resolved: inout ResolvedInstructions) {
        self?.resolve(into: &resolved)
    }
}
