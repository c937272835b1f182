import Foundation
import LlamaRuntime

/// Continuous batching on one loaded model: every conversation is a sequence of one shared
/// context, and one thread builds each `llama_decode` from them — the next tokens of sequences
/// that are generating, the forced text of guided ones, and chunks of new prompts — as
/// `BatchPlanner` decides, highest task priority first. Each request keeps its own sampler and
/// grammar on its own thread; the scheduler waits briefly for the sequences of the last batch to
/// come back with their next tokens, so they decode together. A request whose prompt shares a
/// prefix that another request is still decoding waits for it and copies it, rather than
/// decoding it a second time beside it.
///
/// When the cache is full, idle sequences are evicted, least recently used first (their
/// conversations are decoded again from the transcript when they continue). When only busy ones
/// are left, the newest conversation gives its cells up to older ones and waits, to decode them
/// again when there is room; a request that cannot fit even alone gets
/// `LanguageModelError.contextSizeExceeded`.
///
/// `@unchecked Sendable`: the mutable state is guarded by `condition`; the context is used only
/// on the scheduler's thread, but for `requestAbort`.
final class BatchScheduler: @unchecked Sendable {
    /// The token positions of the shared KV cache.
    let cells: Int
    /// The model's vocabulary.
    let vocabulary: any TokenVocabulary

    private let makeContext: () throws -> LlamaSequenceContext
    private let turns: DecodeTurns
    private let prefixes: PrefixStore?
    /// The sequence a prefix is copied into to save its state alone (no request holds it).
    private let scratch: Int32
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var context: LlamaSequenceContext?
    private var table: SequenceTable
    private var pending: [DecodeJob] = []
    private var removals: [Int32: Int] = [:]
    /// What sequences that gave up their cells held, decoded again before their next tokens.
    private var lost: [Int32: [LlamaToken]] = [:]
    private var awaited: Set<Int32> = []
    private var inFlight: [DecodeJob] = []
    /// The tokens of the batch being decoded.
    private var inFlightTokens = 0
    /// When `llama_decode` began on the batch in flight (nil while it waits for its turn).
    private var decodingSince: Double?
    /// Whether the batch being decoded was stopped for a job of higher priority.
    private var preempted = false
    /// How many batches were stopped for a job of higher priority.
    private(set) var preemptions = 0
    /// How many tokens were decoded.
    var decodedTokens: Int { condition.withLock { decoded } }
    private var decoded = 0
    private var order: UInt64 = 0
    private var running = false
    /// Whether the context is to be freed once no sequence is held (`stop()`).
    private var stopping = false
    /// How many changes requests made (see `changed()`).
    private var changes = 0
    private var planner = BatchPlanner(batchSize: 512)
    /// The fixed prefix length each sequence keeps on disk once it holds it.
    private var persist: [Int32: Int] = [:]
    /// Prefix states to write to disk once the lock is released.
    private var saves: [(tokens: [LlamaToken], state: [UInt8])] = []
    /// Requests between their jobs (sampling their next token), which count as waiting.
    private var active: [Int32: BatchPlanner.Active] = [:]
    private let started = ContinuousClock.now

    /// The highest priority in the batch being decoded and the batch's tokens (nil when none).
    var inFlightBatch: (priority: UInt8, tokens: Int)? {
        condition.withLock { inFlight.map(\.effectivePriority).max().map { ($0, inFlightTokens) } }
    }

    /// This machine's decode cost, as measured so far.
    var decodeCost: DecodeCost { condition.withLock { planner.cost } }

    /// Seconds since the scheduler was made.
    private var now: Double { (ContinuousClock.now - started).seconds }

    /// Writes a line of the log (`FM_SCHEDULER_LOG=1`), stamped with the scheduler's clock.
    private func trace(_ line: String) {
        FileHandle.standardError.write(Data(("scheduler: " + String(format: "%.3f ", now) + line + "\n").utf8))
    }

    /// The most conversations held at once.
    static let maximumSequences = 128
    /// How long a batch waits for the sequences of the last one.
    static let gatherWindow: TimeInterval = 0.02
    /// How long after its last job a request still counts as waiting (it samples its next token).
    static let activeWindow = 0.1
    /// Whether each plan is logged to stderr (`FM_SCHEDULER_LOG=1`).
    static let log = ProcessInfo.processInfo.environment["FM_SCHEDULER_LOG"] == "1"
    /// A prefix another sequence holds is copied when it spares at least this many tokens.
    static let minimumCopy = 16

