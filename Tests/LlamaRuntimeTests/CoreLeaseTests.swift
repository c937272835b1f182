import Foundation
import Synchronization
import Testing

@testable import LlamaRuntime

/// Decodes that need every core take turns (`CoreLease`); model-free.
@Suite("Core lease")
struct CoreLeaseTests {
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    @Test("Decodes that need every core never run at once in one process")
    func oneAtATime() {
        let running = Atomic(0)
        let most = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            CoreLease.holding(threads: Self.cores) {
                let now = running.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
                _ = most.max(now, ordering: .sequentiallyConsistent)
                usleep(5_000)
                running.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            }
        }
        #expect(most.load(ordering: .sequentiallyConsistent) == 1)
    }

    @Test("Another process cannot take the cores while a decode holds them")
    func otherProcessesWait() throws {
        // A second open file description locks like another process would.
        let other = open(CoreLease.path, O_RDWR | O_CLOEXEC)
        try #require(other >= 0, "the lock file \(CoreLease.path) exists once a lease was taken")
        defer { close(other) }
        let tookIt = CoreLease.holding(threads: Self.cores) { flock(other, LOCK_EX | LOCK_NB) == 0 }
        #expect(!tookIt)
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0, "free again after the decode")
        flock(other, LOCK_UN)
    }

    @Test("A decode that fits beside another does not wait for the lease")
    func smallDecodesRunAtOnce() throws {
        let threads = Self.cores / 2
        try #require(threads >= 1, "needs 2 cores or more")
        let other = open(CoreLease.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(other >= 0)
        defer { close(other) }
        #expect(flock(other, LOCK_EX) == 0)
        defer { flock(other, LOCK_UN) }
        let ran = DispatchSemaphore(value: 0)
        Thread { CoreLease.holding(threads: threads) { _ = ran.signal() } }.start()
        #expect(ran.wait(timeout: .now() + 5) == .success, "waited for a lease it does not need")
    }
}
