import Foundation
import LlamaRuntime
import Locking
import Synchronization

@testable import FoundationModels

/// A clock a test moves by hand; the scheduler's timed waits end when it passes their deadline.
final class ManualClock: SchedulerClock, @unchecked Sendable {
    private let time = Locked(0.0)
    private let waiting = Locked<[ObjectIdentifier: NSCondition]>([:])

    var now: Double { time.withLock { $0 } }

    func wait(on condition: NSCondition, until deadline: Double) -> Bool {
        guard now < deadline else { return false }
        waiting.withLock { $0[ObjectIdentifier(condition)] = condition }
        condition.wait()
        return now < deadline
    }

    /// Moves the clock on and wakes the scheduler's waits.
    func advance(by seconds: Double) {
        time.withLock { $0 += seconds }
        for condition in waiting.withLock({ Array($0.values) }) {
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }
    }
}

/// A batch scheduler on a fake context, and requests that run on threads of their own as the
/// engine's do.
final class SchedulerHarness: @unchecked Sendable {
    static let vocabulary = ScriptedVocabulary()
    let context: FakeContext
    let keeper: FakePrefixKeeper?
    let clock: any SchedulerClock
    let scheduler: BatchScheduler
    let arbiter = DecodeArbiter(path: NSTemporaryDirectory() + "/scheduler-test-\(UUID().uuidString).lock")
    private let made = Locked(0)

    /// - Parameters:
    ///   - cells: the cache's cells.
    ///   - keeper: where prefixes are kept, if anywhere.
    ///   - clock: the scheduler's clock.
    init(cells: Int = 1024, keeper: FakePrefixKeeper? = nil, clock: any SchedulerClock = MonotonicClock()) {
        let context = FakeContext(cells: cells, vocabularySize: Self.vocabulary.count)
        self.context = context
        self.keeper = keeper
        self.clock = clock
        let made = self.made
        scheduler = BatchScheduler(
            sequences: 8, cells: cells, vocabulary: Self.vocabulary, prefixes: keeper, arbiter: arbiter, clock: clock
        ) {
            // The first context is the harness's; one made after a stop is new and empty.
            let count = made.withLock { count in
                count += 1
                return count
            }
            return count == 1 ? context : FakeContext(cells: cells, vocabularySize: Self.vocabulary.count)
        }
    }

    deinit {
        for suffix in ["", ".gate", ".board"] { unlink(arbiter.path + suffix) }
    }

    /// How many contexts the scheduler made.
    var contextsMade: Int { made.withLock { $0 } }

    /// Takes a sequence for a prompt (on the calling thread).
    func acquire(_ prompt: [LlamaToken], priority: TaskPriority = .medium, cancel: CancelFlag = CancelFlag())
        -> BatchedSequence
    {
        scheduler.acquire(
            for: prompt, contextLength: scheduler.cells, priority: priority, cancel: cancel, prewarm: false)
    }

    /// Runs work on a thread of its own (a request's sequence is used by one thread at a time).
    func start<Value: Sendable>(_ work: @escaping () throws -> Value) -> Running<Value> {
        let running = Running<Value>()
        let body = Unchecked(work)
        Thread { running.finish(Result { try body.value() }) }.start()
        return running
    }

    /// A prompt of `count` tokens from `start` (tokens of the scripted vocabulary).
    static func tokens(_ count: Int, from start: Int = 1) -> [LlamaToken] {
        (0..<count).map { LlamaToken(1 + (start + $0) % 250) }
    }
}

/// A value handed to another thread by a test that uses it from one thread at a time.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Work running on a thread of its own.
final class Running<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Locked<Result<Value, any Error>?>(nil)

    fileprivate func finish(_ outcome: Result<Value, any Error>) {
        result.withLock { $0 = outcome }
        done.signal()
    }

    /// The outcome, once the work ends within `seconds` (nil if it does not).
    func wait(seconds: Double = 60) -> Result<Value, any Error>? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        done.signal()
        return result.withLock { $0 }
    }

    /// Whether the work has ended.
    var isDone: Bool { result.withLock { $0 != nil } }
}
