import Dispatch
import LlamaRuntime

/// A request's work for the batch scheduler: tokens to decode at the end of its sequence, or a
/// prompt whose longest available prefix the sequence takes over. The requesting thread waits
/// for `finished`; the scheduler fills in the outcome.
///
/// `@unchecked Sendable`: the mutable fields are written by the scheduler's thread before it
/// signals `finished`, and read by the requesting thread after.
final class DecodeJob: @unchecked Sendable {
    enum Kind {
        /// Decode these tokens; the logits after the last are copied into `logits`.
        case decode([LlamaToken])
        /// Keep (or copy from another sequence, or load from disk) the longest prefix of this
        /// prompt that the cache holds, leaving at least one token to decode unless `whole` (a
        /// prewarm, which needs no logits, may take its whole prompt); once the sequence holds
        /// the first `fixed` tokens, keep their state on disk.
        case adopt([LlamaToken], fixed: Int, whole: Bool)
    }

    let sequence: Int32
    let kind: Kind
    let priority: UInt8
    let order: UInt64
    let cancel: CancelFlag
    let logits: UnsafeMutableBufferPointer<Float>
    /// The tokens to decode (none for `.adopt`): the request's, after any the sequence lost.
    private(set) var tokens: [LlamaToken]
    /// How many of `tokens` the sequence held before it gave its cells up to an older
    /// conversation (they are decoded again first).
    private(set) var restored = 0
    /// Tokens decoded so far (for `.adopt`, the prefix kept).
    var done = 0
    /// When the job was queued or last planned, on the scheduler's clock (seconds).
    var waitingSince: Double
    /// The priority of a request waiting for this job's tokens to copy them (an adopt deferred
    /// until a prefix it shares is decoded), when higher than the job's own.
    var inherited: UInt8 = 0
    /// Set when the cache has no room for the job until an older conversation's turn ends:
    /// it is not planned until a sequence is released.
    var waitsForRoom = false
    var error: (any Error)?
    let finished = DispatchSemaphore(value: 0)

    init(
        sequence: Int32, kind: Kind, priority: UInt8, order: UInt64, cancel: CancelFlag,
        logits: UnsafeMutableBufferPointer<Float>, queuedAt: Double
    ) {
        waitingSince = queuedAt
        self.sequence = sequence
        self.kind = kind
        self.priority = priority
        self.order = order
        self.cancel = cancel
        self.logits = logits
        if case .decode(let tokens) = kind { self.tokens = tokens } else { tokens = [] }
    }

    /// The request's own tokens decoded (for `.adopt`, the prefix kept).
    var outcome: Int { done - restored }

    /// Starts again after the sequence gave up its cells: what it held before this job (the
    /// cache's `before`, then any tokens restored already) is decoded first.
    func restart(after before: [LlamaToken]) {
        let held = before + tokens[..<restored]
        tokens = held + tokens[restored...]
        restored = held.count
        done = 0
    }

    /// The tokens still to decode.
    var remaining: Int { tokens.count - done }

    /// The priority the job is planned at: its own, or that of a request waiting for it.
    var effectivePriority: UInt8 { max(priority, inherited) }

    /// The job as the planner sees it.
    var planned: BatchPlanner.Job {
        BatchPlanner.Job(
            sequence: sequence, priority: effectivePriority, order: order, remaining: remaining,
            waitingSince: waitingSince)
    }
}
