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
    }

    /// The tokens to decode (none for `.adopt`).
    var tokens: [LlamaToken] {
        if case .decode(let tokens) = kind { tokens } else { [] }
    }

    /// The tokens still to decode.
    var remaining: Int { tokens.count - done }

    /// Whether `self` goes before `other`: higher priority first, then the older.
    func precedes(_ other: DecodeJob) -> Bool {
        priority != other.priority ? priority > other.priority : order < other.order
    }
}
