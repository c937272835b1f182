import Foundation
import LlamaRuntime
import Testing
@testable import FoundationModels

/// Conversations on one model share the KV cache of the prompts they start with.
@Suite struct PromptCacheTests {
    /// Instructions no other test uses, long enough to be worth caching.
    let instructions = "Session \(UUID().uuidString). You are a concise geography assistant. "
        + String(repeating: "Answer with the city's name only, in one word, without punctuation or comments. ", count: 4)

    @Test func aNewConversationDecodesOnlyWhatDiffersFromACachedPrompt() async throws {
        let first = try await respond("What is the capital of Italy?")
        let second = try await respond("What is the capital of France?")
        print("prompt tokens decoded: first \(first.statistics.decodedPromptTokens) of \(first.statistics.promptTokens), "
            + "second \(second.statistics.decodedPromptTokens) of \(second.statistics.promptTokens)")
        #expect(first.statistics.decodedPromptTokens == first.statistics.promptTokens)
        #expect(second.statistics.decodedPromptTokens < 20)
        #expect(first.text.contains("Rome"))
        #expect(second.text.contains("Paris"))
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

    private func respond(_ prompt: String) async throws -> (text: String, statistics: GenerationStatistics) {
        let transcript = Transcript(entries: [
            .instructions(Transcript.Instructions(segments: [.text(.init(content: instructions))], toolDefinitions: [])),
            .prompt(Transcript.Prompt(segments: [.text(.init(content: prompt))])),
        ])
        let request = ModelRequest(transcript: transcript, options: GenerationOptions(sampling: .greedy, maximumResponseTokens: 8))
        var text = ""
        var statistics = GenerationStatistics()
        for try await event in try TestModels.qwen.makeConversation().respond(to: request) {
            switch event {
            case .text(let soFar): text = soFar
            case .statistics(let figures): statistics = figures
            case .toolCalls: break
            }
        }
        return (text, statistics)
    }
}