    /// - Parameters:
    ///   - sequences: the most sequences (conversations held at once).
    ///   - cells: the token positions of the shared KV cache.
    ///   - vocabulary: the model's vocabulary.
    ///   - turns: whose turn it is to decode on the weights (shared with other schedulers on them).
    ///   - prefixes: where fixed prefixes are kept between launches, if anywhere.
    ///   - makeContext: makes the shared context, on the scheduler's thread at first use.
    init(
        sequences: Int, cells: Int, vocabulary: any TokenVocabulary, turns: DecodeTurns,
        prefixes: PrefixStore? = nil, makeContext: @escaping () throws -> LlamaSequenceContext
    ) {
        self.cells = cells
        self.vocabulary = vocabulary
        self.turns = turns
        self.prefixes = prefixes
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
        condition.lock()
        table.release(sequence.id)
        persist[sequence.id] = nil
        awaited.remove(sequence.id)
        active[sequence.id] = nil
        lost[sequence.id] = nil
        for job in pending { job.waitsForRoom = false }  // the cells it held may be taken now
        changed()
        condition.unlock()
    }

    /// Runs a job and waits for it.
    /// - Throws: `LlamaError` (`.cancelled`, `.contextFull`, `.decode`) or the context's creation error.
    func run(_ kind: DecodeJob.Kind, for sequence: BatchedSequence, logits: UnsafeMutableBufferPointer<Float>)
        throws -> Int
    {
        condition.lock()
        order += 1
        let job = DecodeJob(
            sequence: sequence.id, kind: kind, priority: sequence.priority, order: order, cancel: sequence.cancel,
            logits: logits, queuedAt: now)
        if let held = lost.removeValue(forKey: sequence.id), case .decode = kind { job.restart(after: held) }
        pending.append(job)
        awaited.remove(sequence.id)
        if let highest = inFlight.map(\.effectivePriority).max(), job.priority > highest,
            BatchPlanner.preempts(inFlightTokens, elapsed: decodingSince.map { now - $0 } ?? 0, cost: planner.cost)
        {
            preempted = true
            context?.requestAbort()
        }
        startIfNeeded()
        changed()
        condition.unlock()
        job.finished.wait()
        if let error = job.error { throw error }
        return job.outcome
    }

    /// Drops a sequence's tokens from `count` on (applied before its next decode).
    func truncate(_ id: Int32, to count: Int) {
        condition.lock()
        if let held = lost[id] {
            lost[id] = Array(held.prefix(count))
        } else {
            table.setTokens(Array(table.tokens(of: id).prefix(count)), of: id)
            removals[id] = min(removals[id] ?? Int.max, count)
        }
        condition.unlock()
    }

    /// Stops the decode in progress when every request in it has been cancelled.
    func abortIfAllCancelled() {
        condition.lock()
        abortIfAllCancelledLocked()
        changed()
        condition.unlock()
    }

    private func abortIfAllCancelledLocked() {
        if !inFlight.isEmpty, inFlight.allSatisfy({ $0.cancel.isCancelled }) { context?.requestAbort() }
    }

