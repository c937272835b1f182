import Foundation

/// What `fm bench tools` measured: every tool call of every turn, whether it named one of the
/// tools and decoded into that tool's `Arguments`, and whether each turn called the right tool.
struct ToolBenchmarkReport: Sendable {
    /// One call the model made.
    struct Call: Sendable {
        let toolName: String
        let namesATool: Bool
        let decodes: Bool
    }

    /// One turn: the question, what the model called, and how the turn ended.
    struct Turn: Sendable {
        let question: ToolBenchmark.Question
        let seed: UInt64
        let calls: [Call]
        let answer: String
        let failure: String?
        let seconds: Double

        /// Whether the turn called exactly the tool the question needs (or none when it needs none).
        var isRight: Bool {
            guard let tool = question.tool else { return calls.isEmpty }
            return !calls.isEmpty && calls.allSatisfy { $0.toolName == tool }
        }
    }

    var turns: [Turn] = []

    var calls: [Call] { turns.flatMap(\.calls) }
    var toolTurns: [Turn] { turns.filter { $0.question.tool != nil } }
    var plainTurns: [Turn] { turns.filter { $0.question.tool == nil } }
    var failures: [Turn] { turns.filter { $0.failure != nil } }

    /// The share of calls that name one of the session's tools.
    var namingRate: Double { Self.rate(calls.filter(\.namesATool).count, calls.count) }
    /// The share of calls whose arguments decode into the named tool's `Arguments`.
    var decodingRate: Double { Self.rate(calls.filter(\.decodes).count, calls.count) }
    /// The share of questions needing a tool that called exactly that tool.
    var rightToolRate: Double { Self.rate(toolTurns.filter(\.isRight).count, toolTurns.count) }
    /// The share of questions needing no tool that made no call.
    var noCallRate: Double { Self.rate(plainTurns.filter(\.isRight).count, plainTurns.count) }

    /// The rows of the summary table.
    var summaryRows: [[String]] {
        let seconds = turns.map(\.seconds).sorted()
        let average = seconds.isEmpty ? 0 : seconds.reduce(0, +) / Double(seconds.count)
        let median = seconds.isEmpty ? 0 : seconds[seconds.count / 2]
        return [
            ["turns", "\(turns.count) (\(toolTurns.count) need a tool, \(plainTurns.count) need none)"],
            ["tool calls made", "\(calls.count)"],
            ["calls naming an existing tool", Self.percent(namingRate)],
            ["calls decoding into the tool's Arguments", Self.percent(decodingRate)],
            [
                "right tool for the question",
                Self.percent(rightToolRate)
                    + " (\(toolTurns.filter(\.isRight).count)/\(toolTurns.count))",
            ],
            [
                "no call when none was needed",
                Self.percent(noCallRate)
                    + " (\(plainTurns.filter(\.isRight).count)/\(plainTurns.count))",
            ],
            ["failed turns", "\(failures.count)"],
            [
                "time per turn",
                String(format: "avg %.2f s, median %.2f s, max %.2f s", average, median, seconds.last ?? 0),
            ],
        ]
    }

    /// The rows of the per-tool table: how often each expected tool was the one called.
    var perToolRows: [[String]] {
        let expected = Array(Set(turns.map { $0.question.tool ?? "(none)" })).sorted()
        return expected.map { tool in
            let asked = turns.filter { ($0.question.tool ?? "(none)") == tool }
            let called = Dictionary(grouping: asked.flatMap { $0.calls.map(\.toolName) }, by: { $0 })
                .map { "\($0.key)×\($0.value.count)" }.sorted().joined(separator: " ")
            return [
                tool, "\(asked.count)", Self.percent(Self.rate(asked.filter(\.isRight).count, asked.count)),
                called.isEmpty ? "—" : called,
            ]
        }
    }

    static func rate(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 1 : Double(part) / Double(whole) }
    static func percent(_ rate: Double) -> String { String(format: "%.1f%%", 100 * rate) }
}
