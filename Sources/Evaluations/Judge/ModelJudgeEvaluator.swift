import Foundation
import FoundationModels

/// An evaluator that uses a language model as a judge to score responses.
///
/// The judge reads the sample's prompt, the response (as JSON, or as the text a
/// ``ModelJudgePrompt``'s `evaluationTarget` makes of it), and any reference data, and answers
/// in one call with a rationale and a score for every dimension. The answer is generated under
/// a schema built from the dimensions, so on a model with guided generation it always reads
/// back; in ``ScoringMode/discrete`` mode each score is one of its scale's values. The judge
/// samples greedily, so a run repeats.
public struct ModelJudgeEvaluator<Input: ModelSampleProtocol>: EvaluatorProtocol {
    /// How the judge sees a sample.
    enum Style: Sendable {
        /// One response, with the caller's (or the default) prompt configuration.
        case pointwise(ModelJudgePrompt<Input>)
        /// The response against the sample's expected value, as a baseline.
        case pairwise(evaluationTarget: (@Sendable (Input.ExpectedValue) -> String)?)
    }

    /// The dimensions the judge scores, each a column of the detailed results.
    public let dimensions: [ScoreDimension]
    /// Whether a score is one of the scale's values, or any number in its range.
    public let scoringMode: ScoringMode
    /// The judge.
    let judge: any LanguageModel
    /// How the judge sees a sample.
    let style: Style

    init(judge: any LanguageModel, dimensions: [ScoreDimension], scoringMode: ScoringMode, style: Style) {
        self.judge = judge
        self.dimensions = dimensions
        self.scoringMode = scoringMode
        self.style = style
    }

    /// Creates a single-dimension evaluator with the default prompt configuration.
    /// - Parameters:
    ///   - name: The dimension's name: the metric's name and column.
    ///   - scale: The levels the judge scores with.
    ///   - judge: The model that judges; the on-device model by default.
    ///   - scoringMode: Whether scores are the scale's values (default) or any number in its range.
    public init(
        _ name: String, scale: ScoringScale, judge: any LanguageModel = SystemLanguageModel.default,
        scoringMode: ScoringMode = .discrete
    ) {
        self.init(judge: judge, dimensions: [ScoreDimension(name, scale: scale)], scoringMode: scoringMode)
    }

    /// Creates a single-dimension evaluator with a custom judge prompt.
    /// - Parameters:
    ///   - name: The dimension's name: the metric's name and column.
    ///   - scale: The levels the judge scores with.
    ///   - judge: The model that judges.
    ///   - scoringMode: Whether scores are the scale's values (default) or any number in its range.
    ///   - prompt: The judge's instructions, how it sees the response, and its reference data.
    public init(
        _ name: String, scale: ScoringScale, judge: any LanguageModel, scoringMode: ScoringMode = .discrete,
        prompt: ModelJudgePrompt<Input>
    ) {
        self.init(
            judge: judge, dimensions: [ScoreDimension(name, scale: scale)], scoringMode: scoringMode, prompt: prompt)
    }

    /// Creates an evaluator that scores several dimensions in one judge call, with the default
    /// prompt configuration.
    /// - Parameters:
    ///   - judge: The model that judges; the on-device model by default.
    ///   - dimensions: The dimensions, each a metric and column.
    ///   - scoringMode: Whether scores are the scales' values (default) or any number in their ranges.
    public init(
        judge: any LanguageModel = SystemLanguageModel.default, dimensions: [ScoreDimension],
        scoringMode: ScoringMode = .discrete
    ) {
        self.init(judge: judge, dimensions: dimensions, scoringMode: scoringMode, prompt: ModelJudgePrompt())
    }

    /// Creates an evaluator that scores several dimensions in one judge call, with a custom
    /// judge prompt.
    /// - Parameters:
    ///   - judge: The model that judges.
    ///   - dimensions: The dimensions, each a metric and column.
    ///   - scoringMode: Whether scores are the scales' values (default) or any number in their ranges.
    ///   - prompt: The judge's instructions, how it sees the response, and its reference data.
    public init(
        judge: any LanguageModel, dimensions: [ScoreDimension], scoringMode: ScoringMode = .discrete,
        prompt: ModelJudgePrompt<Input>
    ) {
        self.init(judge: judge, dimensions: dimensions, scoringMode: scoringMode, style: .pointwise(prompt))
    }

    /// Creates an evaluator that compares the response with the sample's expected value, the
    /// baseline, on one dimension; a sample without an expected value is ignored.
    ///
    /// The highest level of the scale means the response is better, the lowest that the
    /// baseline is, e.g. `4: "Response is much better"` … `1: "Baseline is much better"`.
    /// - Parameters:
    ///   - name: The dimension's name: the metric's name and column.
    ///   - scale: The levels of the comparison.
    ///   - judge: The model that judges.
    ///   - scoringMode: Whether scores are the scale's values (default) or any number in its range.
    ///   - evaluationTarget: Turns a value into the text the judge reads, for both the response
    ///     and the baseline; nil shows them as JSON.
    /// - Returns: The evaluator.
    public static func pairwise(
        _ name: String, scale: ScoringScale, judge: any LanguageModel, scoringMode: ScoringMode = .discrete,
        evaluationTarget: (@Sendable (Input.ExpectedValue) -> String)? = nil
    ) -> ModelJudgeEvaluator<Input> {
        pairwise(
            judge: judge, dimensions: [ScoreDimension(name, scale: scale)], scoringMode: scoringMode,
            evaluationTarget: evaluationTarget)
    }

    /// Creates an evaluator that compares the response with the sample's expected value, the
    /// baseline, on several dimensions in one judge call.
    /// - Parameters:
    ///   - judge: The model that judges.
    ///   - dimensions: The dimensions of the comparison, each a metric and column.
    ///   - scoringMode: Whether scores are the scales' values (default) or any number in their ranges.
    ///   - evaluationTarget: Turns a value into the text the judge reads, for both the response
    ///     and the baseline; nil shows them as JSON.
    /// - Returns: The evaluator.
    public static func pairwise(
        judge: any LanguageModel, dimensions: [ScoreDimension], scoringMode: ScoringMode = .discrete,
        evaluationTarget: (@Sendable (Input.ExpectedValue) -> String)? = nil
    ) -> ModelJudgeEvaluator<Input> {
        ModelJudgeEvaluator(
            judge: judge, dimensions: dimensions, scoringMode: scoringMode,
            style: .pairwise(evaluationTarget: evaluationTarget))
    }

    /// The instructions of a judge without custom instructions.
    public static var defaultInstructions: String { ModelJudgePrompt<Input>.defaultInstructions }

    /// The instructions of a pairwise judge.
    static var pairwiseInstructions: String {
        """
        You are an impartial expert evaluator comparing two responses to the same prompt: \
        Response A, the response under evaluation, and Response B, a baseline. For each \
        criterion, reason briefly about how the two responses differ on it, then give the score \
        from its scale that fits best: higher scores mean Response A is better, lower scores that \
        Response B is better. Do not favor a response for its position or its length.
        """
    }

    /// The judge's instructions.
    var instructions: String {
        switch style {
        case .pointwise(let prompt): prompt.instructions
        case .pairwise: Self.pairwiseInstructions
        }
    }
}
