import Foundation
import FoundationModelsTestSupport
import LlamaRuntime
import Testing

@testable import FoundationModels

/// The model store keeps a file loaded while it is used and for its keep-alive after, then
/// frees its weights and contexts; the next use loads it again.
@Suite(.serialized, .tags(.model), .needsModel) struct ModelStoreTests {
    static let url = TestModels.gemmaURL

    /// Decodes a few tokens on a scheduler of the store, so that its thread and context exist.
    static func decode(on store: ModelStore, _ weights: LlamaModel) throws -> BatchScheduler {
        let scheduler = store.scheduler(
            for: weights, adapter: nil,
            key: .init(adapter: nil, cacheBytes: 0, cells: 256, threads: 1, prefixes: nil, flashAttention: true))
        let tokens = weights.vocabulary.tokenize("Coffee, cocoa and cake.", addSpecial: true, parseSpecial: false)
        let sequence = scheduler.acquire(
            for: tokens, contextLength: 256, priority: .medium, cancel: CancelFlag(), prewarm: false)
        defer { scheduler.release(sequence) }
        try sequence.append(tokens) { false }
        return scheduler
    }

    /// Waits for a condition, at most `seconds`.
    static func eventually(within seconds: Int = 30, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    @Test func aFileNobodyUsesIsFreedAfterItsKeepAliveAndLoadsAgainOnItsNextUse() async throws {
        let store = ModelStore(keepAlive: .milliseconds(200))
        weak var firstWeights: LlamaModel?
        weak var firstScheduler: BatchScheduler?
        try await store.withWeights(Self.url) { weights in
            firstWeights = weights
            firstScheduler = try Self.decode(on: store, weights)
        }
        // A second use longer than the keep-alive starts before the first's unload is due: the
        // file stays loaded while it runs.
        try await store.withWeights(Self.url) { weights in
            #expect(weights === firstWeights)
            try await Task.sleep(for: .milliseconds(600))
            #expect(store.isLoaded(Self.url))
        }
        #expect(await Self.eventually { !store.isLoaded(Self.url) }, "unloaded after the last use")
        #expect(
            await Self.eventually { firstWeights == nil && firstScheduler == nil },
            "the weights, the scheduler's thread and its context are freed")
        let again = try await store.withWeights(Self.url) { weights in
            try Self.decode(on: store, weights).vocabulary.pieces.count
        }
        #expect(again > 0)
    }

    @Test func weightsKeptPastTheirUnloadAreTakenBack() async throws {
        let store = ModelStore(keepAlive: .milliseconds(100))
        let weights = try store.withWeightsNow(Self.url) { $0 }
        #expect(await Self.eventually { !store.isLoaded(Self.url) })
        // A caller that kept them still gets a working scheduler; the store holds them again
        // and frees them after the keep-alive.
        weak let scheduler = try Self.decode(on: store, weights)
        #expect(await Self.eventually { scheduler == nil })
    }

    @Test func aFileNeverUnloadsWithoutAKeepAlive() async throws {
        let store = ModelStore(keepAlive: nil)
        try await store.withWeights(Self.url) { _ in }
        try await Task.sleep(for: .milliseconds(300))
        #expect(store.isLoaded(Self.url))
    }
}