    /// Wakes the scheduler's thread (and requests waiting for a sequence) after a change the
    /// scheduler must see; counted, so that a change made while a round planned is not missed.
    private func changed() {
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

    /// Whether the thread is to free the context and end now.
    private var stopsNow: Bool { stopping && pending.isEmpty && table.busy.isEmpty }

    /// Frees the context and forgets what the sequences held.
    private func freeContext() {
        stopping = false
        running = false
        context = nil
        table = SequenceTable(count: table.entries.count)
        removals = [:]
        lost = [:]
        persist = [:]
    }

    private func startIfNeeded() {
        guard !running else { return }
        running = true
        Thread.start(named: "fm.scheduler") { [self] in loop() }
    }

    // MARK: The scheduler's thread

    private func loop() {
        while true {
            condition.lock()
            var deadline: Date?
            while true {
                if stopsNow {
                    freeContext()
                    condition.unlock()
                    return
                }
                if pending.isEmpty {
                    deadline = nil
                    condition.wait()
                    continue
                }
                let coming = awaited.subtracting(pending.map(\.sequence))
                if coming.isEmpty { break }
                let until = deadline ?? Date(timeIntervalSinceNow: Self.gatherWindow)
                deadline = until
                if !condition.wait(until: until) { break }
            }
            awaited.removeAll()
            condition.unlock()
            if let (pause, seen) = round() {
                // Nothing could be decoded now: wait for a change since the round planned (a
                // request may have come between its plan and this wait), or for the plan's next one.
                condition.lock()
                let until = Date(timeIntervalSinceNow: pause)
                while changes == seen, condition.wait(until: until) {}
                condition.unlock()
            }
        }
    }

    /// One pass over the pending jobs: cancellations, prefixes, then one batch.
    /// - Returns: nil when something was done, else how long to wait (seconds) before the next
    ///   pass unless something changes, and the count of changes the round saw.
    private func round() -> (pause: Double, seen: Int)? {
        condition.lock()
        let context: LlamaSequenceContext
        do {
            let start = now
            context = try self.context ?? makeContext()
            if self.context == nil {
                planner.batchSize = context.batchSize
                if Self.log { trace("made a context of \(context.cellCount) cells in \(Int((now - start) * 1000)) ms") }
            }
            self.context = context
        } catch {
            for job in pending { finish(job, error) }
            condition.unlock()
            return nil
        }
        for (id, count) in removals { context.remove(sequence: id, from: count) }
        removals.removeAll()
        for job in pending where job.cancel.isCancelled {
            finish(job, LlamaError(.cancelled, "decoding was cancelled"))
        }
        adoptPrefixes(context)
        // A job that waits for an older conversation to end its turn is left out, so the older
        // one's work is planned (planned, the younger would hold the batch forever).
        let jobs = pending.filter { !$0.waitsForRoom }
        let decision = planner.plan(jobs.map(\.planned), active: Array(active.values), now: now)
        var plan = decision.entries.map { (job: jobs[$0.job], count: $0.count) }
        if Self.log {
            let waiting = jobs.map { "\($0.sequence):\($0.remaining)@\($0.effectivePriority)" }.joined(separator: " ")
            let planned = plan.map { "\($0.job.sequence):\($0.count)" }.joined(separator: " ")
            trace("waiting [\(waiting)] active \(active.count) plan [\(planned)]")
        }
        inFlight = plan.map(\.job)
        inFlightTokens = decision.tokens
        decodingSince = nil
        preempted = false
        let pause = decision.nextChange.map { min(max($0 - now, 0.001), 1) } ?? 1
        let seen = changes
        condition.unlock()
        guard !plan.isEmpty else { return pendingIsEmpty ? nil : (pause, seen) }

        let ticket = turns.begin(priority: TaskPriority(rawValue: plan.map(\.job.effectivePriority).max() ?? 0))
        turns.wait(for: ticket, isCancelled: { false })
        defer { turns.end(ticket) }
        while !plan.isEmpty {
            let (spans, stopped) = condition.withLock {
                decodingSince = now
                let spans = plan.map { job, count in
                    LlamaSequenceContext.Span(
                        sequence: job.sequence, tokens: job.tokens[job.done..<(job.done + count)],
                        position: table.tokens(of: job.sequence).count,
                        wantsLogits: job.done + count == job.tokens.count)
                }
                return (spans, preempted)
            }
            // A stop asked for while the batch waited for its turn on the weights.
            if stopped { return dropStoppedBatch() }
            do {
                let begin = ContinuousClock.now
                try context.decode(spans)
                let seconds = (ContinuousClock.now - begin).seconds
                let tokens = spans.reduce(0) { $0 + $1.tokens.count }
                if Self.log { trace("decoded \(tokens) tokens in \(Int(seconds * 1000)) ms") }
                condition.withLock {
                    planner.cost.record(tokens: tokens, seconds: seconds)
                    completed(plan, context: context)
                }
                let written = condition.withLock {
                    defer { saves = [] }
                    return saves
                }
                for save in written { prefixes?.save(save.tokens[...], state: save.state) }
                return nil
            } catch let error as LlamaError where error.code == .contextFull {
                condition.withLock { makeRoom(&plan, context: context) }
            } catch let error as LlamaError where error.code == .cancelled && condition.withLock({ preempted }) {
                return dropStoppedBatch()
            } catch {
                condition.withLock { for (job, _) in plan { finish(job, error) } }
                return nil
            }
        }
        return (Self.gatherWindow, condition.withLock { changes })
    }

    private var pendingIsEmpty: Bool { condition.withLock { pending.isEmpty } }

    /// Forgets a batch stopped for a job of higher priority (nothing of it was kept); its jobs
    /// stay pending and are planned again.
    /// - Returns: nil: the round did something.
    private func dropStoppedBatch() -> (pause: Double, seen: Int)? {
        condition.withLock {
            inFlight = []
            preemptions += 1
        }
        return nil
    }

    /// Records a decoded batch: what each sequence holds, the logits of finished jobs.
    private func completed(_ plan: [(job: DecodeJob, count: Int)], context: LlamaSequenceContext) {
        inFlight = []
        let time = now
        decoded += plan.reduce(0) { $0 + $1.count }
        for (index, (job, count)) in plan.enumerated() {
            let span = job.tokens[job.done..<(job.done + count)]
            table.setTokens(table.tokens(of: job.sequence) + span, of: job.sequence)
            job.done += count
            job.waitingSince = time
            guard job.remaining == 0 else { continue }
            let logits = context.logits(ofSpan: index)
            _ = job.logits.initialize(from: logits)
            awaited.insert(job.sequence)
            active[job.sequence] = BatchPlanner.Active(priority: job.priority, until: time + Self.activeWindow)
            finish(job, nil)
        }
        for (job, _) in plan {
            guard let fixed = persist[job.sequence], table.tokens(of: job.sequence).count >= fixed else { continue }
            persist[job.sequence] = nil
            context.copy(fixed, of: job.sequence, to: scratch)
            if let state = context.state(of: scratch) {
                saves.append((Array(table.tokens(of: job.sequence).prefix(fixed)), state))
            }
            context.remove(sequence: scratch, from: 0)
        }
    }

    /// Lets each new request keep or copy the longest prefix of its prompt that the cache holds.
    /// A request whose prompt shares a longer prefix with what another request is decoding now
    /// waits for that decode (which gets the waiting request's priority if higher), rather than
    /// decoding the same tokens beside it.
    private func adoptPrefixes(_ context: LlamaSequenceContext) {
        for job in pending { job.inherited = 0 }
        for job in pending {
            guard case .adopt(let prompt, let fixed, let whole) = job.kind else { continue }
            let limit = whole ? prompt.count : max(prompt.count - 1, 0)
            func shared(_ tokens: [LlamaToken]) -> Int { min(zip(tokens, prompt).prefix { $0 == $1 }.count, limit) }
            let held = max(
                shared(table.tokens(of: job.sequence)),
                min(table.longestPrefix(of: prompt, besides: job.sequence)?.count ?? 0, limit))
            let coming = pending.filter { $0.sequence != job.sequence && $0.remaining > 0 }
                .map { (job: $0, count: shared(table.tokens(of: $0.sequence) + $0.tokens[$0.done...])) }
                .max { $0.count < $1.count }
            if let coming, coming.count >= held + Self.minimumCopy {
                coming.job.inherited = max(coming.job.inherited, job.priority)
                continue
            }
            job.done = adopt(prompt, upTo: limit, into: job.sequence, context: context)
            if fixed >= PrefixStore.minimumTokens, let prefixes, !prefixes.contains(prompt[..<fixed]) {
                persist[job.sequence] = fixed
            }
            finish(job, nil)
        }
    }

    /// After a batch found no room, makes some: evicts the least recently used idle sequence;
    /// else leaves the youngest conversation's job for a later batch; else (one job left) the
    /// youngest conversation younger than the job's gives up its cells. With none, the job waits
    /// for older conversations to finish, and fails only if there are none: it cannot fit alone.
    private func makeRoom(_ plan: inout [(job: DecodeJob, count: Int)], context: LlamaSequenceContext) {
        defer { inFlight = plan.map(\.job) }
        if let victim = table.evictable.first {
            context.remove(sequence: victim, from: 0)
            table.setTokens([], of: victim)
            return
        }
        func age(_ index: Int) -> UInt64 { table.lastUsed(of: plan[index].job.sequence) }
        if plan.count > 1, let youngest = plan.indices.max(by: { age($0) < age($1) }) {
            plan.remove(at: youngest)
            return
        }
        guard let job = plan.first?.job else { return }
        let jobAge = table.lastUsed(of: job.sequence)
        let younger = table.busy.filter { table.lastUsed(of: $0) > jobAge && !table.tokens(of: $0).isEmpty }
        if let victim = younger.max(by: { table.lastUsed(of: $0) < table.lastUsed(of: $1) }) {
            giveUpCells(of: victim, context: context)
            return
        }
        plan.removeAll()
        guard !table.busy.contains(where: { table.lastUsed(of: $0) < jobAge }) else {
            job.waitsForRoom = true
            return
        }
        finish(
            job,
            LlamaError(
                .contextFull,
                "the shared KV cache of \(context.cellCount) tokens has no room for this conversation; raise "
                    + "LlamaLanguageModel.cacheMemory"))
    }

    /// Frees a busy sequence's cells; what it held is decoded again before its next tokens.
    private func giveUpCells(of id: Int32, context: LlamaSequenceContext) {
        let held = table.tokens(of: id)
        context.remove(sequence: id, from: 0)
        table.setTokens([], of: id)
        removals[id] = nil
        if let job = pending.first(where: { $0.sequence == id }), case .decode = job.kind {
            job.restart(after: Array(held.dropLast(job.done)))
        } else {
            lost[id] = held
        }
    }

    /// Keeps the longest prefix of a prompt that the cache holds in a sequence (its own, copied
    /// from another sequence, or loaded from disk), leaving at least one token to decode.
    /// - Returns: the number of tokens kept.
    private func adopt(_ prompt: [LlamaToken], upTo limit: Int, into id: Int32, context: LlamaSequenceContext)
        -> Int
    {
        // What the sequence holds is decided here: tokens it gave up before are not restored
        // (they would be decoded again in front of the prompt's own).
        lost[id] = nil
        var own = min(zip(table.tokens(of: id), prompt).prefix { $0 == $1 }.count, limit)
        let best = table.longestPrefix(of: prompt, besides: id).map { (id: $0.id, count: min($0.count, limit)) }
        let inMemory = max(own, best?.count ?? 0)
        let start = now
        if let stored = prefixes?.load(
            longestPrefixOf: prompt, longerThan: inMemory + Self.minimumCopy - 1, limit: limit)
        {
            let read = now
            if context.restore(stored.state, into: id) {
                table.setTokens(Array(prompt.prefix(stored.count)), of: id)
                if Self.log {
                    trace(
                        "loaded \(stored.count) tokens from disk: read \(Int((read - start) * 1000)) ms, "
                            + "restored \(Int((now - read) * 1000)) ms")
                }
                return stored.count
            }
            table.setTokens([], of: id)
            own = 0
        }
        if let best, best.count >= own + Self.minimumCopy {
            context.copy(best.count, of: best.id, to: id)
            table.setTokens(Array(prompt.prefix(best.count)), of: id)
            return best.count
        }
        context.remove(sequence: id, from: own)
        table.setTokens(Array(table.tokens(of: id).prefix(own)), of: id)
        return own
    }

    /// Ends a job; a failed one leaves nothing of its tokens in the sequence.
    private func finish(_ job: DecodeJob, _ error: (any Error)?) {
        job.error = error
        // A cancelled prompt keeps what was decoded of it: another request may continue from it.
        let cancelled = (error as? LlamaError)?.code == .cancelled && job.restored == 0
        if error != nil, !cancelled, case .decode = job.kind, job.done > 0 || job.restored > 0 {
            // The sequence keeps what it held before the job; tokens being restored are restored later.
            let kept = table.tokens(of: job.sequence).count - job.done
            table.setTokens(Array(table.tokens(of: job.sequence).prefix(kept)), of: job.sequence)
            removals[job.sequence] = min(removals[job.sequence] ?? Int.max, kept)
            if job.restored > 0 { lost[job.sequence] = Array(job.tokens.prefix(job.restored)) }
        }
        pending.removeAll { $0 === job }
        job.finished.signal()
    }
}
