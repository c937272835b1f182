import Evaluations
import FoundationModelsTestSupport
import Testing

/// Apple's book-tag judge sample run on the model: whatever the model answers, every sample has
/// a row, every judged row a score on the scale with the judge's rationale, and nothing is thrown.
/// (Apple's pairwise sample, whose free explanations take the fast model minutes, only compiles.)
@Suite(.tags(.model), .needsModel) struct AppleJudgeSampleTests {
    static let tags = BookTagEvaluation()

    @Test(.evaluates(Self.tags))
    func theBookTagJudgeScoresEveryReview() {
        let result = EvaluationContext.current.result
        let scores = result.detailed[metric: Self.tags.tagQuality]
        #expect(scores.count == 5)
        #expect(result.errors == .clean, "\(result.groupedSummary)")
        for score in scores {
            #expect([1, 2, 3, 4].contains(score?.doubleValue ?? 0), "\(String(describing: score))")
            #expect(score?.rationale?.isEmpty == false)
        }
        #expect((1...4).contains(result.aggregateValue(.mean(of: Self.tags.tagQuality))))
    }
}
