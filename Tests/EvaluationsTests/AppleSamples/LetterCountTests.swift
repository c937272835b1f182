import Evaluations
import FoundationModelsTestSupport
import Testing

/// Apple's letter-counting evaluation on the real model, with Apple's own test shapes (its
/// threshold of 0.8 is for Apple's model; the small models here count letters worse, so the
/// tests check what a run must give whatever the model answers).
@Suite(.tags(.model), .needsModel) struct LetterCountTests {
    static let evaluation = LetterCountEvaluation()

    @Test(.evaluates(Self.evaluation, info: ["model": "default"], recordTranscripts: true))
    func letterCounting() async throws {
        let result = EvaluationContext.current.result
        let score = result.aggregateValue(.mean(of: Self.evaluation.exactMatch))
        #expect((0...1).contains(score))
        #expect(result.aggregateValue(.maximum(of: Self.evaluation.absoluteError)) >= 0)
        #expect(result.errors == .clean)
        #expect(result.groupedSummary.contains("Accuracy\n    Mean of ExactMatch: "))
    }

    @Test(.evaluates(Self.evaluation))
    func inspectDetailedResults() async throws {
        let result = EvaluationContext.current.result

        // Read typed columns out of the per-sample DataFrame (Apple's sample).
        let inputs = result.detailed[Self.evaluation.inputColumn]
        let expected = result.detailed[Self.evaluation.expectedColumn]
        let scores = result.detailed[metric: Self.evaluation.exactMatch]
        var missed = 0
        for row in 0..<scores.count where scores[row]?.value == .failing {
            let prompt = inputs[row]?.promptDescription ?? "<missing>"
            let target = expected[row].map(String.init) ?? "?"
            print("Missed (expected \(target)): \(prompt)")
            missed += 1
        }
        #expect(scores.count == 5)
        #expect(scores.allSatisfy { $0 != nil })
        #expect(result.aggregateValue(.mean(of: Self.evaluation.exactMatch)) == Double(5 - missed) / 5)
        let responses = result.detailed[Self.evaluation.responseColumn]
        #expect(responses.allSatisfy { $0?.transcript?.responses.count == 1 })
    }
}
