import Evaluations
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

/// Tool calls, subjects and a one-call evaluation for the tool-call tests.
enum ToolCallFixtures {
    /// The metrics of a run of the evaluator on one sample.
    struct Measured {
        let allPass: Metric
        let percentagePass: Metric

        /// The share of expectations met.
        var fraction: Double? { percentagePass.doubleValue }
        /// Whether the strict metric passed.
        var passed: Bool { allPass.value == .passing }
        /// The strict metric's rationale, or "".
        var issues: String { allPass.rationale ?? "" }
    }

    /// A tool call with arguments given as JSON.
    static func call(_ toolName: String, _ arguments: String = "{}") throws -> Transcript.ToolCall {
        Transcript.ToolCall(id: UUID().uuidString, toolName: toolName, arguments: try GeneratedContent(json: arguments))
    }

    /// A subject whose transcript holds the calls.
    static func subject(_ calls: [Transcript.ToolCall]) -> ModelSubject<String> {
        ModelSubject(value: "Done.", transcript: StructuredTranscript(toolCalls: calls))
    }

    /// Runs a tool-call evaluator on a sample with the trajectory and a subject with the calls.
    /// - Parameter model: the argument-match model; none for the default.
    static func measure(
        _ trajectory: TrajectoryExpectation?, _ calls: [Transcript.ToolCall], model: ScriptedModel? = nil
    ) async throws -> Measured {
        let evaluator =
            model.map {
                ToolCallEvaluator<ModelSample<String>>(
                    allPass: .toolsAllPass, percentagePass: .toolsPercentagePass, argumentMatchModel: $0)
            } ?? ToolCallEvaluator<ModelSample<String>>(allPass: .toolsAllPass, percentagePass: .toolsPercentagePass)
        let metrics = try await evaluator.metrics(
            subject: subject(calls), input: ModelSample(prompt: "Do it.", expectations: trajectory))
        try #require(metrics.map(\.name) == [Metric.toolsAllPass.name, Metric.toolsPercentagePass.name])
        return Measured(allPass: metrics[0], percentagePass: metrics[1])
    }

    /// Runs the evaluator on one call to `tool` with the arguments, expecting it with the matchers.
    static func measure(
        _ matchers: [ArgumentMatcher], against arguments: String, model: ScriptedModel? = nil
    ) async throws -> Measured {
        try await measure(
            TrajectoryExpectation(expected: "tool", arguments: matchers), [try call("tool", arguments)], model: model)
    }
}
