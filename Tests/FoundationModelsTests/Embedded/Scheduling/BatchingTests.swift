import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Many sessions on one model decode together in the shared context, and none disturbs another.
@Suite(.serialized, .tags(.model), .needsModel) struct BatchingTests {
    static let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 20)

    /// A conversation's instructions and question, different for each.
    static func conversation(_ index: Int) -> (instructions: String, prompt: String) {
        let cities = ["Paris", "Rome", "Madrid", "Berlin", "Lisbon", "Vienna", "Athens", "Dublin"]
        return (
            "You are guide number \(index). Answer in one short sentence.",
            "Name one famous sight in \(cities[index % cities.count])."
        )
    }

    static func answer(_ index: Int, model: LlamaLanguageModel) async throws -> String {
        let (instructions, prompt) = conversation(index)
        let session = LanguageModelSession(model: model, instructions: Instructions(instructions))
        return try await session.respond(to: prompt, options: options).content
    }

    @Test func aSessionAnswersTheSameAloneAndAmongFifteenOthers() async throws {
        let model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, cacheMemory: 64 << 20)
        let alone = try await Self.answer(0, model: model)
        let crowd = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<16 { group.addTask { (index, try await Self.answer(index, model: model)) } }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(crowd[0] == alone)
        #expect(crowd.count == 16)
        #expect(Set(crowd.values).count >= 6, "different questions get different answers: \(crowd)")
    }

    @Test func cancellingOneSessionLeavesTheOthersAnswersAsTheyWouldBe() async throws {
        let model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, cacheMemory: 64 << 20)
        let expected = [try await Self.answer(1, model: model), try await Self.answer(2, model: model)]
        let scheduler = EmbeddedEngine(key: model.engineKey).scheduler(try model.loaded(), adapter: nil)
        let decodedBefore = scheduler.decodedTokens
        let (instructions, prompt) = Self.conversation(3)
        let victim = Task {
            let session = LanguageModelSession(model: model, instructions: Instructions(instructions))
            return try await session.respond(
                to: prompt, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 200))
        }
        async let first = Self.answer(1, model: model)
        async let second = Self.answer(2, model: model)
        // The victim is cancelled once the three are being decoded.
        let deadline = ContinuousClock.now + .seconds(120)
        while scheduler.decodedTokens == decodedBefore, ContinuousClock.now < deadline { await Task.yield() }
        victim.cancel()
        #expect(try await [first, second] == expected)
        await #expect(throws: CancellationError.self) { try await victim.value }
    }

    /// A request of higher priority goes before a long lower-priority prompt that is being
    /// decoded: the prompt's chunks are short (a second at the measured rate) and a batch in
    /// flight that would take more than `BatchPlanner.preemptable` is stopped; both answers are what they are alone (each
    /// model below has a context of its own: a cache of its own size).
    @Test func aHigherPriorityRequestGoesBeforeALowerPriorityPrompt() async throws {
        let long = String(repeating: "The shop sells coffee, cocoa and cake. ", count: 60) + "What does the shop sell?"
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 12)
        func background(_ model: LlamaLanguageModel) -> Task<(String, ContinuousClock.Instant), any Error> {
            Task(priority: .utility) {
                (try await LanguageModelSession(model: model).respond(to: long, options: options).content, .now)
            }
        }
        func reply(_ model: LlamaLanguageModel) -> Task<String, any Error> {
            Task(priority: .high) { try await Self.answer(5, model: model) }
        }
        let alone = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 2048, cacheMemory: 40 << 20)
        let expected = [try await background(alone).value.0, try await reply(alone).value]
        let crowded = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 2048, cacheMemory: 41 << 20)
        _ = try await Self.answer(6, model: crowded)  // makes the context
        let scheduler = EmbeddedEngine(key: crowded.engineKey).scheduler(try crowded.loaded(), adapter: nil)
        let preemptionsBefore = scheduler.preemptions
        let first = background(crowded)
        // The reply comes while the long prompt is being decoded.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while scheduler.inFlightBatch == nil, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        let inFlight = scheduler.inFlightBatch?.tokens ?? 0
        let cost = scheduler.decodeCost
        let second = reply(crowded)
        let answer = try await second.value
        let replied = ContinuousClock.now
        let (backgroundAnswer, backgroundDone) = try await first.value
        #expect(replied < backgroundDone, "the reply comes before the long prompt's answer")
        #expect([backgroundAnswer, answer] == expected)
        if BatchPlanner.preempts(inFlight, cost: cost) {
            #expect(scheduler.preemptions > preemptionsBefore)
        }
    }

    /// Two long conversations in a cache that holds one of them: the second evicts the first
    /// while it is idle, and the first, decoded again from its transcript, goes on as before;
    /// asked at once, the younger gives up its cells and waits until the older is done.
    @Test func evictedConversationsAreRebuiltFromTheirTranscripts() async throws {
        let model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 512, cacheMemory: 1)
        let padding = String(repeating: "Keep every answer to one word, a city name only. ", count: 30)
        func session(_ name: String) -> LanguageModelSession {
            LanguageModelSession(model: model, instructions: Instructions("You are \(name). " + padding))
        }
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 6)
        let (a, b) = (session("Ada"), session("Bo"))
        #expect(try await a.respond(to: "What is the capital of Italy?", options: options).content.contains("Rome"))
        #expect(try await b.respond(to: "What is the capital of Spain?", options: options).content.contains("Madrid"))
        let again = try await a.respond(to: "And of France?", options: options)
        let statistics = try #require(GenerationStatistics(again.usage))
        #expect(again.content.contains("Paris"))
        #expect(statistics.decodedPromptTokens > 200, "the evicted conversation is decoded again")
        // Whole questions: "And of Japan?" asked beside another conversation once drew "Yes, Japan is a country".
        for (country, city) in [("Germany", "Berlin"), ("Japan", "Tokyo")] {
            let question = "What is the capital of \(country)?"
            async let first = a.respond(to: question, options: options)
            async let second = b.respond(to: question, options: options)
            let contents = try await [first.content, second.content]
            #expect(contents.allSatisfy { $0.contains(city) }, "\(contents)")
        }
    }

    @Test func aConversationLargerThanItsWindowGetsTheContextError() async throws {
        let model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 256, cacheMemory: 1)
        let session = LanguageModelSession(model: model)
        let long = String(repeating: "espresso ", count: 400)
        await #expect(throws: LanguageModelError.self) { try await session.respond(to: long) }
        // The session is still usable.
        let answer = try await session.respond(
            to: "Say hi.", options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 4))
        #expect(!answer.content.isEmpty)
    }
}

