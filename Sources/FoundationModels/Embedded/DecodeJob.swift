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
        /// Keep (or copy from another sequence) the longest prefix of this prompt that the cache
        /// holds, leaving at least one token to decode.
        case adopt([LlamaToken])
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
    var error: (any Error)?
    let finished = DispatchSemaphore(value: 0)

    init(
        sequence: Int32, kind: Kind, priority: UInt8, order: UInt64, cancel: CancelFlag,
        logits: UnsafeMutableBufferPointer<Float>
    ) {
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

    /// Whether `self` goes before `other`: higher priority first, then the older.
    func precedes(_ other: DecodeJob) -> Bool {
        priority != other.priority ? priority > other.priority : order < other.order
    }
}
