import Locking
import Testing

@testable import FoundationModelsServer

@Suite struct AdmissionGateTests {
    final class Counter: Sendable {
        let state = Locked((running: 0, peak: 0))
        func enter() {
            state.withLock {
                $0.running += 1
                $0.peak = max($0.peak, $0.running)
            }
        }
        func leave() { state.withLock { $0.running -= 1 } }
    }

    @Test func atMostTheLimitRunAtOnceAndAllRun() async throws {
        let gate = AdmissionGate(limit: 2)
        let counter = Counter()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await gate.withPlace {
                        counter.enter()
                        try await Task.sleep(for: .milliseconds(30))
                        counter.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(counter.state.withLock { $0.peak } == 2)
        #expect(counter.state.withLock { $0.running } == 0)
    }
}
