// swift-format-ignore-file
// Apple's sample from "Evaluating language model responses" (Evaluations documentation), as
// Apple shows it: it compiles unchanged against this project's Evaluations.
import Evaluations
import FoundationModels
import Testing

struct LetterCountEvaluation: Evaluation {
    let dataset = ArrayLoader(samples: [
            ModelSample(prompt: "Count the letter 'r' in 'strawberry'.", expected: 3),
            ModelSample(prompt: "How many a's are in 'banana'?", expected: 3),
            ModelSample(prompt: "Mississippi contains how many s?", expected: 4),
            ModelSample(prompt: "What's the number of l in hello?", expected: 2),
            ModelSample(prompt: "The letter 'e' in 'bookkeeper' appears how many times?", expected: 3),
        ])

    func subject(from sample: ModelSample<Int>) async throws -> ModelSubject<Int> {
        // Create the language model session; you can customize this with instructions and you can
        // choose the model you want to use.
        let session = LanguageModelSession()
        // Create the model response the same way you do in your app.
        let response = try await session.respond(to: sample.prompt, generating: Int.self)
        // Return the model's response along with the transcript.
        return ModelSubject(
            value: response.content,
            transcript: session.transcript.structuredTranscript
        )
    }

    // Metrics used by the evaluation and tests.
    let exactMatch = Metric("ExactMatch")
    let absoluteError = Metric("AbsoluteError")

    var evaluators: Evaluators {
        Evaluator { input, subject in
            // Return a pass or fail result for the "ExactMatch" metric.
            guard let expected = input.expected else { return exactMatch.ignore() }
            return subject.value == expected ? exactMatch.passing() : exactMatch.failing()
        }
        Evaluator { input, subject in
            // Return a score that contains the absolute error.
            guard let expected = input.expected else { return absoluteError.ignore() }
            let error = abs(Double(subject.value - expected))
            return absoluteError.scoring(error)
        }
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        // Create a group called "Accuracy" with the mean of ExactMatch.
        aggregator.group("Accuracy") { group in
            group.computeMean(of: exactMatch)
        }
        // Create a group called "Error" with the maximum AbsoluteError.
        aggregator.group("Error") { group in
            group.computeMaximum(of: absoluteError)
        }
    }
}
