/// The batch scheduler's policy, apart from llama.cpp and from time: from the work waiting, the
/// next batch. The scheduler runs the plan; tests drive the planner with jobs made by hand.
///
/// On a CPU a decode is compute-bound: tokens added to a batch make it slower for everyone in
/// it. So a person waiting comes first:
/// - Only the highest priority among the waiting jobs and the requests mid-turn is planned (a
///   dialog reply streams alone while the customers' work waits), except work that has waited
///   `maximumWait`: so that nothing starves, the job waiting longest joins a batch with what
///   adds at most `slice` seconds to it, once every `maximumWait` at most (so lower work costs
///   the person waiting a few percent, however many jobs wait).
/// - Within that priority, jobs go oldest first: every short job (a sampled token, forced text)
///   whole; then prompts, the oldest taking what it can. Another prompt joins only to fill a
///   small batch: two prompts decoded together take as long as one after the other, and only
///   delay the first.
/// - Prompts of background work (below `medium` priority, the default of a program's main task)
///   decode in chunks of `backgroundSlice` seconds at the measured cost, so that a request of
///   higher priority stops little work when it comes.
/// - While peers (sequences of the same priority) generate, a prompt takes at most
///   `peerPromptChunk` tokens of a batch, so their tokens keep coming.
/// - A batch of lower priority in flight when a job comes is stopped (and decoded again later)
///   unless it is expected to end within `preemptable` seconds: the reply does not wait for
///   the customers' forced text.
struct BatchPlanner {
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
    /// and when the plan may change with nothing new happening (a request's turn lapses, or
    /// work waiting reaches `maximumWait`).
    struct Plan {
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
    /// How long work of lower priority waits at most before it gets a slice, seconds.
    static let maximumWait = 5.0
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

    /// The most tokens one decode takes.
    var batchSize: Int
    /// This machine's measured decode cost.
    var cost = DecodeCost()
    /// When work of lower priority last got a slice.
    private(set) var lastSlice = -Double.infinity

    /// Whether a batch of lower priority in flight is stopped for a job of higher priority.
    /// - Parameters:
    ///   - tokens: the batch's tokens.
    ///   - elapsed: how long it has been decoding, seconds.
    ///   - cost: the measured decode cost.
    static func preempts(_ tokens: Int, elapsed: Double = 0, cost: DecodeCost) -> Bool {
        cost.seconds(tokens) - elapsed >= preemptable
    }

    /// Plans the next batch.
    /// - Parameters:
    ///   - jobs: the jobs waiting, in any order.
    ///   - active: the requests between their jobs.
    ///   - now: the scheduler's clock, in seconds.
    mutating func plan(_ jobs: [Job], active: [Active], now: Double) -> Plan {
        let live = jobs.indices.filter { jobs[$0].remaining > 0 }
        let current = active.filter { $0.until > now }
        var plan = Plan()
        guard let top = (live.map { jobs[$0].priority } + current.map(\.priority)).max() else { return plan }
        let first = live.filter { jobs[$0].priority == top }.sorted { jobs[$0].order < jobs[$1].order }
        var budget = batchSize
        for index in first where jobs[index].remaining <= Self.shortJob && jobs[index].remaining <= budget {
            plan.entries.append((index, jobs[index].remaining))
            budget -= jobs[index].remaining
        }
        let peersGenerating = !plan.entries.isEmpty
        var promptBudget = min(budget, peersGenerating ? Self.peerPromptChunk : batchSize)
        if top < Self.foreground {
            promptBudget = min(promptBudget, cost.tokens(in: Self.backgroundSlice, beside: plan.tokens, limit: budget))
        }
        for index in first where jobs[index].remaining > Self.shortJob && promptBudget > 0 {
            let room =
                plan.entries.contains { jobs[$0.job].remaining > Self.shortJob }
                ? min(promptBudget, Self.fillTokens - plan.tokens) : promptBudget
            guard room > 0 else { break }
            let count = min(jobs[index].remaining, room)
            plan.entries.append((index, count))
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
                    in: Self.slice, beside: plan.tokens, limit: min(jobs[starved].remaining, budget))
                plan.entries.append((starved, count))
                lastSlice = now
            } else {
                plan.nextChange = due
            }
        }
        if plan.entries.isEmpty, let lapse = current.filter({ $0.priority == top }).map(\.until).min() {
            plan.nextChange = min(plan.nextChange ?? lapse, lapse)
        }
        return plan
    }
}

/// What a decode costs on this machine, by its size, measured as the scheduler runs. On a CPU a
/// token costs about the same in a batch of 3 as alone when decoding is compute-bound, and less
/// in large batches, where llama.cpp's matrix kernels pay off: so the cost is kept apart for
/// each size class (1, 2, 3–4, 5–8, … tokens), as a moving average of seconds per token. A
/// class not measured yet borrows from the nearest one measured, the smaller first (an
/// overestimate, which keeps slices short); until the first decode, a guess.
struct DecodeCost {
    /// Seconds a token, by size class (nil: not measured yet).
    private var perToken: [Double?] = Array(repeating: nil, count: Self.classes)

    /// Records a decode's time.
    /// - Parameters:
    ///   - tokens: the batch's tokens.
    ///   - seconds: how long `llama_decode` took.
    mutating func record(tokens: Int, seconds: Double) {
        guard tokens > 0, seconds > 0 else { return }
        let index = Self.sizeClass(tokens)
        let measured = seconds / Double(tokens)
        perToken[index] = perToken[index].map { $0 + (measured - $0) * 0.3 } ?? measured
    }

    /// The expected time of a decode of `tokens` tokens.
    func seconds(_ tokens: Int) -> Double {
        guard tokens > 0 else { return 0 }
        let index = Self.sizeClass(tokens)
        let nearest = (0..<Self.classes).filter { perToken[$0] != nil }
            .min { (abs($0 - index), $0) < (abs($1 - index), $1) }
        return Double(tokens) * (nearest.flatMap { perToken[$0] } ?? Self.guess)
    }

    /// The most tokens that can join a batch of `base` tokens while adding at most `seconds` to
    /// its time (at least 1, at most `limit`).
    func tokens(in seconds: Double, beside base: Int = 0, limit: Int = 512) -> Int {
        let before = self.seconds(base)
        return (1...max(1, limit)).last { self.seconds(base + $0) - before <= seconds } ?? 1
    }

    /// Seconds a token before anything is measured (100 tokens a second).
    private static let guess = 0.01
    /// Size classes: 1, 2, 3–4, 5–8, … up to 513 and more.
    private static let classes = 11

    private static func sizeClass(_ tokens: Int) -> Int {
        min(Self.classes - 1, Int.bitWidth - (tokens - 1).leadingZeroBitCount)
    }
}
