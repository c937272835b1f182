import Foundation
import FoundationModelsTestSupport
import LlamaRuntime
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Conversations on one model share the KV cache of the prompts they start with, and a
/// conversation's turns continue its sequence.
@Suite(.tags(.model), .needsModel) struct PrefixSharingTests {
    /// Instructions no other test uses, long enough to be worth caching.
    let instructions =
        "Session \(UUID().uuidString). You are a concise geography assistant. "
        + String(
            repeating: "Answer with the city's name only, in one word, without punctuation or comments. ", count: 4)

    /// Models of this suite's own settings (one thread, no other test's): they share the file's
    /// weights and, their caches being the same size, one context, though their windows differ.
    static let first = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, threads: 1)
    static let second = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 2048, threads: 1)
    static let followUp = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1536)

    @Test func aNewConversationDecodesOnlyWhatDiffersFromACachedPrompt() async throws {
        let first = try await respond("What is the capital of Italy?", model: Self.first)
        let second = try await respond("What is the capital of France?", model: Self.second)
        print(
            "prompt tokens decoded: first \(first.statistics.decodedPromptTokens) of \(first.statistics.promptTokens), "
                + "second \(second.statistics.decodedPromptTokens) of \(second.statistics.promptTokens)")
        #expect(first.statistics.decodedPromptTokens == first.statistics.promptTokens)
        #expect(second.statistics.decodedPromptTokens < 20)
        #expect(first.text.contains("Rome"))
        #expect(second.text.contains("Paris"))
    }

    /// A session's next turn continues in the context that holds the previous one: only the
    /// new tokens (the end of the last response, the new prompt) are decoded.
    @Test func aFollowUpTurnDecodesOnlyItsNewTokens() async throws {
        let session = LanguageModelSession(model: Self.followUp, instructions: Instructions(instructions))
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 8)
        let first = try #require(
            GenerationStatistics(try await session.respond(to: "What is the capital of Italy?", options: options).usage)
        )
        let answer = try await session.respond(to: "What is the capital of France?", options: options)
        let second = try #require(GenerationStatistics(answer.usage))
        print(
            "prompt tokens decoded: first turn \(first.decodedPromptTokens) of \(first.promptTokens), "
                + "second turn \(second.decodedPromptTokens) of \(second.promptTokens)")
        #expect(first.decodedPromptTokens == first.promptTokens)
        #expect(second.promptTokens > first.promptTokens + first.responseTokens)
        #expect(second.decodedPromptTokens < 30)
        #expect(answer.content.contains("Paris"))
    }

    /// One request on a model, with the statistics the embedded model reports in its usage.
    private func respond(_ prompt: String, model: LlamaLanguageModel) async throws -> (
        text: String, statistics: GenerationStatistics
    ) {
        let session = LanguageModelSession(model: model, instructions: Instructions(instructions))
        let response = try await session.respond(
            to: prompt, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 8))
        return (response.content, try #require(GenerationStatistics(response.usage)))
    }
}
