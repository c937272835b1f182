/// What failed in a run: samples without a subject, evaluators that threw, and metrics the
/// aggregator named that no evaluator produced.
public struct EvaluationRunErrors: Codable, Equatable, Hashable, Sendable {
    /// How many samples produced no subject (including dataset records that were not samples).
    public var inferenceFailureCount: Int
    /// How many evaluator invocations threw.
    public var evaluatorFailureCount: Int
    /// The type names of the evaluators that threw.
    public var failingEvaluatorTypes: Set<String>
    /// Whether any sample produced a subject.
    public var anyInferenceProduced: Bool
    /// The metric names the aggregator referenced that no evaluator produced.
    public var metricsNotFound: [String]

    /// Whether anything failed.
    public var hasFailures: Bool {
        inferenceFailureCount > 0 || evaluatorFailureCount > 0 || !metricsNotFound.isEmpty
    }

    /// A run in which nothing failed; what a file without errors reads as.
    public static let clean = EvaluationRunErrors(
        inferenceFailureCount: 0, evaluatorFailureCount: 0, failingEvaluatorTypes: [], anyInferenceProduced: true,
        metricsNotFound: [])
}
