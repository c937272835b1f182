import Foundation
import LlamaRuntime

/// The scheduler's thread: it gathers the sequences of the last batch, does what may take long
/// with no lock held, and runs rounds (`BatchScheduler+Round.swift`).
extension BatchScheduler {
    func loop() {
        while true {
            condition.lock()
            var deadline: Double?
            while true {
                if stopping, pending.isEmpty, table.busy.isEmpty {
                    freeContext()
                    condition.unlock()
                    return
                }
                if pending.isEmpty {
                    deadline = nil
                    condition.wait()
                    continue
                }
                if awaited.subtracting(pending.map(\.sequence)).isEmpty { break }
                let until = deadline ?? clock.now + Self.gatherWindow
                deadline = until
                if !clock.wait(on: condition, until: until) { break }
            }
            awaited.removeAll()
            condition.unlock()
            prepare()
            if let (pause, seen) = round() {
                // Nothing could be done now: wait for a change since the round planned (a request
                // may have come between its plan and this wait), or for the plan's next change.
                condition.lock()
                let until = clock.now + pause
                while changes == seen, clock.wait(on: condition, until: until) {}
                condition.unlock()
            }
        }
    }

    /// Frees the context and forgets what the sequences held.
    func freeContext() {
        stopping = false
        running = false
        context = nil
        table = SequenceTable(count: table.entries.count)
        removals = [:]
        lost = [:]
        persist = [:]
        roomFound = nil
    }

    /// What may take long before a round, with no lock held: makes the context, and looks up
    /// what is kept on disk for new adoptions.
    func prepare() {
        let (needsContext, lookups) = condition.withLock { (context == nil, pending.filter { !$0.isReady }) }
        if needsContext {
            let start = clock.now
            do {
                let made = try makeContext()
                condition.withLock {
                    context = made
                    planner.batchSize = made.batchSize
                }
                trace("made a context of \(made.cellCount) cells in \(Int((clock.now - start) * 1000)) ms")
            } catch {
                condition.withLock { for job in pending { finish(job, error) } }
                return
            }
        }
        for job in lookups {
            guard case .adopt(let prompt, let fixed, let whole) = job.kind, let prefixes else { continue }
            let stored = prefixes.longestPrefix(of: prompt, limit: whole ? prompt.count : max(prompt.count - 1, 0))
            let kept = fixed < PrefixStore.minimumTokens || prefixes.contains(prompt[..<fixed])
            condition.withLock { job.lookup = (stored, kept) }
        }
    }

    /// Whether each plan is logged to stderr (`FM_SCHEDULER_LOG=1`).
    static let log = EngineConfiguration.current.schedulerLog

    /// Writes a line of the log, stamped with the scheduler's clock.
    func trace(_ line: @autoclosure () -> String) {
        guard Self.log else { return }
        FileHandle.standardError.write(Data(("scheduler: " + String(format: "%.3f ", clock.now) + line() + "\n").utf8))
    }
}
