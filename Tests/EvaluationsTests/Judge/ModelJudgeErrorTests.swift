import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import Evaluations

/// Judges that answer nonsense, with and without guided generation, and the error each gives.
@Suite struct ModelJudgeErrorTests {
    typealias Sample = ModelSample<JudgeFixtures.BookTags>

    static let textOnly: LanguageModelCapabilities = []

    func metrics(_ answer: String, capabilities: LanguageModelCapabilities = [.guidedGeneration]) async throws
        -> [Metric]
    {
        let judge = JudgeFixtures.judge(answering: answer, capabilities: capabilities)
        let evaluator = ModelJudgeEvaluator<Sample>(
            judge: judge, dimensions: [JudgeFixtures.accuracy, JudgeFixtures.usefulness])
        return try await evaluator.metrics(subject: JudgeFixtures.subject, input: JudgeFixtures.sample)
    }

    @Test(arguments: [[.guidedGeneration], textOnly] as [LanguageModelCapabilities])
    func anAnswerThatIsNotJSONThrowsJSONDecodingFailed(capabilities: LanguageModelCapabilities) async throws {
        await #expect {
            try await metrics("I think the tags are quite good overall.", capabilities: capabilities)
        } throws: { error in
            guard case ModelJudgeError.jsonDecodingFailed(let response, _) = error else { return false }
            return response == "I think the tags are quite good overall."
                && error.localizedDescription.contains("guided generation")
        }
    }

    @Test func anAnswerWithoutADimensionThrowsMissingDimension() async throws {
        await #expect {
            try await metrics(#"{"Accuracy": {"rationale": "Fine.", "score": "4"}}"#)
        } throws: { error in
            guard case ModelJudgeError.missingDimension(let dimension, _) = error else { return false }
            return dimension == "Usefulness"
        }
    }

    @Test func aScoreOffTheScaleThrowsInvalidScore() async throws {
        await #expect {
            try await metrics(
                #"{"Accuracy": {"rationale": "Fine.", "score": "4"}, "Usefulness": {"rationale": "Great.", "score": "7"}}"#
            )
        } throws: { error in
            guard case ModelJudgeError.invalidScore(let dimension, let value) = error else { return false }
            return dimension == "Usefulness" && value == "7"
        }
    }

    @Test func aContinuousScoreOutsideTheRangeThrowsInvalidScore() async throws {
        let judge = JudgeFixtures.judge(answering: #"{"Accuracy": {"rationale": "Superb.", "score": 9.5}}"#)
        let evaluator = ModelJudgeEvaluator<Sample>(
            judge: judge, dimensions: [JudgeFixtures.accuracy], scoringMode: .continuous)
        await #expect {
            try await evaluator.metrics(subject: JudgeFixtures.subject, input: JudgeFixtures.sample)
        } throws: { error in
            guard case ModelJudgeError.invalidScore("Accuracy", "9.5") = error else { return false }
            return true
        }
    }

    @Test func anAnswerThatIsNotAnObjectThrowsInvalidResponse() async throws {
        await #expect {
            try await metrics(#"[4, 2]"#)
        } throws: { error in
            guard case ModelJudgeError.invalidResponse = error else { return false }
            return true
        }
    }

    @Test func aTextOnlyJudgeIsAskedWithoutASchemaAndReadLeniently() async throws {
        let answer = """
            Here is my evaluation:
            ```json
            {"accuracy": {"rationale": "Both fit {mostly}.", "score": 4}, "Usefulness": {"score": " 2 "}}
            ```
            """
        let judge = JudgeFixtures.judge(answering: answer, capabilities: Self.textOnly)
        let evaluator = ModelJudgeEvaluator<Sample>(
            judge: judge, dimensions: [JudgeFixtures.accuracy, JudgeFixtures.usefulness])
        let metrics = try await evaluator.metrics(subject: JudgeFixtures.subject, input: JudgeFixtures.sample)
        #expect(
            metrics == [
                JudgeFixtures.accuracy.metric.scoring(4, rationale: "Both fit {mostly}."),
                JudgeFixtures.usefulness.metric.scoring(2),
            ])
        let request = try #require(judge.requests.first)
        #expect(request.schema == nil)
        #expect(request.lastPromptText.contains(#"{"Accuracy": {"rationale": "<why>", "score": "4, 3, 2 or 1"}"#))
    }

    @Test func everyErrorSaysWhatToDo() {
        let errors: [ModelJudgeError] = [
            .invalidResponse("[]"), .invalidScore(dimension: "A", value: "7"),
            .jsonDecodingFailed(response: "no", underlying: CancellationError()),
            .missingDimension("A", response: "{}"), .noScaleValues(dimension: "A"),
        ]
        for error in errors {
            let message = error.localizedDescription
            #expect(message.contains("Use a judge") || message.contains("give it at least one level"), "\(message)")
        }
    }
}
