import Foundation
import LlamaRuntime

/// One round of the scheduler's thread: plan under the lock, execute with no lock held, record
/// under the lock.
extension BatchScheduler {
    /// A job of the batch: how many of its tokens, and the span it decodes.
    struct Entry {
        let job: DecodeJob
        let count: Int
        let span: LlamaSequenceContext.Span
    }

    /// Plans and runs one round.
    /// - Returns: nil when something was done, else how long to wait (seconds) before the next
    ///   round unless something changes, and the count of changes the round saw.
    func round() -> (pause: Double, seen: Int)? {
        condition.lock()
        guard let context else {
            condition.unlock()
            return nil
        }
        let jobs = pending.filter(\.isReady)
        let room = roomFound ?? cells
        let waiting =
            Self.log ? jobs.map { "\($0.sequence):\($0.remaining)@\($0.priority)" }.joined(separator: " ") : ""
        var plan = planner.plan(
            SchedulerSnapshot(
                jobs: jobs.map(\.snapshot), table: table, removals: removals, active: Array(active.values),
                persist: persist, cells: room, now: clock.now))
        let byID = Dictionary(uniqueKeysWithValues: jobs.map { ($0.order, $0) })
        let batch = commit(&plan, jobs: byID)
        let (seen, unready) = (changes, jobs.count < pending.count)
        let pause = plan.nextChange.map { min(max($0 - clock.now, 0.001), 1) } ?? 1
        let line =
            Self.log
            ? "waiting [\(waiting)] active \(active.count) plan [\(batch.map { "\($0.job.sequence):\($0.count)" }.joined(separator: " "))]"
                + " operations [\(plan.operations.map(Self.describe).joined(separator: " "))] cells \(table.usedCells)/\(room)"
            : nil
        condition.unlock()
        if let line { trace(line) }
        if plan.isEmpty { return unready || condition.withLock({ pending.isEmpty }) ? nil : (pause, seen) }
        let restored = run(plan.operations, on: context)
        condition.withLock { recordAdoptions(plan, restored: restored, jobs: byID) }
        if !batch.isEmpty { decode(batch, saves: plan.saves, on: context) }
        return nil
    }

    /// An operation as the log shows it.
    private static func describe(_ operation: SchedulerPlan.Operation) -> String {
        switch operation {
        case .remove(let id, let position): "rm \(id)@\(position)"
        case .copy(let count, let source, let target): "cp \(source)→\(target):\(count)"
        case .restore(_, let id, let tokens): "load \(id):\(tokens.count)"
        }
    }

    /// Enters a plan in the books, before it runs: jobs ended, what the sequences will hold, jobs
    /// restarted or left to wait, and the batch in flight.
    /// - Returns: the batch.
    private func commit(_ plan: inout SchedulerPlan, jobs: [UInt64: DecodeJob]) -> [Entry] {
        // The books take the plan's table and keep the only copy, so that recording a decoded
        // batch appends to it in place rather than copying every sequence's cells.
        table = plan.table
        plan.table = SequenceTable(count: 0)
        removals.removeAll()
        // Ended after the plan's table is taken: a failed job's tokens leave it.
        for (id, ending) in plan.ended {
            guard let job = jobs[id] else { continue }
            switch ending {
            case .cancelled: finish(job, LlamaError(.cancelled, "decoding was cancelled"))
            case .noRoom:
                finish(
                    job,
                    LlamaError(
                        .contextFull,
                        "the shared KV cache of \(cells) tokens has no room for this conversation; raise "
                            + "LlamaLanguageModel.cacheMemory"))
            }
        }
        persist.merge(plan.persist) { $1 }
        for (id, held) in plan.givenUp {
            if let job = pending.first(where: { $0.sequence == id }), case .decode = job.kind {
                job.restart(after: Array(held.dropLast(job.done)))
            } else {
                lost[id] = held
            }
        }
        for id in plan.waitForRoom { jobs[id]?.waitsForRoom = true }
        // What an adopting sequence holds is decided now: tokens it gave up before are not
        // restored (they would be decoded again in front of the prompt's own).
        for (id, _) in plan.adopted { jobs[id].map { lost[$0.sequence] = nil } }
        for case .restore(_, let sequence, _) in plan.operations { lost[sequence] = nil }
        let batch = plan.batch.compactMap { id, count, _ -> Entry? in
            guard let job = jobs[id] else { return nil }
            let span = LlamaSequenceContext.Span(
                sequence: job.sequence, tokens: job.tokens[job.done..<(job.done + count)],
                position: table.tokens(of: job.sequence).count, wantsLogits: job.done + count == job.tokens.count)
            return Entry(job: job, count: count, span: span)
        }
        inFlight = batch.isEmpty ? nil : (batch.map(\.job), plan.tokens, plan.batch.map(\.priority).max() ?? 0)
        decodingSince = nil
        preempted = false
        return batch
    }

    /// Runs cache operations, with no lock held.
    /// - Returns: the restores that succeeded, by job.
    private func run(_ operations: [SchedulerPlan.Operation], on context: any SchedulerContext) -> Set<UInt64> {
        var restored = Set<UInt64>()
        for operation in operations {
            switch operation {
            case .remove(let id, let position): context.remove(sequence: id, from: position)
            case .copy(let count, let source, let target): context.copy(count, of: source, to: target)
            case .restore(let job, let id, let tokens):
                let start = clock.now
                guard let state = prefixes?.state(of: tokens[...]) else {
                    context.remove(sequence: id, from: 0)
                    continue
                }
                let read = clock.now
                if context.restore(state, into: id) { restored.insert(job) }
                trace(
                    "loaded \(tokens.count) tokens from disk: read \(Int((read - start) * 1000)) ms, "
                        + "restored \(Int((clock.now - read) * 1000)) ms")
            }
        }
        return restored
    }

