import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import Evaluations

@Suite struct ModelJudgeEvaluatorTests {
    typealias Sample = ModelSample<JudgeFixtures.BookTags>
    let sample = JudgeFixtures.sample
    let subject = JudgeFixtures.subject

    @Test func oneDimensionIsScoredWithTheJudgesRationale() async throws {
        let judge = JudgeFixtures.judge(
            answering: #"{"TagQuality": {"rationale": "Tags fit the book.", "score": "3"}}"#)
        let evaluator = ModelJudgeEvaluator<Sample>("TagQuality", scale: JudgeFixtures.fourLevels, judge: judge)
        let metrics = try await evaluator.metrics(subject: subject, input: sample)
        #expect(metrics == [Metric("TagQuality").scoring(3, rationale: "Tags fit the book.")])
        #expect(evaluator.dimensions.map(\.name) == ["TagQuality"])
        #expect(evaluator.scoringMode == .discrete)

        let request = try #require(judge.requests.first)
        #expect(request.generationOptions.samplingMode == .greedy)
        #expect(request.instructionsText == ModelJudgeEvaluator<Sample>.defaultInstructions)
        let prompt = request.lastPromptText
        #expect(prompt.contains("## Prompt\nA fun, twisty murder mystery on a private island."))
        #expect(prompt.contains(#"## Response"# + "\n" + #"{"tags":["mystery","island"]}"#))
        #expect(
            prompt.contains(
                "### TagQuality\nScale, highest first:\n- 4: Excellent.\n- 3: Good.\n- 2: Weak.\n- 1: Poor."))
        #expect(prompt.contains("Score with exactly one of: 4, 3, 2 or 1."))
    }

