import Foundation
import Synchronization
import Testing

@testable import LlamaRuntime

/// Decodes that need every core take turns (`CoreLease`); model-free. Each test has a lease of
/// its own: the real one is shared with decodes of other processes, which a test's lease would
/// keep waiting.
@Suite("Core lease")
final class CoreLeaseTests: Sendable {
    private static let cores = ProcessInfo.processInfo.activeProcessorCount
    private let lease = CoreLease(path: NSTemporaryDirectory() + "/core-lease-test-\(UUID().uuidString).lock")

    deinit {
        unlink(lease.path)
        unlink(lease.path + ".gate")
    }

    @Test("Decodes that need every core never run at once in one process")
    func oneAtATime() {
        let running = Atomic(0)
        let most = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            lease.holding(threads: Self.cores) {
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
        let other = open(lease.path, O_RDWR | O_CLOEXEC)
        try #require(other >= 0, "the lock file \(lease.path) exists once a lease was taken")
        defer { close(other) }
        let tookIt = lease.holding(threads: Self.cores) { flock(other, LOCK_EX | LOCK_NB) == 0 }
        #expect(!tookIt)
    }

    @Test("A process that waited decodes before this one decodes again")
    func turnsAlternate() throws {
        // Another process, as separate open file descriptions: it holds the gate while it waits.
        let gate = open(lease.path + ".gate", O_RDWR | O_CLOEXEC)
        let cores = open(lease.path, O_RDWR | O_CLOEXEC)
        try #require(gate >= 0 && cores >= 0)
        defer {
            close(gate)
            close(cores)
        }
        let order = Mutex<[String]>([])
        let waiting = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        lease.holding(threads: Self.cores) {
            Thread {
                flock(gate, LOCK_EX)
                waiting.signal()
                flock(cores, LOCK_EX)
                order.withLock { $0.append("other") }
                flock(gate, LOCK_UN)
                usleep(20_000)
                flock(cores, LOCK_UN)
                done.signal()
            }.start()
            waiting.wait()
            usleep(20_000)  // the other process now waits for the cores
        }
        // This process decodes again at once, and again: the other goes first all the same.
        for _ in 0..<20 { lease.holding(threads: Self.cores) { order.withLock { $0.append("this") } } }
        done.wait()
        #expect(order.withLock { $0 }.first == "other")
    }

    @Test("A decode that fits beside another does not wait for the lease")
    func smallDecodesRunAtOnce() throws {
        let threads = Self.cores / 2
        try #require(threads >= 1, "needs 2 cores or more")
        let other = open(lease.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(other >= 0)
        defer { close(other) }
        #expect(flock(other, LOCK_EX) == 0)
        defer { flock(other, LOCK_UN) }
        let ran = DispatchSemaphore(value: 0)
        Thread { [lease] in lease.holding(threads: threads) { _ = ran.signal() } }.start()
        #expect(ran.wait(timeout: .now() + 5) == .success, "waited for a lease it does not need")
    }
}
