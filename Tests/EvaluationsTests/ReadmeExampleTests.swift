// The README's evaluation, as the README shows it, run on the model.
import Evaluations
import FoundationModels
import FoundationModelsTestSupport
import Testing

struct CapitalEvaluation: Evaluation {
    let correct = Metric("Correct")
    let dataset = ArrayLoader(samples: [ModelSample(prompt: "What is the capital of France?", expected: "Paris")])

    func subject(from sample: ModelSample<String>) async throws -> ModelSubject<String> {
        let session = LanguageModelSession(instructions: "Answer with the name of the city only.")
        return ModelSubject(value: try await session.respond(to: sample.prompt).content)
    }

    var evaluators: Evaluators {
        Evaluator { sample, subject in
            subject.value.contains(sample.expected ?? "") ? correct.passing() : correct.failing()
        }
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) { aggregator.computeMean(of: correct) }
}

@Suite(.tags(.model), .needsModel) struct ReadmeExampleTests {
    @Test(.evaluates(CapitalEvaluation()))
    func capitals() {
        #expect(EvaluationContext.current.result.aggregateValue(.mean(of: Metric("Correct"))) >= 0.9)
    }
}
