import Foundation
import TabularData
import Testing

@testable import Evaluations

/// Each test's folder is removed after it.
@Suite final class ResultJSONTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("evaluations-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    func sampleResult() async throws -> (SumEvaluation, EvaluationResult) {
        var evaluation = SumEvaluation(dataset: SumEvaluation.samples([(1, 1), (2, 2), (3, 3)])) { sample in
            if sample.promptDescription == "3+3" { throw SumError.modelDown }
            return SumEvaluation.sum(sample) + (sample.promptDescription == "2+2" ? 1 : 0)
        }
        evaluation.evaluatorThrows = "1+1"
        return (evaluation, try await evaluation.run(info: ["model": "fake"]))
    }

    @Test func aSavedResultReadsBackTyped() async throws {
        let (evaluation, result) = try await sampleResult()
        let url = try result.saveJSON(to: folder, includeReportMetadata: true)
        let loaded = try EvaluationResult.loadJSON(from: url)
        #expect(loaded.evaluationID == result.evaluationID && loaded.resultID == result.resultID)
        #expect(loaded.evaluationInfo == ["model": "fake"])
        #expect(abs(loaded.duration - result.duration) < 0.002)
        #expect(loaded.errors == result.errors)
        #expect(loaded.aggregates == result.aggregates)
        #expect(loaded.aggregateValue(.mean(of: evaluation.correct)) == 0.5)
        #expect(loaded.detailed[evaluation.inputColumn].map { $0?.promptDescription } == ["1+1", "2+2", "3+3"])
        #expect(loaded.detailed[evaluation.responseColumn].map { $0?.value } == [2, 5, nil])
        #expect(loaded.detailed[evaluation.expectedColumn].map { $0 } == [2, 4, 6])
        let correct = loaded.detailed[metric: evaluation.correct]
        #expect(correct.map { $0?.value } == [.passing, .failing, nil])
        #expect(correct[1]?.rationale == "expected 4")
        #expect(loaded.detailed["SubjectInferenceError", SubjectInferenceError.self][2] != nil)
        let evaluatorErrors = loaded.detailed["EvaluatorErrors", [EvaluatorError].self]
        #expect(evaluatorErrors[0]?.first?.localizedDescription.contains("cannot measure") == true)
        #expect(loaded.detailed.shape == result.detailed.shape)
        #expect(loaded.groupedSummary == result.groupedSummary)
    }

    @Test func statisticsOfNoValuesAreNullAndOfIdenticalValuesZero() async throws {
        let evaluation = SumEvaluation(dataset: SumEvaluation.samples([(1, 1), (2, 2)])) { SumEvaluation.sum($0) }
        let result = try await evaluation.run()
        #expect(result.aggregateValue(.standardDeviation(of: evaluation.error)) == 0)
        let json = String(decoding: try result.jsonData(), as: UTF8.self)
        #expect(!json.contains("nan") && !json.contains("NaN"))

        let empty = SumEvaluation(dataset: SumEvaluation.samples([(1, 1)])) { _ in throw SumError.modelDown }
        let emptyResult = try await empty.run()
        #expect(emptyResult.aggregateValue(.mean(of: empty.correct)) == -1)
        #expect(emptyResult.errors.metricsNotFound == ["Correct", "Error"])
        #expect(!emptyResult.errors.anyInferenceProduced)
        let reloaded = try EvaluationResult(jsonData: try emptyResult.jsonData())
        #expect(reloaded.errors == emptyResult.errors)
    }

    @Test func severalResultsAsJSONLines() async throws {
        let (_, first) = try await sampleResult()
        let (_, second) = try await sampleResult()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = try [first, second].saveJSONLines(to: folder.appendingPathComponent("runs.jsonl"))
        let loaded = try await EvaluationResult.loadJSONLines(from: url)
        #expect(loaded.map(\.resultID) == [first.resultID, second.resultID])
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n").count == 2)
    }

    @Test func transcriptsAreKeptOnlyWhenAsked() async throws {
        let (_, result) = try await sampleResult()
        #expect(!String(decoding: try result.jsonData(), as: UTF8.self).contains("\"transcript\":{"))
        let summary = try result.jsonRepresentableDataFrame(of: .summary)
        #expect(summary["Mean of Correct", Double.self][0] == 0.5)
        let detailed = try result.jsonRepresentableDataFrame(of: .detailed)
        #expect(detailed["Correct", Double.self].map { $0 } == [1, 0, nil])
        #expect(detailed["Correct Rationale", String.self][1] == "expected 4")
    }

    @Test func badFilesSayWhatIsWrong() throws {
        let missing = folder.appendingPathComponent("none.json")
        #expect(throws: EvaluationResultsError.fileNotFound(missing)) { try EvaluationResult.loadJSON(from: missing) }
        #expect(throws: EvaluationResultsError.emptyJSONFile) { try EvaluationResult(jsonData: Data("  \n".utf8)) }
        #expect(throws: EvaluationResultsError.invalidJSONFormat) {
            try EvaluationResult(jsonData: Data("{\"a\":1}".utf8))
        }
    }
}
