import Foundation
import FoundationModels
import Testing

/// Errors caught by case, as apps built against the 27 SDK catch them.
@Suite struct ErrorCaseTests {
    @Test func anUndeclaredCapabilityIsRefusedBeforeTheExecutorRuns() async throws {
        let playback = Playback([[.response(action: .appendText("{}", tokenCount: 1))]])
        var model = PlaybackModel(playback: playback)
        model.declared = [.toolCalling]
        let session = LanguageModelSession(model: model)
        do {
            _ = try await session.respond(to: "x", schema: ChannelAssemblyTests.Customer.generationSchema)
            Issue.record("expected unsupportedCapability")
        } catch LanguageModelError.unsupportedCapability(let payload) {
            #expect(payload.capability == .guidedGeneration)
            #expect(payload.debugDescription.contains("guided generation"))
        }
        #expect(playback.received.isEmpty)
    }

    @Test func anImageNeedsVision() async throws {
        let playback = Playback([[.response(action: .appendText("a cat", tokenCount: 1))]])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        await #expect {
            try await session.respond {
                "What is this?"
                Attachment(imageURL: URL(fileURLWithPath: "/tmp/cat.png")).label("photo")
            }
        } throws: { error in
            guard case LanguageModelError.unsupportedCapability(let payload) = error else { return false }
            return payload.capability == .vision
        }
        #expect(playback.received.isEmpty)
    }

    @Test func anExecutorsErrorReachesTheCallerAndTheSessionGoesOn() async throws {
        let full = LanguageModelError.contextSizeExceeded(
            .init(contextSize: 4096, tokenCount: 5000, debugDescription: "too long"))
        let playback = Playback([[], [.response(action: .appendText("fine", tokenCount: 1))]], failure: full)
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        do {
            try await session.respond(to: "a very long prompt")
            Issue.record("expected contextSizeExceeded")
        } catch LanguageModelError.contextSizeExceeded(let payload) {
            #expect(payload.contextSize == 4096 && payload.tokenCount == 5000)
        }
        #expect(session.transcript.isEmpty)
        #expect(try await session.respond(to: "short").content == "fine")
    }

    @Test func preserveTranscriptKeepsThePromptOfAFailedRequest() async throws {
        let refusal = LanguageModelError.refusal(
            .init(explanation: "I can't help with that.", debugDescription: "refused"))
        let playback = Playback([[]], failure: refusal)
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        session.transcriptErrorHandlingPolicy = .preserveTranscript
        do {
            try await session.respond(to: "something")
            Issue.record("expected a refusal")
        } catch LanguageModelError.refusal(let payload) {
            #expect(try await payload.explanation.content == "I can't help with that.")
        }
        #expect(session.transcript.count == 1)
    }

    @Test func aSecondRequestWhileRespondingIsConcurrentRequests() async throws {
        let session = LanguageModelSession(model: SlowModel())
        let first = Task { try await session.respond(to: "slow").content }
        while !session.isResponding { await Task.yield() }
        await #expect(throws: LanguageModelSession.Error.concurrentRequests) { try await session.respond(to: "again") }
        #expect(try await first.value == "done")
    }

    @Test func changingTheTranscriptWhileRespondingFailsThatRequest() async throws {
        let session = LanguageModelSession(model: SlowModel())
        let first = Task { try await session.respond(to: "slow").content }
        while !session.isResponding { await Task.yield() }
        session.transcript = Transcript()
        await #expect(throws: LanguageModelSession.Error.transcriptMutationWhileResponding) { try await first.value }
        #expect(session.transcript.isEmpty)
        #expect(!session.isResponding)
    }

    /// Answers "done" after half a second.
    struct SlowModel: LanguageModel {
        typealias Executor = SlowExecutor
        var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([]) }
        var executorConfiguration: SlowExecutor.Configuration { .init() }
    }

    struct SlowExecutor: LanguageModelExecutor {
        struct Configuration: Hashable, Sendable {}
        init(configuration: Configuration) {}

        func respond(
            to request: LanguageModelExecutorGenerationRequest, model: SlowModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            try await Task.sleep(for: .milliseconds(500))
            await channel.send(.response(action: .appendText("done", tokenCount: 1)))
        }
    }
}
