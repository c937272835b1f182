import Foundation
import LlamaRuntime
import Synchronization

/// Continuous batching on one loaded model: every conversation is a sequence of one shared
/// context, and one thread builds each `llama_decode` from them — the next tokens of sequences
/// that are generating, the forced text of guided ones, and chunks of new prompts. Each request
/// keeps its own sampler and grammar on its own thread; the scheduler waits briefly for the
/// sequences of the last batch to come back with their next tokens, so they decode together.
///
/// Each round plans, then executes, then records:
/// 1. under the lock, a snapshot of the jobs and sequences goes to the planner (`BatchPlanner`,
///    the whole policy, pure), and its plan is committed to the scheduler's books;
/// 2. with no lock held, the plan runs: cache operations (removals, copies, states restored
///    from disk), then the batch's decode once it is its turn on the cores, then the states of
///    prefixes to keep (serialized and written);
/// 3. under the lock, the outcome is recorded and the requests whose jobs ended resume.
/// What may take long besides (making the context, looking prefixes up on disk) is also done
/// with no lock held, before the round. Requests wait on the lock only while books are kept.
///
/// `@unchecked Sendable`: the mutable state is guarded by `condition`; the context is used only
/// on the scheduler's thread, but for `requestAbort`.
final class BatchScheduler: @unchecked Sendable {
    /// The token positions of the shared KV cache.
    let cells: Int
    /// The model's vocabulary.
    let vocabulary: any TokenVocabulary

    let makeContext: () throws -> any SchedulerContext
    let prefixes: (any PrefixKeeper)?
    private let arbiter: DecodeArbiter
    let clock: any SchedulerClock
    /// The sequence a prefix is copied into to save its state alone (no request holds it).
    let scratch: Int32
    let condition = NSCondition()
    /// Ends the wait of the batch in flight for its turn on the cores (a job of higher priority
    /// came, or every request in it was cancelled).
    let waitStopped = Atomic<Bool>(false)
    // Guarded by `condition`:
    var context: (any SchedulerContext)?
    var table: SequenceTable
    var pending: [DecodeJob] = []
    /// Sequences truncated since the last round, and from where.
    var removals: [Int32: Int] = [:]
    /// What sequences that gave up their cells held, decoded again before their next tokens.
    var lost: [Int32: [LlamaToken]] = [:]
    /// Sequences of the last batch, whose requests are sampling their next tokens.
    var awaited: Set<Int32> = []
    /// The batch being decoded: its jobs, tokens and highest priority.
    var inFlight: (jobs: [DecodeJob], tokens: Int, priority: UInt8)?
    /// When the batch in flight was handed to the context (nil while none is).
    var decodingSince: Double?
    /// Whether a job of higher priority came while the batch was in flight.
    var preempted = false
    /// How many batches were stopped for a job of higher priority.
    var preemptionCount = 0
    /// How many tokens were decoded.
    var decoded = 0
    var order: UInt64 = 0
    var running = false
    /// Whether the context is to be freed once no sequence is held (`stop()`).
    var stopping = false
    /// How many changes requests made (see `changed()`).
    var changes = 0
    var planner = BatchPlanner(batchSize: 512)
    /// The fixed prefix length each sequence keeps on disk once it holds it.
    var persist: [Int32: Int] = [:]
    /// Requests between their jobs (sampling their next token), which count as waiting.
    var active: [Int32: BatchPlanner.Active] = [:]
    /// The cells a decode found room for when it found less than the table counts (llama.cpp
    /// disagreed); the next plan keeps to it, and a decode that succeeds clears it.
    var roomFound: Int?

    /// How many tokens were decoded.
    var decodedTokens: Int { condition.withLock { decoded } }
    /// How many batches were stopped for a job of higher priority.
    var preemptions: Int { condition.withLock { preemptionCount } }
    /// The highest priority in the batch being decoded and the batch's tokens (nil when none).
    var inFlightBatch: (priority: UInt8, tokens: Int)? {
        condition.withLock { inFlight.map { ($0.priority, $0.tokens) } }
    }
    /// This machine's decode cost, as measured so far.
    var decodeCost: DecodeCost { condition.withLock { planner.cost } }
    /// Whether the scheduler holds a context now.
    var hasContext: Bool { condition.withLock { context != nil } }

    /// The most conversations held at once.
    static let maximumSequences = 128
    /// How long a batch waits for the sequences of the last one.
    static let gatherWindow = 0.02
    /// How long after its last job a request still counts as waiting (it samples its next token).
    static let activeWindow = 0.1

