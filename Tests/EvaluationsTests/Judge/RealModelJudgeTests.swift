import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import Evaluations

/// A judge on the 1.5B, greedy: one call per answer. Judging is a test of quality, so it runs
/// on the model a player would use (the fast tier, the suite's default, gives both answers 4).
/// The judge has a context of its own (a cache size no other test uses): decoded beside other
/// suites' sequences, float rounding once tipped its greedy verdict on the wrong answer to 4.
@Suite(.serialized, .tags(.model), .needsModel) struct RealModelJudgeTests {
    static let url = SystemLanguageModel.fastModelURL.deletingLastPathComponent()
        .appendingPathComponent("qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")
    static let judge = LlamaLanguageModel(contentsOf: url, cacheMemory: 77 << 20)

    @Test func theJudgeScoresAGoodAnswerAboveABadOne() async throws {
        #expect(FileManager.default.fileExists(atPath: Self.url.path), "run scripts/setup to install the 1.5B")
        let evaluator = ModelJudgeEvaluator<ModelSample<String>>(
            "Correctness",
            scale: .numeric([
                4: "The answer is correct and complete.",
                3: "The answer is mostly correct.",
                2: "The answer is mostly wrong.",
                1: "The answer is wrong.",
            ]), judge: Self.judge)
        let sample = ModelSample<String>(prompt: "What is the capital of France?")
        let good = try await evaluator.metrics(
            subject: ModelSubject(value: "The capital of France is Paris."), input: sample)
        let bad = try await evaluator.metrics(
            subject: ModelSubject(value: "The capital of France is Madrid."), input: sample)
        print("good: \(good)\nbad: \(bad)")
        let goodScore = try #require(good.first?.doubleValue)
        let badScore = try #require(bad.first?.doubleValue)
        #expect(goodScore > badScore)
        #expect(good.first?.rationale?.isEmpty == false)
    }
}
