// Apple's sample 4a, "Scoring with model-as-judge evaluators" (pointwise judge with no `judge:`
// argument), verbatim. It only has to compile: running it needs the on-device model.

// Glue (not in Apple's sample): the imports.
import Evaluations
import FoundationModels

// End of glue.

@Generable
struct BookTags: Codable, Sendable {
    @Guide(
        description: "Tags describing the book's genre, themes, and setting",
        .count(3...8))
    var tags: [String]
}

struct BookTagEvaluation: Evaluation {

    // Book reviews for the model to generate tags from.
    let dataset = ArrayLoader(samples: [
        ModelSample(
            prompt:
                "An absolutely breathtaking novel. The characters are richly drawn, the plot twists kept me guessing, and the prose is lyrical without being overwrought.",
            expected: BookTags(tags: [])),
        ModelSample(
            prompt:
                "Honestly a slog. It's a dystopian novel about a totalitarian surveillance state but the characters are paper-thin and the romance subplot felt forced.",
            expected: BookTags(tags: [])),
        ModelSample(
            prompt:
                "A fun, twisty murder mystery set on a private island. Classic whodunit vibes with an eccentric cast of suspects and a storm that cuts them off from the mainland.",
            expected: BookTags(tags: [])),
        ModelSample(
            prompt:
                "This book completely changed how I think about habits. The idea that tiny changes compound over time really stuck with me. Very practical.",
            expected: BookTags(tags: [])),
        ModelSample(
            prompt:
                "A devastating, beautiful novel about a family torn apart by war. The way the author writes about memory and loss had me in tears.",
            expected: BookTags(tags: [])),
    ])

    // Run the intelligent feature under test.
    func subject(from sample: ModelSample<BookTags>) async throws -> ModelSubject<BookTags> {
        let session = LanguageModelSession(
            instructions: "Generate tags for this book based on the review."
        )
        let response = try await session.respond(to: sample.prompt, generating: BookTags.self)
        return ModelSubject(value: response.content)
    }

    // Evaluate the output from the intelligent feature.
    var evaluators: Evaluators {
        ModelJudgeEvaluator(
            "TagQuality",
            scale: .numeric([
                4: "Tags accurately represent the book and are useful for browsing.",
                3: "Tags are accurate but include one or two that are too vague or generic.",
                2: "Tags get the general idea but miss important qualities of the book.",
                1: "Tags are inaccurate or misleading.",
            ])
        )
    }

    // Summarize the metrics.
    let tagQuality = Metric("TagQuality")
    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: tagQuality)
    }
}
