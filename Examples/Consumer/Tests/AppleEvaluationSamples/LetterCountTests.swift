// swift-format-ignore-file
// Apple's tests from "Evaluating language model responses", unchanged.
import Testing
import Evaluations

struct LetterCountTests {
    static let evaluation = LetterCountEvaluation()

    @Test(.evaluates(Self.evaluation))
    func letterCounting() async throws {
        let result = EvaluationContext.current.result
        let score = result.aggregateValue(.mean(of: Self.evaluation.exactMatch))
        #expect(score > 0.8)
    }
    @Test(.evaluates(Self.evaluation))
    func inspectDetailedResults() async throws {
        let result = EvaluationContext.current.result
    
        // Read typed columns out of the per-sample DataFrame.
        let inputs   = result.detailed[Self.evaluation.inputColumn]
        let expected = result.detailed[Self.evaluation.expectedColumn]
        let scores   = result.detailed[metric: Self.evaluation.exactMatch]
    
        // Surface the prompts where the model's count disagreed with the expected count.
        for row in 0..<scores.count where scores[row]?.value == .failing {
            let prompt = inputs[row]?.promptDescription ?? "<missing>"
            let target = expected[row].map(String.init) ?? "?"
            print("Missed (expected \(target)): \(prompt)")
        }
    
        #expect(scores.count == 5)
    }
}
