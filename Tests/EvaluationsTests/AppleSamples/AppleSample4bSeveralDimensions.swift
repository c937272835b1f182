// Apple's sample 4b, "Scoring with model-as-judge evaluators" (several dimensions), verbatim
// between the glue. It only has to compile.

// Glue (not in Apple's sample): the imports.
import Evaluations
import FoundationModels

// End of glue.

// Glue (not in Apple's sample): the evaluation the members belong to, with 4a's dataset and subject.
struct BookTagDimensionsEvaluation: Evaluation {
    let dataset = ArrayLoader(samples: [
        ModelSample(prompt: "A fun, twisty murder mystery.", expected: BookTags(tags: []))
    ])

    func subject(from sample: ModelSample<BookTags>) async throws -> ModelSubject<BookTags> {
        let response = try await LanguageModelSession().respond(to: sample.prompt, generating: BookTags.self)
        return ModelSubject(value: response.content)
    }
    // End of glue.

    private let accuracy = ScoreDimension(
        "Accuracy",
        description: "Does each tag describe the book itself?",
        scale: .numeric([
            4: "Every tag describes the book's genre, themes, or setting.",
            3: "Most tags describe the book but one or two reflect the reader's opinion.",
            2: "Some tags describe the book but most reflect the reader's opinion.",
            1: "None of the tags meaningfully describe the book.",
        ])
    )
    private let usefulness = ScoreDimension(
        "Usefulness",
        description: "Is each tag the right level for browsing a personal library?",
        scale: .numeric([
            4: "Every tag would help someone find this book while browsing.",
            3: "Most tags are useful for browsing but a couple are too narrow or generic.",
            2: "About half the tags are useful; the rest are too narrow or generic.",
            1: "The tags would not help someone browse a library.",
        ])
    )

    var evaluators: Evaluators {
        ModelJudgeEvaluator(
            dimensions: [accuracy, usefulness]
        )
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.group("Judge") { group in
            group.computeMean(of: accuracy.metric)
            group.computeMean(of: usefulness.metric)
        }
    }
}  // Glue: closes the evaluation.
