import Foundation
import Synchronization
import Testing

@testable import LlamaRuntime

/// Decodes that need every core take turns, one rule for the process and for other processes
/// (`DecodeArbiter`); model-free. Each test has an arbiter of its own: the real one is shared
/// with decodes of other processes, which a test's would keep waiting. Another process is played
/// by open file descriptions of the test's own (its locks count as another holder's).
@Suite("Decode arbiter")
final class DecodeArbiterTests: Sendable {
    private static let cores = ProcessInfo.processInfo.activeProcessorCount
    private let arbiter = DecodeArbiter(path: NSTemporaryDirectory() + "/arbiter-test-\(UUID().uuidString).lock")

    deinit {
        for suffix in ["", ".gate", ".board"] { unlink(arbiter.path + suffix) }
    }

    /// Holds the arbiter's turn on another thread until `release` is signalled.
    private func holdTurn(priority: UInt8 = 25) -> (holding: DispatchSemaphore, release: DispatchSemaphore) {
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread { [arbiter] in
            _ = arbiter.holding(threads: Self.cores, priority: priority) {
                holding.signal()
                release.wait()
            }
        }.start()
        holding.wait()
        return (holding, release)
    }

    @Test("Decodes that need every core never run at once in one process")
    func oneAtATime() {
        let running = Atomic(0)
        let most = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            _ = arbiter.holding(threads: Self.cores, priority: UInt8(17 + index % 3 * 4)) {
                let now = running.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
                _ = most.max(now, ordering: .sequentiallyConsistent)
                usleep(5_000)
                running.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            }
        }
        #expect(most.load(ordering: .sequentiallyConsistent) == 1)
    }

    @Test("The highest priority waiting goes first, then the oldest")
    func priorityThenArrival() {
        let (_, release) = holdTurn()
        let order = Mutex<[String]>([])
        let group = DispatchGroup()
        for (index, (name, priority)) in [("first", UInt8(21)), ("second", 21), ("urgent", 25)].enumerated() {
            group.enter()
            Thread { [arbiter] in
                _ = arbiter.holding(threads: Self.cores, priority: priority) { order.withLock { $0.append(name) } }
                group.leave()
            }.start()
            while arbiter.waitingCount <= index { usleep(1_000) }  // each waits before the next comes
        }
        release.signal()
        group.wait()
        #expect(order.withLock { $0 } == ["urgent", "first", "second"])
    }

    @Test("A decode that has waited too long goes before higher ones")
    func overdueFirst() {
        let start = ContinuousClock.now
        let old = DecodeArbiter.Ticket(priority: 9, order: 0, since: start)
        let urgent = DecodeArbiter.Ticket(priority: 25, order: 1, since: start + .seconds(4))
        #expect(urgent.precedes(old, at: start + .seconds(4)))
        #expect(old.precedes(urgent, at: start + .seconds(DecodeArbiter.maximumWait)))
        #expect(!urgent.precedes(old, at: start + .seconds(DecodeArbiter.maximumWait)))
    }

    @Test("A cancelled wait ends at once, and its decode does not run")
    func cancelledWaitEnds() {
        let (_, release) = holdTurn()
        let cancelled = Atomic(false)
        let ran = Atomic(false)
        let returned = DispatchSemaphore(value: 0)
        Thread { [arbiter] in
            let result = arbiter.holding(
                threads: Self.cores, priority: 9, isCancelled: { cancelled.load(ordering: .relaxed) }
            ) {
                ran.store(true, ordering: .relaxed)
            }
            #expect(result == nil)
            returned.signal()
        }.start()
        usleep(20_000)
        cancelled.store(true, ordering: .relaxed)
        arbiter.wake()
        #expect(returned.wait(timeout: .now() + 30) == .success, "the cancelled wait did not return")
        let didRun = ran.load(ordering: .relaxed)
        #expect(!didRun)
        release.signal()
    }

    @Test("Another process cannot take the cores while a decode holds them")
    func otherProcessesWait() throws {
        let other = open(arbiter.path, O_RDWR | O_CLOEXEC)
        try #require(other >= 0)
        defer { close(other) }
        let tookIt = arbiter.holding(threads: Self.cores, priority: 21) { flock(other, LOCK_EX | LOCK_NB) == 0 }
        #expect(tookIt == false)
    }

    @Test("A process that waited decodes before this one decodes again")
    func turnsAlternate() throws {
        let gate = open(arbiter.path + ".gate", O_RDWR | O_CLOEXEC)
        let cores = open(arbiter.path, O_RDWR | O_CLOEXEC)
        try #require(gate >= 0 && cores >= 0)
        defer {
            close(gate)
            close(cores)
        }
        let order = Mutex<[String]>([])
        let waiting = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        _ = arbiter.holding(threads: Self.cores, priority: 21) {
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
        for _ in 0..<20 {
            _ = arbiter.holding(threads: Self.cores, priority: 21) { order.withLock { $0.append("this") } }
        }
        done.wait()
        #expect(order.withLock { $0 }.first == "other")
    }

    @Test("Background work lets another process's interactive decode go first")
    func anotherProcessOfHigherPriorityGoesFirst() throws {
        let board = open(arbiter.path + ".board", O_RDWR | O_CLOEXEC)
        try #require(board >= 0)
        defer { close(board) }
        // The other process announces that it waits at user-initiated priority.
        func announce(_ type: Int32) -> Int32 {
            var lock = Glibc.flock()
            lock.l_type = Int16(type)
            lock.l_whence = Int16(SEEK_SET)
            lock.l_start = 25
            lock.l_len = 1
            return fcntl(board, 37, &lock)  // F_OFD_SETLK
        }
        try #require(announce(F_RDLCK) == 0)
        let ran = DispatchSemaphore(value: 0)
        Thread { [arbiter] in _ = arbiter.holding(threads: Self.cores, priority: 9) { ran.signal() } }.start()
        #expect(ran.wait(timeout: .now() + 0.3) == .timedOut, "background work took the cores first")
        _ = announce(F_UNLCK)
        #expect(ran.wait(timeout: .now() + 30) == .success)
        // Work of the same or higher priority does not wait for it.
        try #require(announce(F_RDLCK) == 0)
        defer { _ = announce(F_UNLCK) }
        #expect(arbiter.holding(threads: Self.cores, priority: 25) { true } == true)
    }

    @Test("A decode that fits beside another does not wait")
    func smallDecodesRunAtOnce() throws {
        let threads = Self.cores / 2
        try #require(threads >= 1, "needs 2 cores or more")
        let (_, release) = holdTurn()
        defer { release.signal() }
        let ran = DispatchSemaphore(value: 0)
        Thread { [arbiter] in _ = arbiter.holding(threads: threads, priority: 9) { ran.signal() } }.start()
        #expect(ran.wait(timeout: .now() + 5) == .success, "waited for a turn it does not need")
    }
}
