import Foundation
import FoundationModels
import TabularData

extension Evaluation {
    /// Runs the evaluation: produces a subject for each sample of the dataset, applies the
    /// evaluators, and aggregates their metrics.
    ///
    /// Nothing in a sample halts the run: a subject that fails to be produced, a dataset record
    /// that is not a sample, and an evaluator that throws are each recorded in the sample's row
    /// with the reason, and counted in the result's `errors`. Samples run concurrently (see
    /// `EvaluationConcurrency`); rows keep the dataset's order.
    /// - Parameter info: Information to keep with the result, such as the model's name.
    /// - Returns: The result.
    /// - Throws: An error reading the dataset, such as a missing file.
    public func run(info: [String: String] = [:]) async throws -> EvaluationResult {
        try await run(info: info, recordTranscripts: false)
    }

    /// Runs the evaluation.
    /// - Parameters:
    ///   - info: Information to keep with the result.
    ///   - recordTranscripts: Whether the detailed results get a "Transcript" column.
    /// - Returns: The result.
    /// - Throws: An error reading the dataset.
    func run(info: [String: String], recordTranscripts: Bool) async throws -> EvaluationResult {
        let startTime = Date()
        let problems = DatasetProblems()
        let evaluators = self.evaluators
        var outcomes: [SampleOutcome<Self>] = []
        try await DatasetProblems.$current.withValue(problems) {
            outcomes = try await evaluateAll(evaluators, limit: EvaluationConcurrency.maximumSamples)
        }
        for (index, outcome) in outcomes.enumerated() where outcome.sessionWasBusy {
            outcomes[index] = await evaluate(outcome.sample, with: evaluators)
        }
        return makeResult(
            outcomes, problems: problems.all, info: info, startTime: startTime, transcripts: recordTranscripts)
    }

    /// Evaluates every sample of the dataset, at most `limit` at once.
    private func evaluateAll(
        _ evaluators: Evaluators, limit: Int
    ) async throws -> [SampleOutcome<Self>] {
        try await withThrowingTaskGroup(of: (Int, Transferred<SampleOutcome<Self>>).self) { group in
            var outcomes: [Int: SampleOutcome<Self>] = [:]
            var next = 0
            for try await sample in dataset.stream {
                if next >= limit, let (index, outcome) = try await group.next() { outcomes[index] = outcome.value }
                let index = next
                group.addTask { (index, Transferred(await self.evaluate(sample, with: evaluators))) }
                next += 1
            }
            for try await (index, outcome) in group { outcomes[index] = outcome.value }
            return (0..<next).map { outcomes[$0]! }
        }
    }

    /// Produces a sample's subject and applies the evaluators; records every failure.
    private func evaluate(_ sample: Sample, with evaluators: Evaluators) async -> SampleOutcome<Self> {
        var outcome = SampleOutcome<Self>(sample: sample)
        do {
            outcome.subject = try await subject(from: sample)
        } catch {
            outcome.sessionWasBusy = (error as? LanguageModelSession.Error) == .concurrentRequests
            outcome.inferenceError = "subject(from:) threw: " + ErrorReason.of(error)
            return outcome
        }
        for evaluator in evaluators {
            do {
                outcome.metrics += try await evaluator.metrics(subject: outcome.subject!, input: sample)
            } catch {
                let type = String(describing: Swift.type(of: evaluator))
                outcome.evaluatorErrors.append(
                    .failed(evaluator: evaluator, evaluatorType: type, reason: ErrorReason.of(error)))
            }
        }
        return outcome
    }
}

/// What one sample produced. Internal.
struct SampleOutcome<E: Evaluation> {
    let sample: E.Sample
    var subject: E.Subject?
    var inferenceError: String?
    var sessionWasBusy = false
    var metrics: [Metric] = []
    var evaluatorErrors: [EvaluatorError] = []

    init(sample: E.Sample) {
        self.sample = sample
    }
}

/// A value handed from the task that made it to the one that awaits it. Internal.
///
/// `@unchecked Sendable` is safe because the value is created in a child task and read only by
/// its parent once the child has finished, so it is never used from two tasks at once; it is
/// needed because a subject need not be `Sendable` (Apple's `EvaluationSubject` does not require it).
struct Transferred<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// An error's reason in words. Internal.
enum ErrorReason {
    /// A localized error's description, else the error as it describes itself (on Linux an
    /// error that is not a `LocalizedError` has only Foundation's generic localized text).
    static func of(_ error: any Error) -> String {
        (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
}
