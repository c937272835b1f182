import Foundation
import TabularData

/// The outcome of running an evaluation: a summary of aggregate statistics and a detailed table
/// with each sample, its subject, every metric's result, and any errors.
public struct EvaluationResult: Sendable {
    /// Which of the result's tables.
    public enum DataFrameKind: Sendable {
        /// The aggregate statistics.
        case summary
        /// The sample-level detailed results.
        case detailed
    }

    /// The aggregate statistics: one column per statistic, labelled as it is (e.g. "Mean of
    /// Accuracy"), holding its `AggregateMetric`.
    public var summary: DataFrame { Self.summaryFrame(aggregates) }
    /// The per-sample results: "Input", "Response", "Expected", one column per metric, and
    /// "SubjectInferenceError" and "EvaluatorErrors" when something failed.
    public let detailed: DataFrame
    /// The information given to `run(info:)` or the test trait.
    public let evaluationInfo: [String: String]
    /// The evaluation's name.
    public let evaluationID: String
    /// This result's identifier.
    public let resultID: UUID
    /// When the run started.
    public let startTime: Date
    /// When the run ended.
    public let endTime: Date
    /// What failed during the run.
    public let errors: EvaluationRunErrors

    /// The statistics, in the order the evaluation named them.
    let aggregates: [AggregateMetric]
    /// The rows in the form a file keeps.
    let rows: [ResultRow]
    /// The metrics' names, in the order evaluators produced them.
    let metricNames: [String]

    init(
        detailed: DataFrame, evaluationInfo: [String: String], evaluationID: String, resultID: UUID = UUID(),
        startTime: Date, endTime: Date, errors: EvaluationRunErrors, aggregates: [AggregateMetric],
        rows: [ResultRow], metricNames: [String]
    ) {
        self.detailed = detailed
        self.evaluationInfo = evaluationInfo
        self.evaluationID = evaluationID
        self.resultID = resultID
        self.startTime = startTime
        self.endTime = endTime
        self.errors = errors
        self.aggregates = aggregates
        self.rows = rows
        self.metricNames = metricNames
    }

    /// How long the run took, in seconds.
    public var duration: TimeInterval { endTime.timeIntervalSince(startTime) }

    /// Facts about the run for reports: the evaluation, its samples and how long it took.
    public var reportMetadata: [String: any Sendable] {
        [
            "evaluationID": evaluationID, "sampleCount": rows.count,
            "responseCount": rows.count(where: { $0.response != nil }), "duration": duration,
            "startTime": startTime.ISO8601Format(), "platform": "Linux (swift-foundation-models)",
        ]
    }

    /// The value of the first statistic that is the operation.
    /// - Parameter operation: The statistic, e.g. `.mean(of: accuracy)`.
    /// - Returns: Its value; -1 when the evaluation did not compute it.
    public func aggregateValue(_ operation: AggregationOperation) -> Double {
        aggregates.first { $0.operation == operation }?.value ?? -1
    }

    /// The summary as text, its statistics under their groups.
    public var groupedSummary: String {
        var lines = ["\(evaluationID): \(rows.count) sample\(rows.count == 1 ? "" : "s")"]
        var groups: [String?] = []
        for aggregate in aggregates where !groups.contains(aggregate.group) { groups.append(aggregate.group) }
        for group in groups {
            let indent = group == nil ? "  " : "    "
            if let group { lines.append("  \(group)") }
            lines += aggregates.filter { $0.group == group }.map { indent + $0.summaryLine }
        }
        if errors.hasFailures {
            lines.append(
                "  Errors: \(errors.inferenceFailureCount) without a subject, "
                    + "\(errors.evaluatorFailureCount) evaluator failure\(errors.evaluatorFailureCount == 1 ? "" : "s")"
                    + (errors.metricsNotFound.isEmpty
                        ? ""
                        : ", metrics not found: "
                            + errors.metricsNotFound.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n")
    }

    /// A table of the result with only JSON-compatible values: text, numbers and booleans.
    /// - Parameter kind: Which table.
    /// - Returns: The summary as numbers, or the detailed results with samples, subjects and
    ///   expected values as JSON text and each metric as its number (nil when ignored) beside
    ///   its rationale.
    /// - Throws: Nothing today; Apple's declaration throws.
    public func jsonRepresentableDataFrame(of kind: DataFrameKind) throws -> DataFrame {
        var frame = DataFrame()
        switch kind {
        case .summary:
            for aggregate in aggregates {
                frame.append(column: Column<Double>(name: aggregate.label, contents: [aggregate.value]))
            }
        case .detailed:
            let texts: [(String, (ResultRow) -> StoredJSON?)] = [
                ("Input", \.input), ("Response", \.response), ("Expected", \.expected),
            ]
            for (name, value) in texts {
                frame.append(column: Column<String>(name: name, contents: rows.map { value($0)?.json }))
            }
            for name in metricNames {
                let metrics = rows.map { $0.metrics[name]?.metric(named: name) }
                frame.append(column: Column<Double>(name: name, contents: metrics.map { $0?.doubleValue }))
                frame.append(column: Column<String>(name: name + " Rationale", contents: metrics.map { $0?.rationale }))
            }
            if rows.contains(where: { $0.subjectInferenceError != nil }) {
                frame.append(
                    column: Column<String>(name: "SubjectInferenceError", contents: rows.map(\.subjectInferenceError)))
            }
            if rows.contains(where: { $0.evaluatorErrors != nil }) {
                let texts = rows.map {
                    $0.evaluatorErrors?.map { "\($0.evaluatorType): \($0.reason)" }.joined(separator: "; ")
                }
                frame.append(column: Column<String>(name: "EvaluatorErrors", contents: texts))
            }
        }
        return frame
    }

    /// The summary table of statistics.
    static func summaryFrame(_ aggregates: [AggregateMetric]) -> DataFrame {
        var frame = DataFrame()
        for aggregate in aggregates where !frame.containsColumn(aggregate.label) {
            frame.append(column: Column<AggregateMetric>(name: aggregate.label, contents: [aggregate]))
        }
        return frame
    }
}
