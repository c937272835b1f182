import FoundationModels

/// A specification for an expected tool call, or a group of expectations that can be satisfied
/// in any order.
///
/// Most commonly, a `ToolExpectation` identifies a single tool by name and optionally validates
/// its arguments:
///
/// ```swift
/// ToolExpectation("getWeather", arguments: [
///     .exact(argumentName: "location", value: "Paris, France")
/// ])
/// ```
///
/// For ordered sequences where multiple tools must all be called at the same position but their
/// relative order doesn't matter, use ``anyOrder(_:)``:
///
/// ```swift
/// ToolExpectation.anyOrder([
///     ToolExpectation("fetchData"),
///     ToolExpectation("fetchMetadata"),
/// ])
/// ```
///
/// In a JSON dataset a single expectation is `{"name": "getWeather", "arguments": [matcher, …]}`
/// (`arguments` may be left out when empty) and a group is `{"anyOrder": [expectation, …]}`.
public struct ToolExpectation: Codable, Sendable {
    /// What the expectation is. Internal.
    enum Kind: Sendable {
        /// A call to the named tool whose arguments satisfy the matchers.
        case expectation(name: String, arguments: [ArgumentMatcher])
        /// Expectations that must all be met at one position, in any relative order.
        case anyOrder([ToolExpectation])
    }

    /// What the expectation is.
    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// Creates a new tool expectation.
    /// - Parameters:
    ///   - name: The name of the tool.
    ///   - arguments: The argument matchers to validate against the tool call.
    public init(_ name: String, arguments: [ArgumentMatcher] = []) {
        self.init(kind: .expectation(name: name, arguments: arguments))
    }

    /// Creates a group of expectations that must all be satisfied at the same sequential
    /// position, but can occur in any relative order.
    ///
    /// You can only use this method within the `ordered` array of a ``TrajectoryExpectation``;
    /// elsewhere (`unordered`, `disallowed`) the evaluator treats each member of the group as an
    /// expectation of its own.
    /// - Parameter expectations: The expectations that must all be satisfied.
    /// - Returns: The group.
    public static func anyOrder(_ expectations: [ToolExpectation]) -> ToolExpectation {
        ToolExpectation(kind: .anyOrder(expectations))
    }

    /// The name of the tool that the evaluation expects the model to call.
    ///
    /// This is only valid for single expectations. Accessing this on an ``anyOrder(_:)`` group is
    /// a programming error.
    public var name: String {
        guard case .expectation(let name, _) = kind else {
            preconditionFailure("ToolExpectation.name was read on an anyOrder group, which has no single tool name")
        }
        return name
    }

    /// The argument matchers to validate against the tool call.
    ///
    /// Returns an empty array for ``anyOrder(_:)`` groups.
    public var arguments: [ArgumentMatcher] {
        guard case .expectation(_, let arguments) = kind else { return [] }
        return arguments
    }

    /// A Boolean value that indicates whether this expectation represents a group of
    /// expectations that can be satisfied in any order.
    public var isAnyOrderGroup: Bool {
        if case .anyOrder = kind { return true }
        return false
    }

    /// The single expectations this one stands for: itself, or a group's members (a group
    /// nested in a group counts its members). Internal.
    var singleExpectations: [ToolExpectation] {
        switch kind {
        case .expectation: [self]
        case .anyOrder(let members): members.flatMap(\.singleExpectations)
        }
    }

    /// The expectation in words, for rationales: `set_lights(room: "kitchen", brightness: 0)`,
    /// `get_weather` without matchers, `any order of [a, b]` for a group. Internal.
    var summary: String {
        switch kind {
        case .expectation(let name, let arguments):
            arguments.isEmpty ? name : "\(name)(\(arguments.map(\.summary).joined(separator: ", ")))"
        case .anyOrder(let members): "any order of [\(members.map(\.summary).joined(separator: ", "))]"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, arguments, anyOrder
    }

    /// Reads `{"name": …, "arguments": […]}` or `{"anyOrder": […]}`.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when neither `name` nor `anyOrder` is present, or a field has the
    ///   wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let members = try container.decodeIfPresent([ToolExpectation].self, forKey: .anyOrder) {
            self.init(kind: .anyOrder(members))
        } else {
            self.init(
                try container.decode(String.self, forKey: .name),
                arguments: try container.decodeIfPresent([ArgumentMatcher].self, forKey: .arguments) ?? [])
        }
    }

    /// Writes `{"name": …, "arguments": […]}` or `{"anyOrder": […]}`.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch kind {
        case .expectation(let name, let arguments):
            try container.encode(name, forKey: .name)
            try container.encode(arguments, forKey: .arguments)
        case .anyOrder(let members):
            try container.encode(members, forKey: .anyOrder)
        }
    }
}
