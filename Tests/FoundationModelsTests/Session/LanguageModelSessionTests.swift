import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@Suite(.tags(.model), .needsModel) struct LanguageModelSessionTests {
    @Test func respondAddsPromptAndResponseToTheTranscript() async throws {
        let model = ScriptedModel(replies: [.text("Hello!")])
        let session = LanguageModelSession(model: model, instructions: "Be kind.")
        let response = try await session.respond(to: "Hi")
        #expect(response.content == "Hello!")
        #expect(response.transcriptEntries.count == 2)
        let entries = Array(session.transcript)
        #expect(entries.count == 3)
        guard case .instructions(let instructions) = entries[0], case .prompt(let prompt) = entries[1],
            case .response(let reply) = entries[2]
        else {
            Issue.record("unexpected entries \(entries)")
            return
        }
        #expect(instructions.segments.text == "Be kind.")
        #expect(prompt.segments.text == "Hi")
        #expect(reply.segments.text == "Hello!")
        #expect(model.requests.count == 1)
    }

    @Test func promptBuilderAndInstructionsBuilderWork() async throws {
        let model = ScriptedModel(replies: [.text("ok")])
        let session = LanguageModelSession(model: model) {
            "You are a barista."
            if true { "Keep it short." }
        }
        try await session.respond {
            "Order:"
            "a latte"
        }
        let request = try #require(model.requests.first)
        guard case .prompt(let prompt) = request.transcript.last else {
            Issue.record("no prompt")
            return
        }
        #expect(prompt.segments.text.contains("a latte"))
        guard case .instructions(let instructions) = request.transcript.first else {
            Issue.record("no instructions")
            return
        }
        #expect(instructions.segments.text.contains("Keep it short."))
    }

    @Test func streamingGivesCumulativeSnapshotsAndTheFinalOne() async throws {
        let session = LanguageModelSession(model: ScriptedModel(chunkSize: 1, replies: [.text("abc")]))
        var seen: [String] = []
        for try await snapshot in session.streamResponse(to: "x") { seen.append(snapshot.content) }
        #expect(seen.first == "a")
        #expect(seen.last == "abc")
        #expect(seen == seen.sorted { $0.count < $1.count })
        #expect(session.transcript.count == 2)
    }

    @Test func collectReturnsTheWholeResponse() async throws {
        let session = LanguageModelSession(model: ScriptedModel(replies: [.text("done")]))
        let response = try await session.streamResponse(to: "x").collect()
        #expect(response.content == "done")
    }

    @Test func aSecondRequestWhileOneRunsThrowsConcurrentRequests() async throws {
        let session = LanguageModelSession(
            model: ScriptedModel(replies: [.slow("slow reply", delay: .milliseconds(20))]))
        let first = Task { try await session.respond(to: "one") }
        while !session.isResponding { await Task.yield() }
        await #expect {
            try await session.respond(to: "two")
        } throws: { error in
            if case LanguageModelSession.Error.concurrentRequests = error { return true }
            return false
        }
        #expect(try await first.value.content == "slow reply")
        #expect(!session.isResponding)
    }

    @Test func aFailedRequestLeavesTheTranscriptAsItWas() async throws {
        let tooLong = LanguageModelError.contextSizeExceeded(
            .init(contextSize: 4096, tokenCount: 5000, debugDescription: "too long"))
        let model = ScriptedModel(replies: [.failure(tooLong), .text("fine")])
        let session = LanguageModelSession(model: model)
        await #expect {
            try await session.respond(to: "long")
        } throws: { error in
            guard case LanguageModelError.contextSizeExceeded(let payload) = error else { return false }
            return payload.debugDescription == "too long"
        }
        #expect(session.transcript.isEmpty)
        #expect(try await session.respond(to: "short").content == "fine")
        #expect(session.transcript.count == 2)
    }

    @Test func aRefusalCarriesItsExplanationAndTheSessionGoesOn() async throws {
        let refusal = LanguageModelError.Refusal(explanation: "I won't write that.", debugDescription: "refused")
        let model = ScriptedModel(replies: [.failure(LanguageModelError.refusal(refusal)), .text("fine")])
        let session = LanguageModelSession(model: model)
        do {
            _ = try await session.respond(to: "Write something nasty.")
            Issue.record("no refusal")
        } catch LanguageModelError.refusal(let refusal) {
            #expect(try await refusal.explanation.content == "I won't write that.")
        }
        #expect(session.transcript.isEmpty)
        #expect(try await session.respond(to: "Say hi.").content == "fine")
    }

    @Test func cancellingAStreamLeavesTheSessionUsable() async throws {
        let model = ScriptedModel(replies: [.slow("a long long reply", delay: .milliseconds(10)), .text("next")])
        let session = LanguageModelSession(model: model)
        let stream = session.streamResponse(to: "x")
        let snapshots = Counter()
        let task = Task { for try await _ in stream { snapshots.increment() } }
        while snapshots.value == 0 { await Task.yield() }  // mid-reply
        task.cancel()
        _ = try? await task.value
        while session.isResponding { try await Task.sleep(for: .milliseconds(5)) }
        #expect(session.transcript.isEmpty)
        #expect(try await session.respond(to: "y").content == "next")
    }

    @Test func badOptionsAreRejectedClearly() async throws {
        let session = LanguageModelSession(model: ScriptedModel(replies: [.text("x")]))
        let error = await #expect(throws: LanguageModelSession.InvalidRequestError.self) {
            try await session.respond(to: "x", options: GenerationOptions(maximumResponseTokens: -3))
        }
        #expect(error?.reason == .invalidOption("maximumResponseTokens"))
        #expect(error?.localizedDescription.contains("maximumResponseTokens") == true)
        #expect(try await session.respond(to: "x").content == "x")
    }

    @Test func transcriptSurvivesACodableRoundTripAndRestoresASession() async throws {
        let session = LanguageModelSession(model: ScriptedModel(replies: [.text("Hi, Ada.")]), instructions: "Greet.")
        try await session.respond(to: "I am Ada.")
        let data = try JSONEncoder().encode(session.transcript)
        let decoded = try JSONDecoder().decode(Transcript.self, from: data)
        #expect(decoded == session.transcript)
        let model = ScriptedModel(replies: [.text("Ada")])
        let restored = LanguageModelSession(model: model, transcript: decoded)
        try await restored.respond(to: "Who am I?")
        let request = try #require(model.requests.first)
        #expect(request.transcript.count == 4)
    }
}
