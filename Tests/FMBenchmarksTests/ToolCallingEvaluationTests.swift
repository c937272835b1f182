import Evaluations
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FMBenchmarks

/// `fm bench tools`'s evaluation on a scripted model: what each evaluator and aggregate makes of
/// known calls.
@Suite struct ToolCallingEvaluationTests {
    /// The calls the script makes for the first six questions (weather, exchange rate, calendar,
    /// calculator, stocks, none): right, right but not decoding, right, none, wrong tool, none.
    static let script = ScriptedModel { request in
        guard request.toolOutputTexts.isEmpty else { return .text("Done.") }
        let prompt = request.lastPromptText
        func call(_ tool: String, _ arguments: GeneratedContent) -> ScriptedModel.Reply {
            .toolCalls([Transcript.ToolCall(toolName: tool, arguments: arguments)])
        }
        if prompt.contains("Lisbon") { return call("getWeather", GeneratedContent(properties: ["city": "Lisbon"])) }
        if prompt.contains("GBP") { return call("getExchangeRate", GeneratedContent(properties: ["from": "GBP"])) }
        if prompt.contains("December") {
            return call("getCalendarEvents", GeneratedContent(properties: ["date": "2026-12-03"]))
        }
        if prompt.contains("Amazon") { return call("getWeather", GeneratedContent(properties: ["city": "Amazon"])) }
        return .text("An answer.")
    }

    static func evaluate() async throws -> (ToolCallingEvaluation, EvaluationResult) {
        let evaluation = ToolCallingEvaluation(model: script, turns: 6, maximumResponseTokens: 16, firstStepOnly: true)
        let result = try await EvaluationConcurrency.$maximumSamples.withValue(1) { try await evaluation.run() }
        return (evaluation, result)
    }

    @Test func theFirstSixTurnsCoverEveryToolAndNone() {
        let needed = (0..<6).map { ToolBenchmark.question(at: $0).tool ?? "none" }
        #expect(Set(needed) == Set(BenchmarkTools.all.map(\.name) + ["none"]))
        let asked = (0..<200).map { ToolBenchmark.question(at: $0).text }
        #expect(Set(asked).count == ToolBenchmark.questions.count)
    }

    @Test func eachSampleCarriesItsQuestionsToolAndSeed() async throws {
        var samples: [ToolQuestion] = []
        for try await sample in ToolCallingEvaluation(model: Self.script, turns: 6).dataset.stream {
            samples.append(sample)
        }
        #expect(samples.map(\.seed) == Array(0..<6))
        #expect(samples.map(\.tool) == (0..<6).map { ToolBenchmark.question(at: $0).tool })
        #expect(samples[5].expectations.disallowed.map(\.name) == BenchmarkTools.all.map(\.name))
        #expect(samples[0].expectations.ordered.map(\.name) == ["getWeather"])
        #expect(!samples[0].expectations.allowsAdditionalCalls)
    }

    @Test func rightToolCountsExactlyTheNeededTool() {
        let weather = ToolQuestion(.init(text: "weather?", tool: "getWeather"), seed: 0, instructions: "")
        #expect(weather.isRight(["getWeather"]))
        #expect(weather.isRight(["getWeather", "getWeather"]))
        #expect(!weather.isRight([]))
        #expect(!weather.isRight(["getWeather", "calculate"]))
        let plain = ToolQuestion(.init(text: "hi", tool: nil), seed: 0, instructions: "")
        #expect(plain.isRight([]))
        #expect(!plain.isRight(["calculate"]))
    }

    @Test func theAggregatesAreTheBenchmarksFigures() async throws {
        let (_, result) = try await Self.evaluate()
        typealias Figures = ToolCallingEvaluation.Aggregate
        #expect(!result.errors.hasFailures, "\(result.groupedSummary)")
        #expect(result.aggregateValue(Figures.calls) == 4)
        #expect(result.aggregateValue(Figures.naming) == 1)
        #expect(result.aggregateValue(Figures.decoding) == 0.75)
        #expect(result.aggregateValue(.mean(of: ToolCallingEvaluation.rightTool)) == 0.6)
        #expect(result.aggregateValue(Figures.toolTurns) == 5)
        #expect(result.aggregateValue(.mean(of: ToolCallingEvaluation.noCall)) == 1)
        #expect(result.aggregateValue(Figures.plainTurns) == 1)
        #expect(result.aggregateValue(.mean(of: .toolsAllPass)) == 4.0 / 6)
        #expect(result.aggregateValue(.maximum(of: ToolCallingEvaluation.seconds)) >= 0)
    }

    @Test func theTrajectoryAgreesWithTheRightToolMetrics() async throws {
        let (_, result) = try await Self.evaluate()
        let allPass = Array(result.detailed[metric: .toolsAllPass])
        let right = Array(result.detailed[metric: ToolCallingEvaluation.rightTool])
        let none = Array(result.detailed[metric: ToolCallingEvaluation.noCall])
        for row in allPass.indices {
            #expect(allPass[row]?.doubleValue == (right[row]?.doubleValue ?? none[row]?.doubleValue), "row \(row)")
        }
        let decoding = Array(result.detailed[metric: ToolCallingEvaluation.callsDecoding])
        #expect(decoding[1]?.rationale?.contains("GBP") == true)
        #expect(right[4]?.rationale == "called getWeather")
    }

    @Test func theReportPrintsTheFiguresAndEachKindOfQuestion() async throws {
        let (evaluation, result) = try await Self.evaluate()
        let report = ToolBenchmarkReport(result: result, evaluation: evaluation)
        let summary = Dictionary(uniqueKeysWithValues: report.summaryRows.map { ($0[0], $0[1]) })
        #expect(summary["turns"] == "6 (5 need a tool, 1 need none)")
        #expect(summary["tool calls made"] == "4")
        #expect(summary["calls decoding into the tool's Arguments"] == "75.0%")
        #expect(summary["right tool for the question"] == "60.0% (3/5)")
        #expect(summary["no call when none was needed"] == "100.0% (1/1)")
        #expect(summary["failed turns"] == "0")
        let kinds = Dictionary(uniqueKeysWithValues: report.perToolRows.map { ($0[0], $0) })
        #expect(kinds["getStockPrice"] == ["getStockPrice", "1", "0.0%", "getWeather×1"])
        #expect(kinds["calculate"] == ["calculate", "1", "0.0%", "—"])
        #expect(kinds["(none)"] == ["(none)", "1", "100.0%", "—"])
    }
}
