import Foundation
import Synchronization

/// Who plays: one browser tab at a time holds the game, named by an id it got on connecting
/// and sends with every action. Another tab is told the game is taken.
///
/// Extension of this project.
final class PlayerSeat: Sendable {
    private let holder = Mutex<String?>(nil)

    /// Takes the seat for a new tab.
    /// - Returns: The tab's id, or nil when another tab holds the seat.
    func take() -> String? {
        holder.withLock { holder in
            guard holder == nil else { return nil }
            let tab = UUID().uuidString
            holder = tab
            return tab
        }
    }

    /// Frees the seat, if this tab holds it.
    /// - Parameter tab: The tab's id.
    func leave(_ tab: String) {
        holder.withLock { if $0 == tab { $0 = nil } }
    }

    /// Whether a tab holds the seat.
    /// - Parameter tab: The id a request sent, if any.
    /// - Returns: `true` for the holder's id.
    func isHeld(by tab: String?) -> Bool {
        holder.withLock { $0 != nil && $0 == tab }
    }
}