    /// Ends the adoptions of a plan once its operations ran; a restore that failed empties its
    /// sequence, and its job is planned again (from what is in memory). A request whose
    /// adoption ended is about to decode the rest of its prompt: it counts as waiting meanwhile.
    private func recordAdoptions(_ plan: SchedulerPlan, restored: Set<UInt64>, jobs: [UInt64: DecodeJob]) {
        func adopted(_ job: DecodeJob, _ count: Int) {
            job.done = count
            awaited.insert(job.sequence)
            active[job.sequence] = BatchPlanner.Active(priority: job.priority, until: clock.now + Self.activeWindow)
            finish(job, nil)
        }
        for (id, count) in plan.adopted {
            guard let job = jobs[id] else { continue }
            adopted(job, count)
        }
        for case .restore(let id, let sequence, let tokens) in plan.operations {
            guard let job = jobs[id] else { continue }
            if restored.contains(id) {
                adopted(job, tokens.count)
            } else {
                table.truncate(sequence, to: 0)
                job.lookup = (nil, job.lookup?.fixedKept ?? true)
                changed()
            }
        }
    }

    /// Decodes a batch once it is its turn on the cores, with no lock held, then records it.
    private func decode(
        _ batch: [Entry], saves: [(sequence: Int32, tokens: [LlamaToken])], on context: any SchedulerContext
    ) {
        waitStopped.store(false, ordering: .relaxed)
        let (priority, overtaken) = condition.withLock {
            decodingSince = clock.now
            return (inFlight?.priority ?? 0, preempted)
        }
        // A job of higher priority came since the plan: the batch is planned again with it.
        if overtaken { return dropPreempted() }
        let tokens = batch.reduce(0) { $0 + $1.count }
        do {
            let begin = ContinuousClock.now
            try context.decode(batch.map(\.span), priority: priority) { waitStopped.load(ordering: .relaxed) }
            let seconds = (ContinuousClock.now - begin).seconds
            trace("decoded \(tokens) tokens in \(Int(seconds * 1000)) ms")
            // The requests of finished jobs wait for them: their logits are written before they resume.
            for (index, entry) in batch.enumerated() where entry.span.wantsLogits {
                _ = entry.job.logits.initialize(from: context.logits(ofSpan: index))
            }
            let states = saves.compactMap { save -> (tokens: [LlamaToken], state: [UInt8])? in
                context.copy(save.tokens.count, of: save.sequence, to: scratch)
                defer { context.remove(sequence: scratch, from: 0) }
                return context.state(of: scratch).map { (save.tokens, $0) }
            }
            for (tokens, state) in states { prefixes?.save(tokens[...], state: state) }
            condition.withLock {
                planner.cost.record(tokens: tokens, seconds: seconds)
                roomFound = nil
                completed(batch, saved: saves.map(\.sequence))
            }
        } catch let error as LlamaError where error.code == .contextFull {
            // The table counted room that llama.cpp did not find: the next plan keeps to what was used.
            condition.withLock {
                inFlight = nil
                roomFound = table.usedCells
            }
            trace("no room for \(tokens) tokens beside \(condition.withLock { table.usedCells }) cells")
        } catch let error as LlamaError where error.code == .cancelled && condition.withLock({ preempted }) {
            dropPreempted()
        } catch {
            condition.withLock {
                inFlight = nil
                for entry in batch { finish(entry.job, error) }
            }
        }
    }

    /// Forgets a batch stopped (or not started) for a job of higher priority: nothing of it was
    /// kept, and its jobs are planned again.
    private func dropPreempted() {
        condition.withLock {
            inFlight = nil
            preemptionCount += 1
        }
    }

    /// Records a decoded batch: what each sequence holds, the jobs that finished.
    private func completed(_ batch: [Entry], saved: [Int32]) {
        inFlight = nil
        let time = clock.now
        for entry in batch {
            let job = entry.job
            table.append(entry.span.tokens, to: job.sequence)
            decoded += entry.count
            job.done += entry.count
            job.waitingSince = time
            guard job.remaining == 0 else { continue }
            awaited.insert(job.sequence)
            active[job.sequence] = BatchPlanner.Active(priority: job.priority, until: time + Self.activeWindow)
            finish(job, nil)
        }
        for id in saved { persist[id] = nil }
    }

    /// Ends a job; a failed one leaves nothing of its tokens in the sequence.
    func finish(_ job: DecodeJob, _ error: (any Error)?) {
        job.error = error
        // A cancelled prompt keeps what was decoded of it: another request may continue from it.
        let cancelled = (error as? LlamaError)?.code == .cancelled && job.restored == 0
        if error != nil, !cancelled, case .decode = job.kind, job.done > 0 || job.restored > 0 {
            // The sequence keeps what it held before the job; tokens being restored are restored later.
            let kept = table.tokens(of: job.sequence).count - job.done
            table.truncate(job.sequence, to: kept)
            removals[job.sequence] = min(removals[job.sequence] ?? Int.max, kept)
            if job.restored > 0 { lost[job.sequence] = Array(job.tokens.prefix(job.restored)) }
        }
        pending.removeAll { $0 === job }
        job.finished.signal()
    }
}
