import Evaluations
import Foundation
import TabularData

/// The tables `fm bench tools` prints, read from `ToolCallingEvaluation`'s result: the figures
/// from its summary, and a line per kind of question from its detailed rows.
struct ToolBenchmarkReport {
    let result: EvaluationResult
    let evaluation: ToolCallingEvaluation

    private typealias Figures = ToolCallingEvaluation.Aggregate

    /// The rows of the summary table.
    var summaryRows: [[String]] {
        let questions = result.detailed[evaluation.inputColumn].compactMap { $0 }
        let needing = questions.count { $0.tool != nil }
        func value(_ operation: AggregationOperation) -> Double { result.aggregateValue(operation) }
        func share(_ metric: Metric, of turns: AggregationOperation) -> String {
            let mean = value(.mean(of: metric))
            let count = value(turns)
            guard mean.isFinite, count > 0 else { return "—" }
            return Self.percent(mean) + " (\(Int((mean * count).rounded()))/\(Int(count)))"
        }
        let seconds = ToolCallingEvaluation.seconds
        var rows = [
            ["turns", "\(questions.count) (\(needing) need a tool, \(questions.count - needing) need none)"],
            ["tool calls made", "\(Int(max(0, value(Figures.calls))))"],
            ["calls naming an existing tool", Self.percent(value(Figures.naming))],
            ["calls decoding into the tool's Arguments", Self.percent(value(Figures.decoding))],
            ["right tool for the question", share(ToolCallingEvaluation.rightTool, of: Figures.toolTurns)],
            ["no call when none was needed", share(ToolCallingEvaluation.noCall, of: Figures.plainTurns)],
            [
                "trajectory met (all / share)",
                Self.percent(value(.mean(of: .toolsAllPass))) + " / "
                    + Self.percent(value(.mean(of: .toolsPercentagePass))),
            ],
            ["failed turns", "\(result.errors.inferenceFailureCount)"],
            [
                "time per turn",
                String(
                    format: "avg %.2f s, median %.2f s, max %.2f s", value(.mean(of: seconds)),
                    value(.median(of: seconds)), value(.maximum(of: seconds))),
            ],
        ]
        if result.errors.evaluatorFailureCount > 0 {
            rows.append(["evaluator failures", "\(result.errors.evaluatorFailureCount)"])
        }
        return rows
    }

    /// The rows of the per-question-kind table: how often each needed tool (or none) was
    /// answered right, and which tools the turns called.
    var perToolRows: [[String]] {
        let questions = Array(result.detailed[evaluation.inputColumn])
        let subjects = Array(result.detailed[evaluation.responseColumn])
        let right = [ToolCallingEvaluation.rightTool, ToolCallingEvaluation.noCall]
            .filter { result.detailed.containsColumn($0.name) }
            .map { Array(result.detailed[metric: $0]) }
        let kinds = Set(questions.compactMap { $0.map { $0.tool ?? "(none)" } }).sorted()
        return kinds.map { kind in
            let rows = questions.indices.filter { questions[$0].map { ($0.tool ?? "(none)") == kind } ?? false }
            let rightCount = rows.count { row in right.contains { $0[row]?.doubleValue == 1 } }
            let names = rows.flatMap { subjects[$0]?.toolCalls.map(\.toolName) ?? [] }
            let called = Dictionary(grouping: names, by: { $0 }).map { "\($0.key)×\($0.value.count)" }.sorted()
            return [
                kind, "\(rows.count)", Self.percent(rows.isEmpty ? .nan : Double(rightCount) / Double(rows.count)),
                called.isEmpty ? "—" : called.joined(separator: " "),
            ]
        }
    }

    /// A share as a percentage, "—" when there is none (no call, or no such turn).
    static func percent(_ rate: Double) -> String { rate.isFinite ? String(format: "%.1f%%", 100 * rate) : "—" }
}
