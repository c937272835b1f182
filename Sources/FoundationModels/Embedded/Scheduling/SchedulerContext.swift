import Foundation
import LlamaRuntime

/// What the batch scheduler needs of a llama.cpp context whose KV cache many sequences share.
/// `LlamaSequenceContext` is the real one; tests drive the scheduler with a fake.
///
/// Every call but `requestAbort` comes from the scheduler's thread.
protocol SchedulerContext: AnyObject, Sendable {
    /// The token positions of the KV cache.
    var cellCount: Int { get }
    /// The most tokens one decode takes.
    var batchSize: Int { get }
    /// Decodes spans of any sequences in one call, once it is the batch's turn on the cores. On
    /// failure no span's tokens stay in the cache.
    /// - Parameters:
    ///   - spans: the tokens to decode.
    ///   - priority: the highest task priority of the work in the batch.
    ///   - isCancelled: ends the wait for the turn (read when the arbiter is woken).
    /// - Throws: `LlamaError`: `.contextFull`, `.cancelled`, `.decode`.
    func decode(_ spans: [LlamaSequenceContext.Span], priority: UInt8, isCancelled: () -> Bool) throws
    /// The logits after the last token of a span of the last decode that wanted them.
    func logits(ofSpan index: Int) -> UnsafeBufferPointer<Float>
    /// Removes a sequence's tokens from `position` on.
    func remove(sequence: Int32, from position: Int)
    /// Makes `target` hold the first `count` tokens of `source`, sharing their cells.
    func copy(_ count: Int, of source: Int32, to target: Int32)
    /// A sequence's KV cache, serialized; nil when it cannot be.
    func state(of sequence: Int32) -> [UInt8]?
    /// Replaces a sequence's KV cache with a serialized state; on failure the sequence is empty.
    func restore(_ state: [UInt8], into sequence: Int32) -> Bool
    /// Stops the decode in progress (it throws `.cancelled`); the next decode clears the request.
    func requestAbort()
}

extension LlamaSequenceContext: SchedulerContext {}

/// Where the scheduler keeps the KV states of fixed prompt prefixes between launches
/// (`PrefixStore`). The scheduler calls it only with no lock held.
protocol PrefixKeeper: Sendable {
    /// The length of the longest prefix of `prompt` kept, of at most `limit` tokens.
    func longestPrefix(of prompt: [LlamaToken], limit: Int) -> Int?
    /// Whether a prefix is kept (or to be written, or cannot be kept).
    func contains(_ tokens: ArraySlice<LlamaToken>) -> Bool
    /// The state of a kept prefix, read from disk; nil when it is missing or unusable.
    func state(of tokens: ArraySlice<LlamaToken>) -> [UInt8]?
    /// Keeps a prefix's state (on disk: written before it returns, so that a process that
    /// ends next keeps it).
    func save(_ tokens: ArraySlice<LlamaToken>, state: [UInt8])
}

/// The scheduler's clock: seconds since it was made, and timed waits on its condition. Tests
/// use a clock they move by hand.
protocol SchedulerClock: Sendable {
    /// Seconds since the clock started.
    var now: Double { get }
    /// Waits on a locked condition until it is signalled or the clock reaches `deadline`.
    /// - Returns: false once the deadline has passed.
    func wait(on condition: NSCondition, until deadline: Double) -> Bool
}

/// The real clock.
struct MonotonicClock: SchedulerClock {
    private let start = ContinuousClock.now

    var now: Double { (ContinuousClock.now - start).seconds }

    func wait(on condition: NSCondition, until deadline: Double) -> Bool {
        condition.wait(until: Date(timeIntervalSinceNow: deadline - now))
    }
}
