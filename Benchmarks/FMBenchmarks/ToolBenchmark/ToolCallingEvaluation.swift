import Evaluations
import Foundation
import FoundationModels

/// `fm bench tools` as an evaluation: a sample per turn (a question, the tool it needs, a seed),
/// a fresh session per turn with the five benchmark tools, and evaluators for what the benchmark
/// measures: the trajectory (`ToolCallEvaluator`), calls that name a tool and decode into its
/// `Arguments`, the right tool, no call when none was needed, and the time per turn.
///
/// Run it one sample at a time (`EvaluationConcurrency.$maximumSamples.withValue(1)`): it
/// measures each turn's time.
struct ToolCallingEvaluation: Evaluation {
    /// The sessions' instructions.
    static let instructions = "You are a helpful assistant. Use tools when they help."

    /// The turn's calls: a count.
    static let toolCalls = Metric("Tool calls")
    /// The calls that name one of the tools: a count.
    static let callsNamingATool = Metric("Calls naming a tool")
    /// The calls whose arguments decode into the tool's `Arguments`: a count.
    static let callsDecoding = Metric("Calls decoding into Arguments")
    /// A question needing a tool called exactly that tool; ignored for one needing none.
    static let rightTool = Metric("Right tool")
    /// A question needing no tool made no call; ignored for one needing a tool.
    static let noCall = Metric("No call when none needed")
    /// The turn's time, in seconds.
    static let seconds = Metric("Seconds")

    /// The summary's statistics that are not of one metric alone.
    enum Aggregate {
        /// All calls of the run.
        static let calls = AggregationOperation.custom(label: "Tool calls made")
        /// The share of calls naming a tool.
        static let naming = AggregationOperation.custom(label: "Share of calls naming a tool")
        /// The share of calls decoding into the tool's `Arguments`.
        static let decoding = AggregationOperation.custom(label: "Share of calls decoding into Arguments")
        /// The turns whose question needs a tool.
        static let toolTurns = AggregationOperation.custom(label: "Turns needing a tool")
        /// The turns whose question needs none.
        static let plainTurns = AggregationOperation.custom(label: "Turns needing none")
    }

    /// The model.
    let model: any LanguageModel
    /// How many turns.
    let turns: Int
    /// The most tokens of each answer.
    var maximumResponseTokens = 48
    /// Measures only the model's first step of each turn: its calls are recorded and skipped
    /// (the model gets an empty output), so no tool runs.
    var firstStepOnly = false
    /// Called after each turn with its subject, or the error that ended it.
    var onTurn: (@Sendable (ToolQuestion, Result<ModelSubject<ToolTurn>, any Error>) -> Void)?

    /// The turns' questions: `ToolBenchmark.question(at:)`, seeded by the turn's number.
    var dataset: ArrayLoader<ToolQuestion> {
        ArrayLoader(
            samples: (0..<turns).map { index in
                ToolQuestion(ToolBenchmark.question(at: index), seed: UInt64(index), instructions: Self.instructions)
            })
    }

    /// One turn in a fresh session, sampling with the sample's seed.
    /// - Parameter sample: The question.
    /// - Returns: The answer and the turn's time, with the session's transcript.
    /// - Throws: What the session throws.
    func subject(from sample: ToolQuestion) async throws -> ModelSubject<ToolTurn> {
        let session = LanguageModelSession(
            model: model, tools: BenchmarkTools.all, instructions: sample.input.instructions)
        if firstStepOnly { session.toolCallReviewer = { _ in .skip(output: "") } }
        let options = GenerationOptions(
            samplingMode: .random(top: 40, seed: sample.seed), temperature: 0.7,
            maximumResponseTokens: maximumResponseTokens)
        let start = ContinuousClock.now
        do {
            let answer = try await session.respond(to: sample.input.prompt, options: options).content
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let subject = ModelSubject(
                value: ToolTurn(answer: answer, seconds: seconds), transcript: session.transcript.structuredTranscript)
            onTurn?(sample, .success(subject))
            return subject
        } catch {
            onTurn?(sample, .failure(error))
            throw error
        }
    }

    var evaluators: Evaluators {
        ToolCallEvaluator<ToolQuestion>(allPass: .toolsAllPass, percentagePass: .toolsPercentagePass)
        Evaluator<ToolQuestion> { _, subject in
            Self.toolCalls.scoring(Double(subject.toolCalls.count), rationale: Self.names(of: subject.toolCalls))
        }
        Evaluator<ToolQuestion> { _, subject in
            let strangers = subject.toolCalls.filter { BenchmarkTools.tool(named: $0.toolName) == nil }
            return Self.callsNamingATool.scoring(
                Double(subject.toolCalls.count - strangers.count),
                rationale: strangers.isEmpty ? nil : "no such tool: " + Self.names(of: strangers))
        }
        Evaluator<ToolQuestion> { _, subject in
            let failing = subject.toolCalls.filter { !BenchmarkTools.decodes($0) }
            return Self.callsDecoding.scoring(
                Double(subject.toolCalls.count - failing.count),
                rationale: failing.isEmpty
                    ? nil : "not the tool's Arguments: " + failing.map(\.arguments.jsonString).joined(separator: "; "))
        }
        Evaluator<ToolQuestion> { sample, subject in
            guard sample.tool != nil else { return Self.rightTool.ignore(rationale: "needs no tool") }
            return sample.isRight(subject.toolCalls.map(\.toolName))
                ? Self.rightTool.passing()
                : Self.rightTool.failing(rationale: "called " + Self.names(of: subject.toolCalls))
        }
        Evaluator<ToolQuestion> { sample, subject in
            guard sample.tool == nil else { return Self.noCall.ignore(rationale: "needs \(sample.tool ?? "")") }
            return subject.toolCalls.isEmpty
                ? Self.noCall.passing() : Self.noCall.failing(rationale: "called " + Self.names(of: subject.toolCalls))
        }
        Evaluator<ToolQuestion> { _, subject in Self.seconds.scoring(subject.value.seconds) }
    }

    /// The figures `fm bench tools` prints: calls made, the shares of calls naming a tool and
    /// decoding into its `Arguments`, the right tool and no call (each a mean, with how many
    /// turns it is of), the trajectory's means, and the time per turn.
    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        var calls = 0.0
        aggregator.custom(of: Self.toolCalls, label: Aggregate.calls.label) { counts in
            calls = counts.reduce(0, +)
            return calls
        }
        aggregator.custom(of: Self.callsNamingATool, label: Aggregate.naming.label) { counts in
            calls == 0 ? .nan : counts.reduce(0, +) / calls
        }
        aggregator.custom(of: Self.callsDecoding, label: Aggregate.decoding.label) { counts in
            calls == 0 ? .nan : counts.reduce(0, +) / calls
        }
        aggregator.computeMean(of: Self.rightTool)
        aggregator.custom(of: Self.rightTool, label: Aggregate.toolTurns.label) { Double($0.count) }
        aggregator.computeMean(of: Self.noCall)
        aggregator.custom(of: Self.noCall, label: Aggregate.plainTurns.label) { Double($0.count) }
        aggregator.computeMean(of: .toolsAllPass)
        aggregator.computeMean(of: .toolsPercentagePass)
        aggregator.computeMean(of: Self.seconds)
        aggregator.computeMedian(of: Self.seconds)
        aggregator.computeMaximum(of: Self.seconds)
    }

    /// The names of calls, e.g. "getWeather, calculate", or "(no call)".
    static func names(of calls: [Transcript.ToolCall]) -> String {
        calls.isEmpty ? "(no call)" : calls.map(\.toolName).joined(separator: ", ")
    }
}
