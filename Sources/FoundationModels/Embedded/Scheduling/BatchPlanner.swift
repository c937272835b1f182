import LlamaRuntime

/// The batch scheduler's policy, apart from llama.cpp, threads and time: from a snapshot of the
/// scheduler, the plan of its next round. The scheduler runs the plan; tests drive the planner
/// with snapshots made by hand. A round decides, in this order:
///
/// 1. **Cancelled jobs** end.
/// 2. **Prefixes.** A new request's sequence keeps the longest prefix of its prompt that the
///    cache holds: its own tokens, a prefix another sequence holds (copied, sharing its cells),
///    or one kept on disk (restored) when that is `minimumCopy` tokens longer. A request whose
///    prompt shares a longer prefix with what another request is still decoding waits for it
///    and copies it then (the decode gets the waiting request's priority if higher), rather
///    than decoding the same tokens beside it.
/// 3. **The batch** (`compose`): a person waiting comes first; see `BatchPlanner+Batch.swift`.
/// 4. **Room.** Each decoded token takes a cell of the cache (`SequenceTable` counts them).
///    While the batch does not fit, idle sequences are evicted, least recently used first (their
///    conversations are decoded again from the transcript when they continue); then the
///    youngest conversation's job is left for a later batch; then, with one job left, the
///    youngest busy conversation younger than it gives up its cells (decoded again before its
///    next tokens). With none, the job waits for older conversations to end, and ends with
///    `.noRoom` only when there are none: it cannot fit even alone.
/// 5. **Prefixes to keep.** A sequence that will hold the fixed prefix of its prompt (the
///    instructions, a prewarmed prompt) once the batch is decoded has its state saved to disk.
struct BatchPlanner {
    /// The most tokens one decode takes.
    var batchSize: Int
    /// This machine's measured decode cost.
    var cost = DecodeCost()
    /// When work of lower priority last got a slice.
    var lastSlice = -Double.infinity

    /// A prefix another sequence holds is copied (or a kept one restored) when it spares at
    /// least this many tokens.
    static let minimumCopy = 16

    /// Plans a round.
    mutating func plan(_ snapshot: SchedulerSnapshot) -> SchedulerPlan {
        var plan = SchedulerPlan(table: snapshot.table)
        for (id, count) in snapshot.removals.sorted(by: { $0.key < $1.key }) {
            plan.operations.append(.remove(id, from: count))
        }
        let jobs = snapshot.jobs.filter { job in
            if job.cancelled { plan.ended.append((job.id, .cancelled)) }
            return !job.cancelled
        }
        for job in jobs { adopt(job, among: jobs, snapshot: snapshot, into: &plan) }

        let waiting = jobs.filter { $0.remaining > 0 && !$0.waitsForRoom }
        // A request whose prompt is adopted now decodes the rest of it next: it counts as waiting.
        let adopting = Set(plan.adopted.map(\.job) + plan.operations.compactMap(\.restoredJob))
        let batch = compose(
            waiting.map {
                Job(
                    sequence: $0.sequence, priority: max($0.priority, plan.inherited[$0.id] ?? 0), order: $0.id,
                    remaining: $0.remaining, waitingSince: $0.waitingSince)
            },
            active: snapshot.active
                + jobs.filter { adopting.contains($0.id) }.map { Active(priority: $0.priority, until: .infinity) },
            now: snapshot.now)
        plan.nextChange = batch.nextChange
        var entries = batch.entries.map { (job: waiting[$0.job], count: $0.count) }
        makeRoom(for: &entries, cells: snapshot.cells, into: &plan)
        plan.batch = entries.map { ($0.job.id, $0.count, max($0.job.priority, plan.inherited[$0.job.id] ?? 0)) }

        let persist = snapshot.persist.merging(plan.persist) { $1 }
        for (job, count) in entries {
            guard let fixed = persist[job.sequence], case .decode(let tokens) = job.work else { continue }
            let held = plan.table.tokens(of: job.sequence) + tokens.prefix(count)
            if held.count >= fixed { plan.saves.append((job.sequence, Array(held.prefix(fixed)))) }
        }
        return plan
    }

