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
    /// For `.adopt`: the longest prefix of the prompt kept on disk, and whether its fixed prefix
    /// is kept (looked up with no lock held before the job is planned); nil until then.
    var lookup: (stored: Int?, fixedKept: Bool)?
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

    /// Whether the planner can plan it (an adoption's lookup is done).
    var isReady: Bool {
        if case .adopt = kind { lookup != nil } else { true }
    }

    /// The job as the planner sees it.
    var snapshot: SchedulerSnapshot.Job {
        let work: SchedulerSnapshot.Job.Work
        switch kind {
        case .decode: work = .decode(tokens[done...])
        case .adopt(let prompt, let fixed, let whole):
            work = .adopt(
                prompt: prompt, fixed: fixed, whole: whole, stored: lookup?.stored, fixedKept: lookup?.fixedKept ?? true
            )
        }
        return SchedulerSnapshot.Job(
            id: order, sequence: sequence, work: work, priority: priority, waitingSince: waitingSince,
            cancelled: cancel.isCancelled, waitsForRoom: waitsForRoom)
    }
}
