import Evaluations
import Testing

@Suite struct EvaluationTraitTests {
    static let evaluation = SumEvaluation(dataset: SumEvaluation.samples([(1, 2), (2, 2), (9, 1)])) { sample in
        SumEvaluation.sum(sample) == 4 ? 5 : SumEvaluation.sum(sample)
    }

    @Test(.evaluates(Self.evaluation, info: ["model": "closure"]))
    func theTestReadsTheResultOfItsEvaluation() {
        let result = EvaluationContext.current.result
        #expect(result.evaluationInfo == ["model": "closure"])
        #expect(result.aggregateValue(.mean(of: Self.evaluation.correct)) == 2.0 / 3)
        #expect(result.detailed[metric: Self.evaluation.correct].count == 3)
    }

    @Test(.evaluates(Self.evaluation, recordTranscripts: true))
    func recordedTranscriptsAddAColumn() {
        #expect(EvaluationContext.current.result.detailed.containsColumn("Transcript"))
    }
}
