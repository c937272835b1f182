import Foundation
import Synchronization

/// Whose turn it is to decode on one model's weights.
///
/// Requests decode one at a time: on a CPU each decode already uses every core, so running two
/// at once only makes both slower and every reply later. The request with the highest task
/// priority goes first, and among equals the one that came first; a request that arrives with
/// a higher priority takes over at the next batch of the one running (a player's dialog reply
/// does not wait for customers generated in the background).
final class DecodeTurns: Sendable {
    /// A request's place.
    struct Ticket: Sendable, Comparable {
        let priority: UInt8
        let order: UInt64

        /// Whether `lhs` goes before `rhs`.
        static func < (lhs: Ticket, rhs: Ticket) -> Bool {
            lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.order < rhs.order
        }
    }

    private struct State {
        var next: UInt64 = 0
        var waiting: [Ticket] = []
    }

    private let state = NSCondition()
    private let tickets = Mutex(State())

    /// Registers a request.
    /// - Parameter priority: the priority of the task that made the request.
    /// - Returns: its ticket; pass it to `end` when the request is done.
    func begin(priority: TaskPriority) -> Ticket {
        tickets.withLock { state in
            let ticket = Ticket(priority: priority.rawValue, order: state.next)
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
        while !isCancelled(), tickets.withLock({ $0.waiting.min() }) != ticket {
            _ = state.wait(until: Date(timeIntervalSinceNow: 0.05))
        }
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
