/// A named metric that carries a result: passing, failing, a score, or ignored.
///
/// Declare a metric once, by name, and return a result of it from an evaluator:
/// `exactMatch.passing()`. The name is the column of the detailed results.
public struct Metric: CustomStringConvertible, Equatable, Sendable {
    /// A metric's result.
    public enum Value: Equatable, Sendable {
        /// A positive result (1 in aggregates).
        case passing
        /// A negative result (0 in aggregates).
        case failing
        /// A numeric result.
        case scoring(Double)
        /// Not applicable; excluded from aggregation.
        case ignore
    }

    /// The metric's name: the column of the detailed results.
    public let name: String
    /// The result; a metric created with just a name is ignored.
    public let value: Value
    /// Why the result is what it is, if the evaluator said.
    public let rationale: String?

    /// Creates a metric with just a name.
    /// - Parameter name: The name, which is the column of the detailed results.
    public init(_ name: String) {
        self.init(name: name, value: .ignore, rationale: nil)
    }

    init(name: String, value: Value, rationale: String?) {
        self.name = name
        self.value = value
        self.rationale = rationale
    }

    /// A passing result of this metric.
    /// - Parameter rationale: Why, if you want to say.
    /// - Returns: The result.
    public func passing(rationale: String? = nil) -> Metric {
        Metric(name: name, value: .passing, rationale: rationale)
    }

    /// A failing result of this metric.
    /// - Parameter rationale: Why, if you want to say.
    /// - Returns: The result.
    public func failing(rationale: String? = nil) -> Metric {
        Metric(name: name, value: .failing, rationale: rationale)
    }

    /// A numeric result of this metric.
    /// - Parameters:
    ///   - value: The score.
    ///   - rationale: Why, if you want to say.
    /// - Returns: The result.
    public func scoring(_ value: Double, rationale: String? = nil) -> Metric {
        Metric(name: name, value: .scoring(value), rationale: rationale)
    }

    /// An ignored result of this metric, excluded from aggregation.
    /// - Parameter rationale: Why, if you want to say.
    /// - Returns: The result.
    public func ignore(rationale: String? = nil) -> Metric {
        Metric(name: name, value: .ignore, rationale: rationale)
    }

    /// The result as a number: 1 passing, 0 failing, the score, or nil when ignored.
    public var doubleValue: Double? {
        switch value {
        case .passing: 1
        case .failing: 0
        case .scoring(let score): score
        case .ignore: nil
        }
    }

    /// The result, e.g. "ExactMatch: passing" or "Quality: 4.0 (clear and on topic)".
    public var description: String {
        let result =
            switch value {
            case .passing: "passing"
            case .failing: "failing"
            case .scoring(let score): "\(score)"
            case .ignore: "ignored"
            }
        return "\(name): \(result)" + (rationale.map { " (\($0))" } ?? "")
    }

    /// The strict result of a tool-call evaluator: every expectation met.
    public static let toolsAllPass = Metric("ToolsAllPass")
    /// The partial result of a tool-call evaluator: the share of expectations met.
    public static let toolsPercentagePass = Metric("ToolsPercentagePass")
}