    @Test func severalDimensionsAreScoredInOneCall() async throws {
        let judge = JudgeFixtures.judge(
            answering: #"""
                {"Accuracy": {"rationale": "Both tags describe the book.", "score": "4"},
                 "Usefulness": {"rationale": "'island' is narrow.", "score": "2"}}
                """#)
        let evaluator = ModelJudgeEvaluator<Sample>(
            judge: judge, dimensions: [JudgeFixtures.accuracy, JudgeFixtures.usefulness])
        let metrics = try await evaluator.metrics(subject: subject, input: sample)
        #expect(
            metrics == [
                JudgeFixtures.accuracy.metric.scoring(4, rationale: "Both tags describe the book."),
                JudgeFixtures.usefulness.metric.scoring(2, rationale: "'island' is narrow."),
            ])
        #expect(judge.requests.count == 1)
        let prompt = try #require(judge.requests.first).lastPromptText
        #expect(prompt.contains("### Accuracy\nDoes each tag describe the book?\nScale, highest first:"))
        #expect(prompt.contains("### Usefulness\nWould each tag help browsing?"))
    }

    @Test func aDiscreteAnswerIsAChoiceOfLabelsAfterARationale() async throws {
        let judge = JudgeFixtures.judge(
            answering:
                #"{"Safe": {"rationale": "Harmless.", "score": "pass"}, "Accuracy": {"rationale": "Fine.", "score": "3"}}"#
        )
        let safe = ScoreDimension("Safe", scale: .passFail(passDescription: "Safe", failDescription: "Unsafe"))
        let evaluator = ModelJudgeEvaluator<Sample>(judge: judge, dimensions: [safe, JudgeFixtures.accuracy])
        let metrics = try await evaluator.metrics(subject: subject, input: sample)
        #expect(metrics.map(\.value) == [.scoring(1), .scoring(3)])

        let request = try #require(judge.requests.first)
        #expect(!request.includesSchemaInPrompt)  // the prompt describes the answer itself
        let root = try JudgeFixtures.schema(of: request)
        #expect(root.keys.contains("properties"))
        #expect(root["x-order"] == GeneratedContent(["Safe", "Accuracy"]))
        let entry = try #require(root["properties", "Safe"]?.resolved(in: root))
        #expect(entry["x-order"] == GeneratedContent(["rationale", "score"]))
        let score = try #require(entry["properties", "score"]?.resolved(in: root))
        #expect(score["enum"] == GeneratedContent(["pass", "fail"]))
        let accuracy = try #require(
            root["properties", "Accuracy"]?.resolved(in: root)?["properties", "score"]?.resolved(in: root))
        #expect(accuracy["enum"] == GeneratedContent(["4", "3", "2", "1"]))
    }

    @Test func aContinuousAnswerIsANumberInTheScalesRange() async throws {
        let judge = JudgeFixtures.judge(answering: #"{"Accuracy": {"rationale": "Mostly right.", "score": 3.5}}"#)
        let evaluator = ModelJudgeEvaluator<Sample>(
            judge: judge, dimensions: [JudgeFixtures.accuracy], scoringMode: .continuous)
        let metrics = try await evaluator.metrics(subject: subject, input: sample)
        #expect(metrics == [JudgeFixtures.accuracy.metric.scoring(3.5, rationale: "Mostly right.")])

        let request = try #require(judge.requests.first)
        let root = try JudgeFixtures.schema(of: request)
        let score = try #require(
            root["properties", "Accuracy"]?.resolved(in: root)?["properties", "score"]?.resolved(in: root))
        #expect(score["type"] == GeneratedContent("number"))
        #expect(score["minimum"] == GeneratedContent(1.0))
        #expect(score["maximum"] == GeneratedContent(4.0))
        #expect(request.lastPromptText.contains("Score with any number from 1 to 4; the levels are a guide."))
    }

    @Test func aCustomPromptGivesInstructionsTheTargetsTextAndReferenceSections() async throws {
        let judge = JudgeFixtures.judge(
            answering: #"{"TagQuality": {"rationale": "Close to expected.", "score": "3"}}"#)
        let evaluator = ModelJudgeEvaluator<Sample>(
            "TagQuality", scale: JudgeFixtures.fourLevels, judge: judge,
            prompt: ModelJudgePrompt(
                instructions: "You evaluate tags for a book-tracking app.",
                evaluationTarget: { "\($0.tags.count) tags: " + $0.tags.joined(separator: ", ") },
                reference: { input, _ in
                    ["Expected Tags": input.expected?.tags.joined(separator: ", ") ?? "none", "Audience": "Readers"]
                }))
        let metrics = try await evaluator.metrics(subject: subject, input: sample)
        #expect(metrics.map(\.value) == [.scoring(3)])

        let request = try #require(judge.requests.first)
        #expect(request.instructionsText == "You evaluate tags for a book-tracking app.")
        let prompt = request.lastPromptText
        #expect(prompt.contains("## Response\n2 tags: mystery, island\n"))
        #expect(prompt.contains("## Audience\nReaders\n\n## Expected Tags\nmystery, whodunit\n"))
        let inspected = try await evaluator.judgePrompt(for: sample, output: subject.value)
        #expect(inspected.description == prompt)
    }

    @Test func aStringResponseIsShownAsItselfWithTheSamplesInstructions() async throws {
        let judge = JudgeFixtures.judge(answering: #"{"Quality": {"rationale": "Clear.", "score": "4"}}"#)
        let evaluator = ModelJudgeEvaluator<ModelSample<String>>(
            "Quality", scale: JudgeFixtures.fourLevels, judge: judge)
        let sample = ModelSample<String>(prompt: "Why is the sky blue?", instructions: "Answer in one sentence.")
        _ = try await evaluator.metrics(subject: ModelSubject(value: "Air scatters blue light most."), input: sample)
        let prompt = try #require(judge.requests.first).lastPromptText
        #expect(prompt.contains("## Instructions the model was given\nAnswer in one sentence."))
        #expect(prompt.contains("## Response\nAir scatters blue light most.\n"))
    }

    @Test func pairwiseComparesTheResponseWithTheExpectedValueAsBaseline() async throws {
        let judge = JudgeFixtures.judge(answering: #"{"Comparison": {"rationale": "A is clearer.", "score": "3"}}"#)
        let scale = ScoringScale.numeric([
            4: "Response is much better than the baseline.", 3: "Response is better than the baseline.",
            2: "Baseline is better than the response.", 1: "Baseline is much better than the response.",
        ])
        let evaluator = ModelJudgeEvaluator<ModelSample<String>>.pairwise("Comparison", scale: scale, judge: judge)
        let sample = ModelSample(prompt: "Explain why ice floats.", expected: "Ice is less dense than water.")
        let metrics = try await evaluator.metrics(
            subject: ModelSubject(value: "Water expands as it freezes, so ice is lighter."), input: sample)
        #expect(metrics == [Metric("Comparison").scoring(3, rationale: "A is clearer.")])

        let request = try #require(judge.requests.first)
        #expect(request.instructionsText.contains("Response A, the response under evaluation"))
        let prompt = request.lastPromptText
        #expect(prompt.contains("## Response A (the response)\nWater expands as it freezes, so ice is lighter."))
        #expect(prompt.contains("## Response B (the baseline)\nIce is less dense than water."))
        #expect(prompt.contains("- 4: Response is much better than the baseline."))
    }

    @Test func pairwiseWithoutAnExpectedValueIgnoresTheSampleWithoutAskingTheJudge() async throws {
        let judge = JudgeFixtures.judge(answering: "{}")
        let evaluator = ModelJudgeEvaluator<ModelSample<String>>.pairwise(
            judge: judge, dimensions: [JudgeFixtures.accuracy, JudgeFixtures.usefulness])
        let metrics = try await evaluator.metrics(
            subject: ModelSubject(value: "An answer."), input: ModelSample(prompt: "A question?"))
        #expect(metrics.map(\.value) == [.ignore, .ignore])
        #expect(judge.requests.isEmpty)
    }

    @Test func aDimensionWhoseScaleHasNoOptionsThrowsBeforeAsking() async throws {
        let judge = JudgeFixtures.judge(answering: "{}")
        let evaluator = ModelJudgeEvaluator<Sample>("Empty", scale: ScoringScale(options: []), judge: judge)
        await #expect {
            try await evaluator.metrics(subject: subject, input: sample)
        } throws: { error in
            guard case ModelJudgeError.noScaleValues(let dimension) = error else { return false }
            return dimension == "Empty"
        }
        #expect(judge.requests.isEmpty)
    }
}