    /// Decides where an adopting job's prefix comes from, or that it waits for a decode in
    /// progress that will hold more of it.
    private func adopt(
        _ job: SchedulerSnapshot.Job, among jobs: [SchedulerSnapshot.Job], snapshot: SchedulerSnapshot,
        into plan: inout SchedulerPlan
    ) {
        guard case .adopt(let prompt, let fixed, let whole, let stored, let fixedKept) = job.work else { return }
        let limit = whole ? prompt.count : max(prompt.count - 1, 0)
        func shared(_ tokens: some Sequence<LlamaToken>) -> Int {
            min(zip(tokens, prompt).prefix { $0 == $1 }.count, limit)
        }
        let own = shared(plan.table.tokens(of: job.sequence))
        let best = plan.table.longestPrefix(of: prompt, besides: job.sequence).map {
            (id: $0.id, count: min($0.count, limit))
        }
        let held = max(own, best?.count ?? 0)
        let coming = jobs.filter { $0.sequence != job.sequence && $0.remaining > 0 }
            .compactMap { other -> (job: UInt64, count: Int)? in
                guard case .decode(let tokens) = other.work else { return nil }
                return (other.id, shared(plan.table.tokens(of: other.sequence) + tokens))
            }
            .max { $0.count < $1.count }
        if let coming, coming.count >= held + Self.minimumCopy {
            plan.inherited[coming.job] = max(plan.inherited[coming.job] ?? 0, job.priority)
            return
        }
        if let stored, stored >= held + Self.minimumCopy, stored <= limit,
            stored <= snapshot.cells - plan.table.usedCells + plan.table.cellsFreed(byEmptying: job.sequence)
        {
            plan.table.truncate(job.sequence, to: 0)
            plan.table.append(prompt.prefix(stored), to: job.sequence)
            plan.operations.append(.restore(job: job.id, sequence: job.sequence, tokens: Array(prompt.prefix(stored))))
        } else if let best, best.count >= own + Self.minimumCopy {
            plan.table.copy(best.count, of: best.id, to: job.sequence)
            plan.operations.append(.copy(best.count, of: best.id, to: job.sequence))
            plan.adopted.append((job.id, best.count))
        } else {
            plan.table.truncate(job.sequence, to: own)
            plan.operations.append(.remove(job.sequence, from: own))
            plan.adopted.append((job.id, own))
        }
        if fixed >= PrefixStore.minimumTokens, !fixedKept { plan.persist[job.sequence] = fixed }
    }

    /// Makes room in the cache for the batch (see step 4 above).
    private func makeRoom(
        for entries: inout [(job: SchedulerSnapshot.Job, count: Int)], cells: Int, into plan: inout SchedulerPlan
    ) {
        func free() -> Int { cells - plan.table.usedCells }
        func age(_ id: Int32) -> UInt64 { plan.table.lastUsed(of: id) }
        while !entries.isEmpty, entries.reduce(0, { $0 + $1.count }) > free() {
            if let victim = plan.table.evictable.first(where: { plan.table.cellsFreed(byEmptying: $0) > 0 }) {
                plan.table.truncate(victim, to: 0)
                plan.operations.append(.remove(victim, from: 0))
                continue
            }
            if entries.count > 1,
                let youngest = entries.indices.max(by: { age(entries[$0].job.sequence) < age(entries[$1].job.sequence) }
                )
            {
                entries.remove(at: youngest)
                continue
            }
            let entry = entries.removeFirst()
            let job = entry.job
            let younger = plan.table.busy.filter {
                age($0) > age(job.sequence) && plan.table.cellsFreed(byEmptying: $0) > 0
            }
            if let victim = younger.max(by: { age($0) < age($1) }) {
                plan.givenUp.append((victim, plan.table.tokens(of: victim)))
                plan.table.truncate(victim, to: 0)
                plan.operations.append(.remove(victim, from: 0))
                entries = [entry]
                continue
            }
            if plan.table.busy.contains(where: { age($0) < age(job.sequence) }) {
                plan.waitForRoom.append(job.id)
            } else {
                plan.ended.append((job.id, .noRoom))
            }
        }
    }
}
