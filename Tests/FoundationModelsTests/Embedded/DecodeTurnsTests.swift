import Dispatch
import Locking
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// One request decodes at a time per model: highest priority first, then first come.
struct DecodeTurnsTests {
    @Test func higherPriorityGoesFirstThenArrivalOrder() async {
        let turns = DecodeTurns()
        let first = turns.begin(priority: .medium)
        let second = turns.begin(priority: .medium)
        let urgent = turns.begin(priority: .high)
        let log = Locked<[String]>([])
        let group = DispatchGroup()
        for (name, ticket) in [("second", second), ("first", first), ("urgent", urgent)] {
            DispatchQueue.global().async(group: group) {
                turns.wait(for: ticket, isCancelled: { false })
                log.withLock { $0.append(name) }
                turns.end(ticket)
            }
        }
        await withCheckedContinuation { continuation in group.notify(queue: .global()) { continuation.resume() } }
        #expect(log.withLock { $0 } == ["urgent", "first", "second"])
    }

    @Test func aRequestThatHasWaitedTooLongGoesBeforeHigherOnes() {
        let start = ContinuousClock.now
        let old = DecodeTurns.Ticket(priority: TaskPriority.background.rawValue, order: 0, since: start)
        let urgent = DecodeTurns.Ticket(priority: TaskPriority.high.rawValue, order: 1, since: start + .seconds(4))
        #expect(urgent.precedes(old, at: start + .seconds(4)))
        #expect(old.precedes(urgent, at: start + DecodeTurns.maximumWait))
        #expect(!urgent.precedes(old, at: start + DecodeTurns.maximumWait))
    }

    /// A cancelled request's wait returns while another holds the turn.
    @Test func aCancelledRequestStopsWaiting() {
        let turns = DecodeTurns()
        let running = turns.begin(priority: .high)
        turns.wait(for: running, isCancelled: { false })
        let waiting = turns.begin(priority: .low)
        let returned = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            turns.wait(for: waiting, isCancelled: { true })
            turns.end(waiting)
            returned.signal()
        }
        // Before `maximumWait`, when it would be its turn anyway.
        #expect(returned.wait(timeout: .now() + 4) == .success, "the cancelled wait did not return")
        turns.end(running)
    }
}
