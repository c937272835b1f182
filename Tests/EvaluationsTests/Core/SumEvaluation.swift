import Evaluations
import FoundationModels

/// An evaluation of sums for tests: the subject is what a closure answers for each prompt
/// ("2+3"), and two evaluators check it.
struct SumEvaluation: Evaluation {
    /// The samples.
    let dataset: ArrayLoader<ModelSample<Int>>
    /// Answers a sample, or throws.
    let answer: @Sendable (ModelSample<Int>) async throws -> Int
    /// The prompt for which the evaluator of errors throws, if any.
    var evaluatorThrows: String?

    let correct = Metric("Correct")
    let error = Metric("Error")

    /// Sums for the prompts "a+b", expected a + b.
    static func samples(_ pairs: [(Int, Int)]) -> ArrayLoader<ModelSample<Int>> {
        ArrayLoader(samples: pairs.map { ModelSample(prompt: "\($0)+\($1)", expected: $0 + $1) })
    }

    /// The right sum of a sample's prompt.
    static func sum(_ sample: ModelSample<Int>) -> Int {
        sample.promptDescription.split(separator: "+").compactMap { Int($0) }.reduce(0, +)
    }

    func subject(from sample: ModelSample<Int>) async throws -> ModelSubject<Int> {
        ModelSubject(value: try await answer(sample))
    }

    var evaluators: Evaluators {
        Evaluator { sample, subject in
            guard let expected = sample.expected else { return correct.ignore() }
            return subject.value == expected ? correct.passing() : correct.failing(rationale: "expected \(expected)")
        }
        Evaluator { sample, subject in
            if sample.promptDescription == evaluatorThrows { throw SumError.cannotMeasure }
            guard let expected = sample.expected else { return error.ignore() }
            return error.scoring(Double(abs(subject.value - expected)))
        }
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: correct)
        aggregator.group("Error") { group in
            group.computeMaximum(of: error)
            group.computeStandardDeviation(of: error)
        }
    }
}

/// Failures of the sum evaluation's parts.
enum SumError: Error, CustomStringConvertible {
    case modelDown
    case cannotMeasure

    var description: String { self == .modelDown ? "the model is down" : "cannot measure" }
}
