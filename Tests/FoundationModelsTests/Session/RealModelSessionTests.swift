import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Text generation end to end with the real default model (Qwen2.5-Coder-0.5B-Instruct).
@Suite(.serialized, .tags(.model), .needsModel) struct RealModelSessionTests {
    let greedy = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 48)

    @Test func answersTheCapitalOfFrance() async throws {
        let session = LanguageModelSession(model: TestModels.qwen)
        let response = try await session.respond(to: "What is the capital of France?", options: greedy)
        #expect(response.content.contains("Paris"))
    }

    @Test func theSameSeedGivesTheSameText() async throws {
        // A context of its own for each (a cache size no other model uses), so both decode the
        // prompt cold in the same batches: a prompt whose last token is decoded alone, after a
        // prefix another conversation holds, or beside other sessions' tokens, gets slightly
        // different logits, and a seeded sample may then differ.
        let model = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, cacheMemory: 3 << 20)
        let twin = LlamaLanguageModel(contentsOf: TestModels.qwenURL, contextSize: 1024, cacheMemory: 5 << 20)
        let options = GenerationOptions(
            samplingMode: .random(top: 40, seed: 42), temperature: 1.0, maximumResponseTokens: 24)
        let a = try await LanguageModelSession(model: model).respond(to: "Write a line about coffee.", options: options)
        let b = try await LanguageModelSession(model: twin).respond(to: "Write a line about coffee.", options: options)
        #expect(a.content == b.content)
        let other = GenerationOptions(
            samplingMode: .random(top: 40, seed: 7), temperature: 1.0, maximumResponseTokens: 24)
        let c = try await LanguageModelSession(model: TestModels.qwen).respond(
            to: "Write a line about coffee.", options: other)
        print("seed 42: \(a.content)\nseed 7: \(c.content)")
    }

    @Test func remembersANameAcrossFiveTurnsWithoutRereadingThem() async throws {
        let session = LanguageModelSession(
            model: TestModels.qwen, instructions: "You are a helpful assistant. Answer briefly.")
        let prompts = [
            "Hello! My name is Zelda.", "What is 2 + 3?", "Name a color.", "Name a fruit.", "What is my name?",
        ]
        var timesToFirstToken: [Duration] = []
        var last = ""
        for prompt in prompts {
            let clock = ContinuousClock()
            let start = clock.now
            var first: Duration?
            for try await snapshot in session.streamResponse(to: prompt, options: greedy) {
                if first == nil, !snapshot.content.isEmpty { first = clock.now - start }
                last = snapshot.content
            }
            timesToFirstToken.append(first ?? clock.now - start)
        }
        print("time to first token per turn:", timesToFirstToken.map { "\($0)" }.joined(separator: ", "))
        #expect(last.contains("Zelda"))
        #expect(session.transcript.count == 11)
    }

    @Test func anOverlongPromptThrowsBeforeGeneratingAndTheSessionGoesOn() async throws {
        let session = LanguageModelSession(model: TestModels.qwen)
        let long = String(repeating: "coffee beans and milk ", count: 900)
        await #expect {
            try await session.respond(to: long, options: greedy)
        } throws: { error in
            guard case LanguageModelError.contextSizeExceeded(let payload) = error else { return false }
            return payload.debugDescription.contains("context window holds")
        }
        #expect(session.transcript.isEmpty)
        let response = try await session.respond(to: "What is the capital of France?", options: greedy)
        #expect(response.content.contains("Paris"))
    }

    @Test func aResponseThatWouldNotFitThrowsUpFront() async throws {
        let session = LanguageModelSession(model: TestModels.qwen)
        await #expect(throws: LanguageModelError.self) {
            try await session.respond(to: "Hi", options: GenerationOptions(maximumResponseTokens: 100_000))
        }
    }

    @Test func aCancelledStreamLeavesTheSessionUsable() async throws {
        let session = LanguageModelSession(model: TestModels.qwen)
        let stream = session.streamResponse(
            to: "Count from 1 to 200, separated by commas.",
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 400))
        let (started, didStart) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            var count = 0
            for try await _ in stream {
                count += 1
                didStart.yield()  // cancelled at the first snapshot: a short answer cannot finish first
            }
            return count
        }
        for await _ in started { break }
        task.cancel()
        _ = try? await task.value
        while session.isResponding { try await Task.sleep(for: .milliseconds(10)) }
        #expect(session.transcript.isEmpty)
        let response = try await session.respond(to: "What is the capital of France?", options: greedy)
        #expect(response.content.contains("Paris"))
        #expect(session.transcript.count == 2)
    }

    @Test func prewarmLoadsTheModelAndTheInstructions() async throws {
        let session = LanguageModelSession(model: TestModels.qwen, instructions: "You answer in one word.")
        session.prewarm()
        let response = try await session.respond(to: "What is the capital of Italy?", options: greedy)
        #expect(response.content.contains("Rome"))
    }

    @Test func countsTokens() async throws {
        let entries: [Transcript.Entry] = [.prompt(Transcript.Prompt(segments: [.text(.init(content: "Hello there"))]))]
        let count = try await TestModels.qwen.tokenCount(for: entries)
        #expect(count > 2 && count < 20)
    }
}

@Suite(.tags(.model), .needsModel) struct ModelAvailabilityTests {
    @Test func aMissingModelIsNotReady() {
        let model = SystemLanguageModel(url: URL(fileURLWithPath: "/nonexistent/model.gguf"))
        #expect(model.availability == .unavailable(.modelNotReady))
        #expect(!model.isAvailable)
    }

    @Test func theDefaultModelIsAvailableAfterSetup() {
        #expect(SystemLanguageModel.default.isAvailable)
        #expect(SystemLanguageModel.default.contextSize == 4096)
    }

    @Test func aCorruptModelFileGivesAClearError() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID()).gguf")
        try Data("GGUF but nothing else of a model".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let session = LanguageModelSession(model: SystemLanguageModel(url: url))
        await #expect {
            try await session.respond(to: "Hi")
        } throws: { error in
            guard case SystemLanguageModel.Error.assetsUnavailable(let payload) = error else { return false }
            return payload.debugDescription.contains(url.path)
        }
        #expect(session.transcript.isEmpty)
    }
}

@Suite(.tags(.model), .needsModel) struct TokenCountTests {
    @Test func everyOverloadCounts() async throws {
        let model = SystemLanguageModel.default
        let short = try await model.tokenCount(for: Prompt("Hi"))
        let long = try await model.tokenCount(for: Prompt("Hi, what is the capital of France and of Italy?"))
        #expect(short > 0 && long > short)
        #expect(try await model.tokenCount(for: Instructions("Be brief.")) > 0)
        let tools = try await model.tokenCount(for: [WeatherTool()])
        #expect(tools > 50)
        #expect(try await model.tokenCount(for: SeedTypes.GuideSuite.generationSchema) > 20)
        let session = LanguageModelSession(model: ScriptedModel(replies: [.text("Hello")]), instructions: "Be brief.")
        try await session.respond(to: "Hi")
        #expect(try await model.tokenCount(for: session.transcript) > short)
    }
}
