import CommandLineSupport
import Evaluations
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FMBenchmarks

/// `fm bench tools` on a CI-sized slice with the real default model: four turns (weather, exchange
/// rate, calendar, calculator), first step only.
@Suite(.tags(.model), .needsModel) struct ToolBenchmarkTests {
    @Test func everyCallOfASliceNamesAToolAndDecodesIntoItsArguments() async throws {
        let benchmark = ToolBenchmark(
            modelURL: SystemLanguageModel.defaultModelURL, threads: 2, turns: 4, maximumResponseTokens: 8,
            firstStepOnly: true)
        let (evaluation, result) = try await benchmark.measure()
        let report = ToolBenchmarkReport(result: result, evaluation: evaluation)
        print(Table(header: ["figure", "value"], rows: report.summaryRows).render())
        #expect(result.detailed.shape.rows == 4)
        #expect(!result.errors.hasFailures, "\(result.groupedSummary)")
        let metrics: [Metric] = [
            .toolsAllPass, .toolsPercentagePass, ToolCallingEvaluation.toolCalls,
            ToolCallingEvaluation.callsNamingATool, ToolCallingEvaluation.callsDecoding,
            ToolCallingEvaluation.rightTool, ToolCallingEvaluation.noCall, ToolCallingEvaluation.seconds,
        ]
        for metric in metrics { #expect(result.detailed.containsColumn(metric.name), "\(metric.name)") }
        // The engine constrains a call to the tools' names and their arguments' schemas.
        #expect(result.aggregateValue(ToolCallingEvaluation.Aggregate.calls) > 0)
        #expect(result.aggregateValue(ToolCallingEvaluation.Aggregate.naming) == 1)
        #expect(result.aggregateValue(ToolCallingEvaluation.Aggregate.decoding) == 1)
        #expect(result.aggregateValue(ToolCallingEvaluation.Aggregate.toolTurns) == 4)
        #expect(result.aggregateValue(ToolCallingEvaluation.Aggregate.plainTurns) == 0)
    }
}