/// A prewarm that a request interrupts mid-prompt leaves what it decoded to the request.
@Suite(.tags(.model), .needsModel) struct InterruptedPrewarmTests {
    @Test func aRequestThatInterruptsAPrewarmKeepsWhatItDecoded() async throws {
        let model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 2048, cacheMemory: 54 << 20)
        let instructions = Instructions(
            "Prewarm \(UUID().uuidString). "
                + String(repeating: "You are a patient guide to a museum of old clocks and music boxes. ", count: 30))
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 4)
        _ = try await LanguageModelSession(model: model).respond(to: "Hi", options: options)  // makes the context
        let scheduler = EmbeddedEngine(key: model.engineKey).scheduler(try model.loaded(), adapter: nil)
        let session = LanguageModelSession(model: model, instructions: instructions)
        let before = scheduler.decodedTokens
        session.prewarm()
        // The request comes once the prewarm has decoded a first chunk of the instructions.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while scheduler.decodedTokens == before, clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        let prewarmed = scheduler.decodedTokens - before
        let response = try await session.respond(to: "Which clock is the oldest?", options: options)
        let statistics = try #require(GenerationStatistics(response.usage))
        #expect(prewarmed > 0)
        #expect(statistics.promptTokens > 400)
        // Whatever the prewarm decoded (at least its first chunk) was not decoded again.
        #expect(statistics.decodedPromptTokens <= statistics.promptTokens - min(prewarmed, 8))
        #expect(scheduler.decodedTokens - before < statistics.promptTokens + 16, "nothing was decoded twice")
    }
}
