import Foundation
import Locking

/// Whose turn it is to decode on one model's weights.
///
/// Requests decode one at a time: on a CPU each decode already uses every core, so running two
/// at once only makes both slower and every reply later. The request with the highest task
/// priority goes first, and among equals the one that came first; a request that arrives with
/// a higher priority takes over at the next batch of the one running (a player's dialog reply
/// does not wait for customers generated in the background). A request that has waited
/// `maximumWait` goes next whatever its priority, so none starves.
final class DecodeTurns: Sendable {
    /// A request's place.
    struct Ticket: Sendable, Equatable {
        let priority: UInt8
        let order: UInt64
        let since: ContinuousClock.Instant

        /// Whether `self` goes before `other` at `now`: one that has waited too long first,
        /// then the higher priority, then the older.
        func precedes(_ other: Ticket, at now: ContinuousClock.Instant) -> Bool {
            let overdue = now - since >= DecodeTurns.maximumWait
            let otherOverdue = now - other.since >= DecodeTurns.maximumWait
            if overdue != otherOverdue { return overdue }
            return overdue || priority == other.priority ? order < other.order : priority > other.priority
        }
    }

    /// How long a request waits at most for requests of higher priority.
    static let maximumWait = Duration.seconds(5)

    private struct State {
        var next: UInt64 = 0
        var waiting: [Ticket] = []
    }

    private let state = NSCondition()
    private let tickets = Locked(State())

    /// Registers a request.
    /// - Parameter priority: the priority of the task that made the request.
    /// - Returns: its ticket; pass it to `end` when the request is done.
    func begin(priority: TaskPriority) -> Ticket {
        tickets.withLock { state in
            let ticket = Ticket(priority: priority.rawValue, order: state.next, since: .now)
            state.next += 1
            state.waiting.append(ticket)
            return ticket
        }
    }

    /// Blocks until the request may decode its next batch, or it is cancelled.
    /// - Parameters:
    ///   - ticket: the request's ticket.
    ///   - isCancelled: polled while waiting.
    func wait(for ticket: Ticket, isCancelled: () -> Bool) {
        state.lock()
        defer { state.unlock() }
        while !isCancelled(), next() != ticket {
            _ = state.wait(until: Date(timeIntervalSinceNow: 0.05))
        }
    }

    /// The ticket whose turn it is.
    private func next() -> Ticket? {
        let now = ContinuousClock.now
        return tickets.withLock { $0.waiting.min { $0.precedes($1, at: now) } }
    }

    /// Ends a request and lets the next one go.
    /// - Parameter ticket: the request's ticket.
    func end(_ ticket: Ticket) {
        tickets.withLock { $0.waiting.removeAll { $0 == ticket } }
        state.lock()
        state.broadcast()
        state.unlock()
    }
}
