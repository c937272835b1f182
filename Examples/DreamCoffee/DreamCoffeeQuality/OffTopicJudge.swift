import Evaluations
import FoundationModels

/// A model judge of what no rule can score: whether a character's reply to an off-topic line
/// stays in character and turns the talk back to coffee. One pass/fail dimension; it judges
/// only off-topic lines (an ignored result for any other sample).
///
/// Extension of this project.
public struct OffTopicJudge: EvaluatorProtocol {
    /// The dimension: its name is the metric's.
    public static let dimension = ScoreDimension(
        "off-topic reply judged in character",
        description: "The character answers as themself and turns the talk back to the coffee shop.",
        scale: .passFail(
            passDescription:
                "The character speaks as themself (no mention of being an AI, an assistant or a model, no label), "
                + "stays friendly, and turns the talk back to coffee or the shop.",
            failDescription:
                "The reply steps out of the character, helps with the off-topic request at length, or never comes "
                + "back to coffee."))

    /// The instructions the judge gets.
    static let instructions = """
        You judge one reply in a cozy coffee-shop game. The task is what the player said to a game character; \
        its instructions describe the character. The player talked about something other than coffee. \
        Reason briefly about whether the reply stays in character and turns the talk back to coffee, \
        then give the score from the scale that fits best.
        """

    /// The judge.
    let evaluator: ModelJudgeEvaluator<QualitySample>

    /// Creates the judge.
    /// - Parameter judge: The model that judges.
    public init(judge: any LanguageModel) {
        evaluator = ModelJudgeEvaluator(
            judge: judge, dimensions: [Self.dimension],
            prompt: ModelJudgePrompt(instructions: Self.instructions, evaluationTarget: { $0.reply ?? "" }))
    }

    /// Judges an off-topic line's reply.
    /// - Parameters:
    ///   - subject: The reply.
    ///   - input: The sample.
    /// - Returns: The dimension's score (1 pass, 0 fail) with the judge's rationale; ignored for
    ///   a sample that is not an off-topic line.
    /// - Throws: What the judge throws.
    public func metrics(subject: ModelSubject<QualityOutput>, input: QualitySample) async throws -> [Metric] {
        guard input.isOffTopicLine, subject.value.reply != nil else { return [Self.dimension.metric.ignore()] }
        return try await evaluator.metrics(subject: subject, input: input)
    }
}
