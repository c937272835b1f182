import LlamaRuntime

/// The batch scheduler at one moment, as its planner sees it: values only, taken under the
/// scheduler's lock, so that the planner is a pure function of them.
struct SchedulerSnapshot {
    /// A request's job waiting to be decoded.
    struct Job {
        /// What a job asks for.
        enum Work {
            /// Tokens to decode at the end of the sequence: those not decoded yet.
            case decode(ArraySlice<LlamaToken>)
            /// The longest prefix of a prompt that the cache holds (the sequence's own, another
            /// sequence's, or one kept on disk), leaving at least one token to decode unless
            /// `whole`; once the sequence holds the first `fixed` tokens, their state is kept
            /// on disk unless `fixedKept`. `stored`: the longest prefix kept on disk.
            case adopt(prompt: [LlamaToken], fixed: Int, whole: Bool, stored: Int?, fixedKept: Bool)
        }

        /// The job's order of arrival, unique among the scheduler's jobs.
        let id: UInt64
        let sequence: Int32
        let work: Work
        /// The request's task priority.
        let priority: UInt8
        /// When it was queued or last decoded, on the scheduler's clock (seconds).
        let waitingSince: Double
        /// Whether its request was cancelled.
        let cancelled: Bool
        /// Whether it waits for an older conversation to end before there is room for it.
        let waitsForRoom: Bool

        /// The tokens still to decode (none for an adoption).
        var remaining: Int {
            if case .decode(let tokens) = work { tokens.count } else { 0 }
        }
    }

    /// The jobs waiting, in order of arrival.
    var jobs: [Job]
    /// The sequences and the cells they hold.
    var table: SequenceTable
    /// Sequences truncated by their requests since the last round: the cache drops their tokens
    /// from these positions on.
    var removals: [Int32: Int] = [:]
    /// The requests between their jobs (sampling their next token).
    var active: [BatchPlanner.Active] = []
    /// Sequences whose first tokens are to be kept on disk once they hold them: how many.
    var persist: [Int32: Int] = [:]
    /// The cells the cache has room for.
    var cells: Int
    /// The scheduler's clock, in seconds.
    var now: Double
}
