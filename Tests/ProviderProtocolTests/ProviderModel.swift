import Foundation
import FoundationModels
import Locking

/// A model whose executor plays back what a test scripts, event by event, as a provider would
/// stream it, and records what it was asked.
struct PlaybackModel: LanguageModel {
    typealias Executor = PlaybackExecutor
    let playback: Playback
    var declared: [LanguageModelCapabilities.Capability] = [.toolCalling, .reasoning, .guidedGeneration]
    var capabilities: LanguageModelCapabilities { LanguageModelCapabilities(declared) }
    var executorConfiguration: PlaybackExecutor.Configuration { .init(playback: playback) }

    func supportsDataEntryType(_ type: UTType) async throws -> Bool { type == .json }
}

/// The steps of a conversation: one list of events per model request.
final class Playback: Sendable, Hashable {
    let steps: Locked<[[LanguageModelExecutorGenerationChannel.Event]]>
    let requests = Locked<[LanguageModelExecutorGenerationRequest]>([])
    let failure: (any Error)?

    init(_ steps: [[LanguageModelExecutorGenerationChannel.Event]], failure: (any Error)? = nil) {
        self.steps = Locked(steps)
        self.failure = failure
    }

    var received: [LanguageModelExecutorGenerationRequest] { requests.withLock { $0 } }

    static func == (a: Playback, b: Playback) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct PlaybackExecutor: LanguageModelExecutor {
    struct Configuration: Hashable, Sendable { let playback: Playback }
    let playback: Playback

    init(configuration: Configuration) { playback = configuration.playback }

    func respond(
        to request: LanguageModelExecutorGenerationRequest, model: PlaybackModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        playback.requests.withLock { $0.append(request) }
        let events = playback.steps.withLock { $0.isEmpty ? [] : $0.removeFirst() }
        for event in events {
            try Task.checkCancellation()
            await channel.send(event)
        }
        if let failure = playback.failure, events.isEmpty { throw failure }
    }
}
