/// What a language model can do.
public struct LanguageModelCapabilities: Sendable {
    private let set: Set<Capability>

    /// Creates capabilities from a list.
    /// - Parameter capabilities: what the model can do.
    public init(_ capabilities: [Capability]) {
        set = Set(capabilities)
    }

    /// Creates capabilities from a list.
    @available(*, deprecated, renamed: "init(_:)")
    public init(capabilities: [Capability]) {
        self.init(capabilities)
    }

    /// Whether the model has a capability.
    /// - Parameter capability: the capability.
    /// - Returns: true when the model declared it.
    public func contains(_ capability: Capability) -> Bool {
        set.contains(capability)
    }

    /// One thing a model can do.
    public struct Capability: Sendable, Hashable, CustomStringConvertible {
        let name: String

        /// The model reads images.
        public static var vision: Capability { Capability(name: "vision") }
        /// The model's output follows a JSON schema exactly.
        public static var guidedGeneration: Capability { Capability(name: "guidedGeneration") }
        /// The model reasons before it answers, as reasoning entries.
        public static var reasoning: Capability { Capability(name: "reasoning") }
        /// The model calls tools.
        public static var toolCalling: Capability { Capability(name: "toolCalling") }

        public var description: String { name }
    }
}

extension LanguageModelCapabilities: ExpressibleByArrayLiteral {
    /// Capabilities from an array literal. Extension of this project.
    public init(arrayLiteral elements: Capability...) {
        self.init(elements)
    }
}
