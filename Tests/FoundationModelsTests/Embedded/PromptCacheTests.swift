import Foundation
import LlamaRuntime
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Conversations on one model share the KV cache of the prompts they start with, and a
/// conversation's turns share their context.
@Suite struct PromptCacheTests {
    /// Instructions no other test uses, long enough to be worth caching.
    let instructions =
        "Session \(UUID().uuidString). You are a concise geography assistant. "
        + String(
            repeating: "Answer with the city's name only, in one word, without punctuation or comments. ", count: 4)

    /// Models of this suite's own: the engine (its contexts) is per file, context size and
    /// thread count, so these find no context that holds part of their prompts. They share the
    /// file's weights, and so its prompt cache.
    static let first = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, threads: 1)
    static let second = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, threads: 2)
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

    @Test func theCacheKeepsRecentPromptsWithinItsBudget() throws {
        let model = try TestModels.qwen.loaded()
        let context = try LlamaContext(model: model, contextLength: 512)
        try context.append(model.vocabulary.tokenize(String(repeating: "beans ", count: 60)))
        let small = try #require(context.snapshot())
        let cache = PromptCache(byteBudget: small.byteCount * 2)
        cache.store(small)
        try context.append(model.vocabulary.tokenize(" and milk"))
        cache.store(try #require(context.snapshot()))
        #expect(cache.count == 1)  // the longer prompt replaces the one it extends
        #expect(cache.bestMatch(for: small.tokens, beyond: 0)?.tokens.count == small.tokens.count + 2)
        #expect(cache.bestMatch(for: small.tokens, beyond: 20) == nil)
        context.truncate(to: 1)
        try context.append(model.vocabulary.tokenize(String(repeating: "cups ", count: 70)))
        cache.store(try #require(context.snapshot()))
        #expect(cache.count == 1)  // over the budget, the older one goes
        #expect(cache.bestMatch(for: small.tokens, beyond: 0) == nil)
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
