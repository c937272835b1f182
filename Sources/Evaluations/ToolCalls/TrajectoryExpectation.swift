import FoundationModels

/// The expected pattern of tool calls for an evaluation.
///
/// ```swift
/// TrajectoryExpectation(ordered: [
///     ToolExpectation("authenticate"),
///     ToolExpectation("processResults"),
/// ])
/// ```
///
/// `TrajectoryExpectation` specifies expected tool-calling behavior across three axes:
///
/// - **Ordered**: Tool calls that must occur in a specific sequence. Use ``ToolExpectation`` for
///   single sequential steps, or ``ToolExpectation/anyOrder(_:)`` when multiple tools must all be
///   called at a given position but their relative order doesn't matter.
/// - **Unordered**: Tool calls that must occur at some point, regardless of when.
/// - **Disallowed**: Tool calls that must NOT occur.
///
/// ```swift
/// TrajectoryExpectation(ordered: [
///     ToolExpectation("authenticate"),
///     .anyOrder([
///         ToolExpectation("fetchData"),
///         ToolExpectation("fetchMetadata"),
///     ]),
///     ToolExpectation("processResults"),
/// ], allowsAdditionalToolCalls: false)
/// ```
///
/// ``ToolCallEvaluator`` checks a transcript against it.
///
/// In a JSON dataset (a sample's `expectations`) it is an object whose four properties may each
/// be left out (empty lists, and `true`):
///
/// ```json
/// {"ordered": [{"name": "set_lights", "arguments": [{"exact": {"argumentName": "room", "value": "kitchen"}}]},
///              {"anyOrder": [{"name": "lock_door"}, {"name": "set_thermostat"}]}],
///  "unordered": [],
///  "disallowed": [{"name": "delete_data"}],
///  "allowsAdditionalCalls": true}
/// ```
///
/// See ``ToolExpectation`` and ``ArgumentMatcher`` for their JSON. A model generates it (it is
/// `Generable`) as the same object with all four properties, each tool expectation as
/// `{"expectation": {"name": …, "arguments": […]}}` or `{"anyOrder": {"expectations": […]}}`.
@Generable(description: "The expected pattern of tool calls for an evaluation.")
public struct TrajectoryExpectation: Codable, Sendable {
    /// Tool call steps that must be satisfied in sequential order.
    ///
    /// Each entry is either a single ``ToolExpectation`` or an ``ToolExpectation/anyOrder(_:)``
    /// group where multiple tools must all be called at that position (in any relative order).
    @Guide(description: "Tool calls that must happen in this order; a group's members in any order.")
    public var ordered: [ToolExpectation]
    /// Tool calls that must occur at some point, regardless of position.
    @Guide(description: "Tool calls that must happen at some point, in any position.")
    public var unordered: [ToolExpectation]
    /// Tool calls that must not occur.
    ///
    /// A disallowed expectation with argument matchers flags only the calls whose arguments match
    /// them; one without matchers flags any call to the tool.
    @Guide(description: "Tool calls that must not happen.")
    public var disallowed: [ToolExpectation]
    /// A Boolean value that indicates whether to allow tool calls that don't match any
    /// expectation.
    ///
    /// When `false`, any unmatched tool call causes evaluation to fail. When `true` (the default),
    /// unmatched calls are ignored as long as all expectations are met.
    @Guide(description: "Whether tool calls that match no expectation are allowed.")
    public var allowsAdditionalCalls: Bool

    /// Creates a trajectory expectation for a single expected tool call.
    /// - Parameters:
    ///   - toolName: The name of the tool the model should call.
    ///   - arguments: The argument matchers to validate against the call.
    public init(expected toolName: String, arguments: [ArgumentMatcher] = []) {
        self.init(ordered: [ToolExpectation(toolName, arguments: arguments)])
    }

    /// Creates a trajectory expectation with ordered and unordered requirements, and controls
    /// whether unmatched tool calls are permitted.
    ///
    /// Use this initializer when you want to control the blanket policy for unexpected tool
    /// calls. To forbid specific tools instead, use ``init(ordered:unordered:disallowed:)``.
    /// - Parameters:
    ///   - ordered: Steps that must be satisfied in sequential order.
    ///   - unordered: Tool calls that must occur at some point, regardless of position.
    ///   - allowsAdditionalToolCalls: A Boolean value indicating whether to allow tool calls that
    ///     don't match any expectation; defaults to `true`.
    public init(
        ordered: [ToolExpectation] = [], unordered: [ToolExpectation] = [], allowsAdditionalToolCalls: Bool = true
    ) {
        self.ordered = ordered
        self.unordered = unordered
        self.disallowed = []
        self.allowsAdditionalCalls = allowsAdditionalToolCalls
    }

    /// Creates a trajectory expectation with ordered, unordered and disallowed requirements.
    ///
    /// Using disallowed expectations always allows additional tool calls.
    /// - Parameters:
    ///   - ordered: Steps that must be satisfied in sequential order.
    ///   - unordered: Tool calls that must occur at some point, regardless of position.
    ///   - disallowed: Tool calls that must not occur.
    public init(ordered: [ToolExpectation] = [], unordered: [ToolExpectation] = [], disallowed: [ToolExpectation]) {
        self.ordered = ordered
        self.unordered = unordered
        self.disallowed = disallowed
        self.allowsAdditionalCalls = true
    }

    /// Creates a trajectory expectation with only unordered requirements.
    ///
    /// Unordered-only expectations always allow additional calls.
    /// - Parameter unordered: Tool calls that must occur at some point, regardless of position.
    public init(unordered: [ToolExpectation]) {
        self.init(ordered: [], unordered: unordered, allowsAdditionalToolCalls: true)
    }

    private enum CodingKeys: String, CodingKey {
        case ordered, unordered, disallowed, allowsAdditionalCalls
    }

    /// Reads the object described in the type's documentation; a missing list is empty, and a
    /// missing `allowsAdditionalCalls` is `true`.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when a property has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ordered = try container.decodeIfPresent([ToolExpectation].self, forKey: .ordered) ?? []
        unordered = try container.decodeIfPresent([ToolExpectation].self, forKey: .unordered) ?? []
        disallowed = try container.decodeIfPresent([ToolExpectation].self, forKey: .disallowed) ?? []
        allowsAdditionalCalls = try container.decodeIfPresent(Bool.self, forKey: .allowsAdditionalCalls) ?? true
    }

    /// Writes all four properties.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ordered, forKey: .ordered)
        try container.encode(unordered, forKey: .unordered)
        try container.encode(disallowed, forKey: .disallowed)
        try container.encode(allowsAdditionalCalls, forKey: .allowsAdditionalCalls)
    }
}
