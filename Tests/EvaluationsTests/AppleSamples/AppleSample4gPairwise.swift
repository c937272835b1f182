// Apple's sample 4g, "Scoring with model-as-judge evaluators" (pairwise comparison), verbatim.
// It only has to compile: running it needs the on-device model.

// Glue (not in Apple's sample): the imports.
import Evaluations
import FoundationModels

// End of glue.

struct ExplanationPairwiseEvaluation: Evaluation {
    private let explanationComparison = Metric("ExplanationComparison")

    let dataset = ArrayLoader(samples: [
        ModelSample(
            prompt: "Explain why the sky is blue.",
            expected:
                "The sky is blue because of the way sunlight interacts with the atmosphere. Blue light gets scattered more than other colors."
        ),
        ModelSample(
            prompt: "Explain what DNA is.",
            expected:
                "DNA is a molecule in your cells that contains your genetic information. It looks like a twisted ladder. It determines things like your eye color and height."
        ),
        ModelSample(
            prompt: "Explain why ice floats.",
            expected:
                "Ice floats because water expands when it freezes, making ice less dense than liquid water. The lighter ice sits on top of the heavier water."
        ),
    ])

    func subject(from sample: ModelSample<String>) async throws -> ModelSubject<String> {
        let session = LanguageModelSession(
            instructions: """
                You are a knowledgeable science communicator. Explain concepts clearly and
                engagingly for a general audience. Use analogies and examples where helpful.
                Keep your explanation concise but thorough.
                """
        )
        let response = try await session.respond(to: sample.prompt, generating: String.self)
        return ModelSubject(value: response.content)
    }

    var evaluators: Evaluators {
        ModelJudgeEvaluator.pairwise(
            "ExplanationComparison",
            scale: .numeric([
                4: "Response is significantly clearer, more accurate, and more engaging than the baseline.",
                3: "Response is noticeably better than the baseline in most areas.",
                2: "Baseline is noticeably better than the response in most areas.",
                1: "Baseline is significantly clearer, more accurate, and more engaging than the response.",
            ]),
            judge: SystemLanguageModel.default
        )
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: explanationComparison)
    }
}
