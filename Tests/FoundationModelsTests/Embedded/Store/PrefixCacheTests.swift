import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels

/// Fixed prompt prefixes kept on disk: a later process (here, a context of its own) loads them
/// instead of decoding them, and answers exactly as without them, greedy and seeded.
@Suite(.serialized, .tags(.model), .needsModel) struct PrefixCacheTests {
    let instructions =
        "Shop \(UUID().uuidString). You are the owner of a small coffee shop in Lisbon. "
        + String(repeating: "Answer in one short, friendly sentence, and mention a drink from the menu. ", count: 5)

    /// A model with a context of its own (its own cache size), as a new process would have.
    private func model(cache megabytes: Int, prefixes: URL?) -> LlamaLanguageModel {
        var model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, cacheMemory: megabytes << 20)
        model.prefixCacheDirectory = prefixes
        return model
    }

    private func answer(_ model: LlamaLanguageModel, _ mode: GenerationOptions.SamplingMode) async throws -> (
        String, GenerationStatistics
    ) {
        let session = LanguageModelSession(model: model, instructions: Instructions(instructions))
        let response = try await session.respond(
            to: "What should I drink this morning?",
            options: GenerationOptions(samplingMode: mode, maximumResponseTokens: 24))
        return (response.content, try #require(GenerationStatistics(response.usage)))
    }

    /// Caches of 44-48 MiB hold several windows (flash attention); of 1-5 MiB, one (without).
    @Test(arguments: [44, 1])
    func aSecondContextLoadsTheInstructionsFromDiskAndAnswersTheSame(cache megabytes: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prefixes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try #require(ModelFingerprint.sha256(of: TestModels.qwenURL, memoIn: folder))
        let seeded = GenerationOptions.SamplingMode.random(top: 50, seed: 42)
        func model(_ index: Int, prefixes: URL?) -> LlamaLanguageModel {
            self.model(cache: megabytes + index, prefixes: prefixes)
        }

        let (plain, _) = try await answer(model(0, prefixes: nil), .greedy)
        let (plainSeeded, _) = try await answer(model(1, prefixes: nil), seeded)

        let (first, cold) = try await answer(model(2, prefixes: folder), .greedy)
        #expect(cold.decodedPromptTokens == cold.promptTokens)
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".kv") }
        #expect(saved.count == 1)

        let (second, warm) = try await answer(model(3, prefixes: folder), .greedy)
        // Only the question (7 tokens) and the 5 that end its message and open the answer: the
        // header of the question's message came from disk with the instructions.
        #expect(warm.decodedPromptTokens <= 12, "decoded \(warm.decodedPromptTokens) of \(warm.promptTokens)")
        let (secondSeeded, _) = try await answer(model(4, prefixes: folder), seeded)
        #expect(first == plain)
        #expect(second == plain)
        #expect(secondSeeded == plainSeeded)
    }

    /// A context without flash attention lays its values out otherwise: it decodes the prefix
    /// rather than load a state made with it, and keeps its own.
    @Test func aContextOfOneWindowDoesNotLoadAStateOfASharedOne() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prefixes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try #require(ModelFingerprint.sha256(of: TestModels.qwenURL, memoIn: folder))
        let (_, shared) = try await answer(model(cache: 53, prefixes: folder), .greedy)
        let (_, alone) = try await answer(model(cache: 6, prefixes: folder), .greedy)
        #expect(shared.decodedPromptTokens == shared.promptTokens)
        #expect(alone.decodedPromptTokens == alone.promptTokens)
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".kv") }
        #expect(saved.count == 2)
    }

    /// A prewarm needs no logits: in a later process its prompt comes from disk, all but the end
    /// of its prompt prefix's message, which a request replaces with the rest of its prompt; so
    /// a request that continues the prefix decodes only its own words.
    @Test func aPrewarmInASecondContextDecodesOnlyTheEndOfItsMessage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prefixes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try #require(ModelFingerprint.sha256(of: TestModels.qwenURL, memoIn: folder))
        func prewarm(cache megabytes: Int) async -> Int {
            let tally = TokenTally()
            await TokenTally.$current.withValue(tally) {
                LanguageModelSession(
                    model: model(cache: megabytes, prefixes: folder), instructions: Instructions(instructions)
                )
                .prewarm(promptPrefix: Prompt("A customer walks in and asks for"))
                await tally.waitUntilIdle()
            }
            return tally.promptTokens
        }
        let cold = await prewarm(cache: 49)
        #expect(cold > 60)
        #expect(await prewarm(cache: 50) <= 4)
        let session = LanguageModelSession(
            model: model(cache: 51, prefixes: folder), instructions: Instructions(instructions))
        let response = try await session.respond(
            to: "A customer walks in and asks for a latte.",
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 4))
        let statistics = try #require(GenerationStatistics(response.usage))
        #expect(statistics.decodedPromptTokens <= 12, "decoded \(statistics.decodedPromptTokens)")
    }
}

/// A seed keeps its promise whatever the caches do: fresh sessions one after another (each
/// finding the prompt's prefix in the cache) answer as the first did. (In a batch, other
/// sequences change the float rounding of attention and matrix products, so a near-tie can
/// go the other way: `BatchingTests` checks a batch on a prompt without one. So can the cells
/// other conversations hold: once the cells in use pass 256, llama.cpp attends over a view of
/// 512 and splits a token's attention across the threads, which rounds differently; so each
/// mode has a cache of its own, which its three answers leave under 256 cells.)
@Suite(.serialized, .tags(.model), .needsModel) struct SeedKeepingTests {
    static let instructions =
        "You are a barista who invents drinks. "
        + String(repeating: "Describe the drink in one sentence with its ingredients. ", count: 3)

    static func answer(_ model: LlamaLanguageModel, _ mode: GenerationOptions.SamplingMode) async throws -> String {
        let session = LanguageModelSession(model: model, instructions: Instructions(instructions))
        return try await session.respond(
            to: "Invent a drink for a rainy day.",
            options: GenerationOptions(samplingMode: mode, maximumResponseTokens: 32)
        ).content
    }

    @Test(arguments: [
        (GenerationOptions.SamplingMode.greedy, 52), (.random(top: 50, seed: 42), 55),
        (.random(probabilityThreshold: 0.9, seed: 7), 56),
    ])
    func freshSessionsOneAfterAnotherAnswerAsTheFirst(_ mode: GenerationOptions.SamplingMode, cache megabytes: Int)
        async throws
    {
        let model = LlamaLanguageModel(
            contentsOf: TestModels.qwenURL, contextSize: 1024, cacheMemory: megabytes << 20)
        let first = try await Self.answer(model, mode)
        for _ in 0..<2 { #expect(try await Self.answer(model, mode) == first) }
    }
}
