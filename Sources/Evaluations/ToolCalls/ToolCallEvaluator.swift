import FoundationModels

/// An evaluator that verifies agentic tool calls against an expected trajectory.
///
/// This evaluator produces both a strict and partial result from a single evaluation pass. It
/// also supports ordered sequences, unordered expectations, disallowed tool checks, and group
/// steps.
///
/// Use the ``Metric/toolsAllPass`` and ``Metric/toolsPercentagePass`` conveniences for the
/// standard metrics:
///
/// ```swift
/// let evaluator = ToolCallEvaluator<ModelSample<String>>(
///     allPass: .toolsAllPass, percentagePass: .toolsPercentagePass
/// )
/// ```
///
/// For each sample it reads the sample's ``TrajectoryExpectation`` and the tool calls of the
/// subject's transcript:
/// - Ordered expectations are matched in sequence: each by the first matching call after the
///   call that met the previous step (a missed step leaves that position where it was). An
///   ``ToolExpectation/anyOrder(_:)`` group takes one position: each of its members needs a call
///   of its own after the previous step, in any relative order.
/// - Each unordered expectation is met by any matching call in the transcript.
/// - A disallowed expectation fails on any call that matches it: with argument matchers, only
///   calls whose arguments match; without, any call to the tool.
/// - When ``TrajectoryExpectation/allowsAdditionalCalls`` is `false`, a call that matches no
///   expectation fails the strict metric and adds one to the percentage's denominator (two
///   expected calls met and one unexpected call score 2/3). A call to the tool of an expectation
///   that was missed counts as a wrong attempt at it, not as unexpected.
///
/// The `allPass` metric passes when nothing is missing, no argument is wrong, no disallowed call
/// was made, and no unexpected call was made (when they are not allowed). The `percentagePass`
/// metric scores the share of expectations met, from 0 to 1: each member of a group counts as one
/// expectation, and so does each disallowed expectation (met when no call violates it). Their
/// rationales list what was missed or wrong: `missing set_tv(power: "on"); unexpected
/// lock_door(door: "front")`.
///
/// A sample without expectations gives ignored metrics.
public struct ToolCallEvaluator<Input: ModelSampleProtocol>: EvaluatorProtocol
where Input.Expectation == TrajectoryExpectation {
    /// The strict metric: every expectation met, with no issue.
    public let allPass: Metric
    /// The partial metric: the share of expectations met.
    public let percentagePass: Metric
    /// Judges ``ArgumentMatcher/naturalLanguage(argumentName:criteria:)`` matchers.
    let judge: ArgumentJudge

    /// Creates a tool-call evaluator; natural-language matchers ask the on-device model.
    /// - Parameters:
    ///   - allPass: The metric for the strict result.
    ///   - percentagePass: The metric for the partial result.
    public init(allPass: Metric, percentagePass: Metric) {
        self.allPass = allPass
        self.percentagePass = percentagePass
        judge = ArgumentJudge(model: nil)
    }

    /// Creates a tool-call evaluator whose natural-language matchers ask a model of your choice.
    /// - Parameters:
    ///   - allPass: The metric for the strict result.
    ///   - percentagePass: The metric for the partial result.
    ///   - argumentMatchModel: The model that judges
    ///     ``ArgumentMatcher/naturalLanguage(argumentName:criteria:)`` matchers.
    public init(allPass: Metric, percentagePass: Metric, argumentMatchModel: any LanguageModel) {
        self.allPass = allPass
        self.percentagePass = percentagePass
        judge = ArgumentJudge(model: argumentMatchModel)
    }

    /// Runs ordered, unordered, and disallowed expectation checks in a single pass and returns
    /// both a strict all-pass metric and a partial percentage-pass metric.
    /// - Parameters:
    ///   - subject: What the model produced, with the transcript of its session.
    ///   - input: The sample, with its trajectory expectation.
    /// - Returns: `allPass` and `percentagePass`, in that order; both ignored when the sample has
    ///   no expectations.
    /// - Throws: `EvaluationError.missingTranscript(evaluatorType:)` when the subject has no
    ///   transcript; what the argument-match model throws for a natural-language matcher.
    public func metrics(subject: ModelSubject<Input.ExpectedValue>, input: Input) async throws -> [Metric] {
        guard let trajectory = input.output.expectations else {
            let rationale = "The sample has no tool-call expectations."
            return [allPass.ignore(rationale: rationale), percentagePass.ignore(rationale: rationale)]
        }
        guard let transcript = subject.transcript else {
            throw EvaluationError.missingTranscript(evaluatorType: String(describing: Self.self))
        }
        let calls = transcript.toolCalls
        let plan = TrajectoryPlan(trajectory)
        var outcomes: [[TrajectoryScore.Outcome?]] = []
        for expectation in plan.expectations {
            var row: [TrajectoryScore.Outcome?] = []
            for call in calls {
                row.append(call.toolName == expectation.name ? try await outcome(of: expectation, for: call) : nil)
            }
            outcomes.append(row)
        }
        let score = TrajectoryScore(
            plan: plan, calls: calls, outcomes: outcomes, allowsAdditionalCalls: trajectory.allowsAdditionalCalls)
        let issues = score.issues.joined(separator: "; ")
        let counted = "\(score.met) of \(score.total) expectations met"
        return [
            score.allPass ? allPass.passing(rationale: counted) : allPass.failing(rationale: issues),
            percentagePass.scoring(score.fraction, rationale: score.allPass ? counted : "\(counted); \(issues)"),
        ]
    }

    /// Whether a call to an expectation's tool satisfies its argument matchers: the matchers that
    /// need no model first, then the natural-language ones, stopping at the first that fails.
    private func outcome(
        of expectation: ToolExpectation, for call: Transcript.ToolCall
    ) async throws -> TrajectoryScore.Outcome {
        var judgements: [(name: String, value: StructuredValue, criteria: String)] = []
        for matcher in expectation.arguments {
            switch matcher.check(call.arguments) {
            case .matched: continue
            case .failed(let reason): return .mismatched(reason: reason)
            case .needsJudgement(let value, let criteria):
                judgements.append((matcher.argumentName, value, criteria))
            }
        }
        for (name, value, criteria) in judgements {
            let meets = try await judge.judge(value, argumentName: name, toolName: call.toolName, criteria: criteria)
            if !meets {
                return .mismatched(reason: "\(name) is \(value.quotedText), which does not meet \"\(criteria)\"")
            }
        }
        return .matched
    }
}
