import LlamaRuntime

/// What one round of the batch scheduler does, as its planner decided: the cache operations to
/// run first, in order, then one batch. The scheduler runs it with no lock held, then records
/// the outcome.
struct SchedulerPlan {
    /// A change to the KV cache, run before the batch.
    enum Operation: Equatable {
        /// Drop a sequence's tokens from a position on.
        case remove(Int32, from: Int)
        /// Make `to` hold the first `count` tokens of `of`, sharing their cells.
        case copy(Int, of: Int32, to: Int32)
        /// Load the state of the prompt's first `count` tokens from disk into the job's sequence.
        case restore(job: UInt64, sequence: Int32, tokens: [LlamaToken])

        /// The job of a restore.
        var restoredJob: UInt64? {
            if case .restore(let job, _, _) = self { job } else { nil }
        }
    }

    /// Why a job ends without being decoded.
    enum Ending: Equatable {
        case cancelled
        /// The conversation cannot fit in the cache even alone.
        case noRoom
    }

    /// Jobs that end now.
    var ended: [(job: UInt64, ending: Ending)] = []
    /// Cache operations, in order.
    var operations: [Operation] = []
    /// Adoptions done once the operations ran (restores are done when they succeed): how many
    /// tokens of its prompt each job's sequence holds.
    var adopted: [(job: UInt64, count: Int)] = []
    /// Jobs planned at the priority of a request waiting to copy their tokens.
    var inherited: [UInt64: UInt8] = [:]
    /// Busy sequences that gave their cells up to older conversations, and what they held (to
    /// decode again before their next tokens).
    var givenUp: [(sequence: Int32, held: [LlamaToken])] = []
    /// Jobs left until an older conversation ends: there is no room for them before.
    var waitForRoom: [UInt64] = []
    /// Sequences whose first tokens are to be kept on disk once they hold them: how many.
    var persist: [Int32: Int] = [:]
    /// The batch: how many tokens of each job, and the priority it is decoded at.
    var batch: [(job: UInt64, count: Int, priority: UInt8)] = []
    /// Prefixes to keep on disk once the batch is decoded: their sequence and tokens.
    var saves: [(sequence: Int32, tokens: [LlamaToken])] = []
    /// The sequences as they are once the operations ran (a restore that fails empties its
    /// sequence instead).
    var table: SequenceTable
    /// When the plan may change with nothing new happening, on the scheduler's clock.
    var nextChange: Double?

    /// The tokens of the batch.
    var tokens: Int { batch.reduce(0) { $0 + $1.count } }

    /// Whether the round does nothing.
    var isEmpty: Bool { ended.isEmpty && operations.isEmpty && adopted.isEmpty && batch.isEmpty }
}
