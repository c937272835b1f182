import LlamaRuntime

/// How the next batch is chosen from the jobs left once the cache is arranged (see `BatchPlanner`).
extension BatchPlanner {
    /// A job waiting to be decoded.
    struct Job {
        /// The sequence it decodes into.
        let sequence: Int32
        /// The request's task priority.
        let priority: UInt8
        /// When it was queued, among all jobs.
        let order: UInt64
        /// The tokens still to decode.
        let remaining: Int
        /// When it was queued or last planned, in seconds on the scheduler's clock.
        let waitingSince: Double
    }

    /// A request between its jobs (sampling its next token): it counts as waiting until `until`.
    struct Active {
        let priority: UInt8
        let until: Double
    }

    /// The next batch: which jobs (indices into the planned list) and how many tokens of each,
    /// and when it may change with nothing new happening (a request's turn lapses, or work
    /// waiting reaches `maximumWait`).
    struct Batch {
        var entries: [(job: Int, count: Int)] = []
        var nextChange: Double?
        var tokens: Int { entries.reduce(0) { $0 + $1.count } }
    }

    /// Jobs of at most this many tokens (a sampled token, forced text) are never split.
    static let shortJob = 16
    /// The most a decode holds the CPU for work of lower priority while someone waits, seconds.
    static let slice = 0.2
    /// The length of a prompt chunk of background work, seconds.
    static let backgroundSlice = 1.0
    /// How long work of lower priority waits at most before it gets a slice, seconds: the
    /// arbiter's one starvation rule.
    static let maximumWait = DecodeArbiter.maximumWait
    /// While peers generate, the prompt tokens a batch takes beside their next tokens.
    static let peerPromptChunk = 256
    /// A batch smaller than this takes more prompts (on a CPU larger batches gain nothing more).
    static let fillTokens = 64
    /// Task priorities below this one are background work (`TaskPriority.medium`, the priority of
    /// a program's main task on Linux).
    static let foreground: UInt8 = 21

    /// A batch of lower priority expected to take less than this is left to finish when a job of
    /// higher priority comes, seconds.
    static let preemptable = 0.05

    /// Whether a batch of lower priority in flight is stopped for a job of higher priority.
    /// - Parameters:
    ///   - tokens: the batch's tokens.
    ///   - elapsed: how long it has been decoding, seconds.
    ///   - cost: the measured decode cost.
    static func preempts(_ tokens: Int, elapsed: Double = 0, cost: DecodeCost) -> Bool {
        cost.seconds(tokens) - elapsed >= preemptable
    }

    /// Chooses the next batch.
    /// - Parameters:
    ///   - jobs: the jobs waiting, in any order.
    ///   - active: the requests between their jobs.
    ///   - now: the scheduler's clock, in seconds.
    mutating func compose(_ jobs: [Job], active: [Active], now: Double) -> Batch {
        let live = jobs.indices.filter { jobs[$0].remaining > 0 }
        let current = active.filter { $0.until > now }
        var batch = Batch()
        guard let top = (live.map { jobs[$0].priority } + current.map(\.priority)).max() else { return batch }
        let first = live.filter { jobs[$0].priority == top }.sorted { jobs[$0].order < jobs[$1].order }
        var budget = batchSize
        for index in first where jobs[index].remaining <= Self.shortJob && jobs[index].remaining <= budget {
            batch.entries.append((index, jobs[index].remaining))
            budget -= jobs[index].remaining
        }
        let peersGenerating = !batch.entries.isEmpty
        var promptBudget = min(budget, peersGenerating ? Self.peerPromptChunk : batchSize)
        if top < Self.foreground {
            promptBudget = min(promptBudget, cost.tokens(in: Self.backgroundSlice, beside: batch.tokens, limit: budget))
        }
        for index in first where jobs[index].remaining > Self.shortJob && promptBudget > 0 {
            let room =
                batch.entries.contains { jobs[$0.job].remaining > Self.shortJob }
                ? min(promptBudget, Self.fillTokens - batch.tokens) : promptBudget
            guard room > 0 else { break }
            let count = min(jobs[index].remaining, room)
            batch.entries.append((index, count))
            promptBudget -= count
            budget -= count
        }
        // Work of lower priority that has waited long enough gets a slice.
        let lower = live.filter { jobs[$0].priority < top }
        if let starved = lower.min(by: {
            (jobs[$0].waitingSince, jobs[$0].order) < (jobs[$1].waitingSince, jobs[$1].order)
        }) {
            let due = max(jobs[starved].waitingSince, lastSlice) + Self.maximumWait
            if now >= due, budget > 0 {
                let count = cost.tokens(
                    in: Self.slice, beside: batch.tokens, limit: min(jobs[starved].remaining, budget))
                batch.entries.append((starved, count))
                lastSlice = now
            } else {
                batch.nextChange = due
            }
        }
        if batch.entries.isEmpty, let lapse = current.filter({ $0.priority == top }).map(\.until).min() {
            batch.nextChange = min(batch.nextChange ?? lapse, lapse)
        }
        return batch
    }
}
