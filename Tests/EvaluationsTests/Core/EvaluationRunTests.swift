import Foundation
import FoundationModelsTestSupport
import TabularData
import Testing

@testable import Evaluations
@testable import FoundationModels

@Suite struct EvaluationRunTests {
    @Test func aRunMeasuresEverySampleInOrder() async throws {
        let evaluation = SumEvaluation(dataset: SumEvaluation.samples([(2, 3), (1, 1), (4, 4)])) { sample in
            // The second answer is wrong by one; later samples finish first.
            try await Task.sleep(for: .milliseconds(30 - 10 * SumEvaluation.sum(sample) / 4))
            return SumEvaluation.sum(sample) + (sample.promptDescription == "1+1" ? 1 : 0)
        }
        let result = try await evaluation.run(info: ["model": "sum"])
        let correct = result.detailed[metric: evaluation.correct]
        #expect(correct.map { $0?.value } == [.passing, .failing, .passing])
        #expect(correct[1]?.rationale == "expected 2")
        #expect(result.detailed[evaluation.inputColumn].map { $0?.promptDescription } == ["2+3", "1+1", "4+4"])
        #expect(result.detailed[evaluation.responseColumn].map { $0?.value } == [5, 3, 8])
        #expect(result.detailed[evaluation.expectedColumn].map { $0 } == [5, 2, 8])
        #expect(abs(result.aggregateValue(.mean(of: evaluation.correct)) - 2.0 / 3) < 1e-12)
        #expect(result.aggregateValue(.maximum(of: evaluation.error)) == 1)
        #expect(result.aggregateValue(.median(of: evaluation.error)) == -1)
        #expect(
            result.summary.columns.map(\.name) == [
                "Mean of Correct", "Maximum of Error", "Standard Deviation of Error",
            ])
        #expect(result.evaluationID == "SumEvaluation" && result.evaluationInfo == ["model": "sum"])
        #expect(result.errors == .clean)
        #expect(!result.detailed.containsColumn("SubjectInferenceError"))
        #expect(!result.detailed.containsColumn("EvaluatorErrors"))
        #expect(result.groupedSummary.contains("  Error\n    Maximum of Error: 1"))
    }

    @Test func aSubjectThatThrowsIsRecordedAndTheRunGoesOn() async throws {
        let evaluation = SumEvaluation(dataset: SumEvaluation.samples([(1, 2), (3, 4), (5, 6)])) { sample in
            if sample.promptDescription == "3+4" { throw SumError.modelDown }
            return SumEvaluation.sum(sample)
        }
        let result = try await evaluation.run()
        let failures = result.detailed["SubjectInferenceError", SubjectInferenceError.self]
        #expect(failures[0] == nil && failures[2] == nil)
        #expect(failures[1] == .failed(reason: "subject(from:) threw: the model is down"))
        #expect(result.detailed[evaluation.responseColumn][1] == nil)
        #expect(result.detailed[metric: evaluation.correct][1] == nil)
        #expect(result.aggregateValue(.mean(of: evaluation.correct)) == 1)
        #expect(
            result.errors.inferenceFailureCount == 1 && result.errors.anyInferenceProduced && result.errors.hasFailures)
    }

    @Test func anEvaluatorThatThrowsIsRecordedForItsSample() async throws {
        var evaluation = SumEvaluation(dataset: SumEvaluation.samples([(1, 2), (3, 4)])) { SumEvaluation.sum($0) }
        evaluation.evaluatorThrows = "1+2"
        let result = try await evaluation.run()
        let failures = result.detailed["EvaluatorErrors", [EvaluatorError].self]
        #expect(failures[1] == nil)
        let failure = try #require(failures[0]?.first)
        guard case .failed(let evaluator, let type, let reason) = failure else { return }
        #expect(evaluator != nil && type == "Evaluator<ModelSample<Int>>")
        #expect(reason == "cannot measure")
        #expect(result.detailed[metric: evaluation.correct][0]?.value == .passing)
        #expect(result.detailed[metric: evaluation.error][0] == nil)
        #expect(result.errors.evaluatorFailureCount == 1)
        #expect(result.errors.failingEvaluatorTypes == ["Evaluator<ModelSample<Int>>"])
        #expect(result.errors.inferenceFailureCount == 0)
    }

    @Test func sequentialAndConcurrentRunsAgree() async throws {
        let pairs = (0..<20).map { ($0, $0 % 7) }
        let evaluation = SumEvaluation(dataset: SumEvaluation.samples(pairs)) { sample in
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...5)))
            return SumEvaluation.sum(sample) + (sample.promptDescription.hasPrefix("1") ? 2 : 0)
        }
        let sequential = try await EvaluationConcurrency.$maximumSamples.withValue(1) { try await evaluation.run() }
        let concurrent = try await EvaluationConcurrency.$maximumSamples.withValue(6) { try await evaluation.run() }
        #expect(sequential.aggregates == concurrent.aggregates)
        #expect(sequential.rows.map(\.response?.json) == concurrent.rows.map(\.response?.json))
    }

    @Test func aSessionSharedByEverySampleIsUsedOneSampleAtATime() async throws {
        let model = ScriptedModel { request in .slow("7", delay: .milliseconds(20)) }
        let session = LanguageModelSession(model: model)
        let evaluation = SharedSessionEvaluation(session: session)
        let result = try await evaluation.run()
        #expect(result.errors == .clean)
        #expect(result.detailed["Response", ModelSubject<String>.self].map { $0?.value } == ["7", "7", "7", "7"])
        #expect(model.requests.count == 4)
    }
}

/// An evaluation whose samples share one session, as a careless evaluation might.
struct SharedSessionEvaluation: Evaluation {
    let session: LanguageModelSession
    let dataset = ArrayLoader(samples: (1...4).map { ModelSample<String>(prompt: "Say \($0)") })
    let answered = Metric("Answered")

    func subject(from sample: ModelSample<String>) async throws -> ModelSubject<String> {
        ModelSubject(value: try await session.respond(to: sample.prompt).content)
    }

    var evaluators: Evaluators {
        Evaluator { _, subject in subject.value.isEmpty ? answered.failing() : answered.passing() }
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: answered)
    }
}