    /// - Parameters:
    ///   - sequences: the most sequences (conversations held at once).
    ///   - cells: the token positions of the shared KV cache.
    ///   - vocabulary: the model's vocabulary.
    ///   - prefixes: where fixed prefixes are kept between launches, if anywhere.
    ///   - arbiter: whose turn it is on the cores (woken when the batch's wait is to end).
    ///   - clock: the clock of the scheduler's waits.
    ///   - makeContext: makes the shared context, on the scheduler's thread at first use.
    init(
        sequences: Int, cells: Int, vocabulary: any TokenVocabulary, prefixes: (any PrefixKeeper)? = nil,
        arbiter: DecodeArbiter = .shared, clock: any SchedulerClock = MonotonicClock(),
        makeContext: @escaping () throws -> any SchedulerContext
    ) {
        self.cells = cells
        self.vocabulary = vocabulary
        self.prefixes = prefixes
        self.arbiter = arbiter
        self.clock = clock
        self.makeContext = makeContext
        table = SequenceTable(count: sequences - 1)
        scratch = Int32(sequences - 1)
    }

    // MARK: Requests' side

    /// Takes a sequence for a prompt, waiting while every sequence is busy.
    /// - Parameters:
    ///   - tokens: the prompt.
    ///   - contextLength: the most tokens the conversation may hold (at most `cells`).
    ///   - priority: the request's task priority.
    ///   - cancel: the request's cancellation flag.
    ///   - prewarm: whether the request is a prewarm, which a request that continues it cancels.
    func acquire(
        for tokens: [LlamaToken], contextLength: Int, priority: TaskPriority, cancel: CancelFlag, prewarm: Bool
    ) -> BatchedSequence {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if case .take(let id) = table.choose(for: tokens, prewarm: prewarm ? cancel : nil) {
                return BatchedSequence(
                    id: id, scheduler: self, contextLength: min(contextLength, cells), priority: priority.rawValue,
                    cancel: cancel)
            }
            abortIfAllCancelledLocked()  // a prewarm this request continues was cancelled
            condition.wait()
        }
    }

    /// Gives a sequence back.
    func release(_ sequence: BatchedSequence) {
        condition.withLock {
            table.release(sequence.id)
            persist[sequence.id] = nil
            awaited.remove(sequence.id)
            active[sequence.id] = nil
            lost[sequence.id] = nil
            for job in pending { job.waitsForRoom = false }  // the cells it held may be taken now
            changed()
        }
    }

    /// Runs a job and waits for it.
    /// - Throws: `LlamaError` (`.cancelled`, `.contextFull`, `.decode`) or the context's creation error.
    func run(_ kind: DecodeJob.Kind, for sequence: BatchedSequence, logits: UnsafeMutableBufferPointer<Float>)
        throws -> Int
    {
        let job = condition.withLock {
            order += 1
            let job = DecodeJob(
                sequence: sequence.id, kind: kind, priority: sequence.priority, order: order, cancel: sequence.cancel,
                logits: logits, queuedAt: clock.now)
            if prefixes == nil, case .adopt = kind { job.lookup = (nil, true) }
            if let held = lost.removeValue(forKey: sequence.id), case .decode = kind { job.restart(after: held) }
            pending.append(job)
            awaited.remove(sequence.id)
            if let flight = inFlight, job.priority > flight.priority {
                preempted = true
                stopWaiting()
                let elapsed = decodingSince.map { clock.now - $0 } ?? 0
                if BatchPlanner.preempts(flight.tokens, elapsed: elapsed, cost: planner.cost) {
                    context?.requestAbort()
                }
            }
            startIfNeeded()
            changed()
            return job
        }
        job.finished.wait()
        if let error = job.error { throw error }
        return job.outcome
    }

    /// Drops a sequence's tokens from `count` on (applied before its next decode).
    func truncate(_ id: Int32, to count: Int) {
        condition.withLock {
            if let held = lost[id] {
                lost[id] = Array(held.prefix(count))
            } else {
                table.truncate(id, to: count)
                removals[id] = min(removals[id] ?? Int.max, count)
            }
        }
    }

    /// Stops the decode in progress when every request in it has been cancelled.
    func abortIfAllCancelled() {
        condition.withLock {
            abortIfAllCancelledLocked()
            changed()
        }
    }

    private func abortIfAllCancelledLocked() {
        guard let flight = inFlight, flight.jobs.allSatisfy({ $0.cancel.isCancelled }) else { return }
        context?.requestAbort()
        stopWaiting()
    }

    /// Ends the in-flight batch's wait for its turn on the cores.
    private func stopWaiting() {
        waitStopped.store(true, ordering: .relaxed)
        arbiter.wake()
    }

    /// Wakes the scheduler's thread (and requests waiting for a sequence) after a change the
    /// scheduler must see; counted, so that a change made while a round planned is not missed.
    func changed() {
        changes &+= 1
        condition.broadcast()
    }

    /// Frees the context and ends the scheduler's thread once no sequence is held and nothing is
    /// pending (at once when that is so now). What the sequences held is forgotten; a later
    /// request makes a new context.
    func stop() {
        condition.withLock {
            stopping = true
            changed()
        }
    }

    private func startIfNeeded() {
        guard !running else { return }
        running = true
        Thread.start(named: "fm.scheduler") { [self] in loop() }
    }
}
