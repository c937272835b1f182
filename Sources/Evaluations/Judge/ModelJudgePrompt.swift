/// How a model judge sees an evaluation: its instructions, how the response is shown, and
/// the reference data shown beside it.
///
/// ```swift
/// let prompt = ModelJudgePrompt<ModelSample<String>>(
///     instructions: "You are a domain expert evaluating product reviews."
/// )
/// ```
public struct ModelJudgePrompt<Input: ModelSampleProtocol>: Sendable {
    /// The judge's instructions.
    public let instructions: String
    /// Turns the response into the text the judge reads; nil shows the response as JSON (a
    /// string response as itself).
    public let evaluationTarget: (@Sendable (Input.ExpectedValue) -> String)?
    /// Gives labelled reference data for a sample and its response; each pair becomes a
    /// section of the judge's prompt headed by its label.
    public let reference: (@Sendable (Input, Input.ExpectedValue) async throws -> [String: String])?

    /// Creates a judge prompt configuration.
    /// - Parameters:
    ///   - instructions: The judge's instructions; a general-purpose evaluator's by default.
    ///   - evaluationTarget: Turns the response into the text the judge reads; nil shows it as JSON.
    ///   - reference: Gives labelled reference data to show the judge, such as the expected value.
    public init(
        instructions: String = ModelJudgePrompt.defaultInstructions,
        evaluationTarget: (@Sendable (Input.ExpectedValue) -> String)? = nil,
        reference: (@Sendable (Input, Input.ExpectedValue) async throws -> [String: String])? = nil
    ) {
        self.instructions = instructions
        self.evaluationTarget = evaluationTarget
        self.reference = reference
    }

    /// The instructions of a judge without custom instructions: rate the response with the
    /// scoring guide, reasoning before scoring.
    public static var defaultInstructions: String {
        """
        You are an impartial expert evaluator. You read a prompt, the response a model gave to \
        it, and the criteria to judge the response by. For each criterion, reason briefly about \
        how well the response meets it, then give the score from its scale that fits best. Judge \
        only what the response says, not how long it is, and apply the scales exactly as written.
        """
    }
}
