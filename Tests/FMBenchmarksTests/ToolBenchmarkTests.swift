import CommandLineSupport
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FMBenchmarks

/// `fm bench tools` on a CI-sized sample with the real default model: one question per tool
/// and one that needs none.
@Suite(.tags(.model), .needsModel) struct ToolBenchmarkTests {
    @Test func theFirstSixTurnsCoverEveryToolAndNone() {
        let needed = (0..<6).map { ToolBenchmark.question(at: $0).tool ?? "none" }
        #expect(Set(needed) == Set(BenchmarkTools.all.map(\.name) + ["none"]))
        let asked = (0..<200).map { ToolBenchmark.question(at: $0).text }
        #expect(Set(asked).count == ToolBenchmark.questions.count)
    }

    @Test func everyCallOfASampleNamesAToolAndDecodesIntoItsArguments() async throws {
        let benchmark = ToolBenchmark(
            modelURL: SystemLanguageModel.defaultModelURL, threads: 2, turns: 6,
            maximumResponseTokens: 24)
        let report = try await benchmark.measure()
        #expect(report.turns.count == 6)
        #expect(report.failures.isEmpty, "\(report.failures.map { $0.failure ?? "" })")
        #expect(!report.calls.isEmpty)
        #expect(report.namingRate == 1)
        #expect(report.decodingRate == 1)
        print(Table(header: ["figure", "value"], rows: report.summaryRows).render())
    }

    @Test func rightToolCountsExactlyTheNeededTool() {
        let weather = ToolBenchmark.Question(text: "weather?", tool: "getWeather")
        func turn(_ question: ToolBenchmark.Question, _ names: [String]) -> ToolBenchmarkReport.Turn {
            .init(
                question: question, seed: 0, calls: names.map { .init(toolName: $0, namesATool: true, decodes: true) },
                answer: "", failure: nil, seconds: 0)
        }
        #expect(turn(weather, ["getWeather"]).isRight)
        #expect(!turn(weather, []).isRight)
        #expect(!turn(weather, ["getWeather", "calculate"]).isRight)
        #expect(turn(.init(text: "hi", tool: nil), []).isRight)
        #expect(!turn(.init(text: "hi", tool: nil), ["calculate"]).isRight)
    }
}
