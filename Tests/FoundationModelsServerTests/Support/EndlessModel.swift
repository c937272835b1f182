import Foundation
import FoundationModels
import Synchronization

/// A model that writes "tick " every `interval` until its request is cancelled, and records
/// that it was.
struct EndlessModel: LanguageModel {
    final class Record: Sendable, Hashable {
        let started = Atomic<Int>(0)
        let cancelled = Atomic<Int>(0)
        static func == (a: Record, b: Record) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    let record = Record()
    /// The pause between ticks (a long one: a model that has gone silent).
    var interval: Duration = .milliseconds(20)
    var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([]) }
    var executorConfiguration: Executor.Configuration { Executor.Configuration(record: record, interval: interval) }

    struct Executor: LanguageModelExecutor {
        struct Configuration: Hashable, Sendable {
            let record: Record
            let interval: Duration
        }
        let record: Record
        let interval: Duration
        init(configuration: Configuration) {
            record = configuration.record
            interval = configuration.interval
        }

        func respond(
            to request: LanguageModelExecutorGenerationRequest, model: EndlessModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            record.started.add(1, ordering: .relaxed)
            let id = UUID().uuidString
            do {
                while true {
                    await channel.send(.response(entryID: id, action: .appendText("tick ", tokenCount: 1)))
                    try await Task.sleep(for: interval)
                }
            } catch {
                record.cancelled.add(1, ordering: .relaxed)
                throw error
            }
        }
    }
}
