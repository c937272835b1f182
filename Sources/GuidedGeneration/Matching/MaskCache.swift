import Synchronization

/// Token masks already computed for a set of configurations, shared by copies of a matcher.
final class MaskCache: Sendable {
    private let entries = Mutex<[[Configuration]: TokenMask]>([:])
    /// Masks of the tokens that stay inside a (non-free) string, by string frame.
    private let insideStrings = Mutex<[Frame: TokenMask]>([:])
    static let limit = 1_024

    func mask(for key: [Configuration]) -> TokenMask? {
        entries.withLock { $0[key] }
    }

    func insideMask(for frame: Frame) -> TokenMask? {
        insideStrings.withLock { $0[frame] }
    }

    func storeInside(_ mask: TokenMask, for frame: Frame) {
        insideStrings.withLock {
            if $0.count >= Self.limit { $0.removeAll(keepingCapacity: true) }
            $0[frame] = mask
        }
    }

    func store(_ mask: TokenMask, for key: [Configuration]) {
        entries.withLock {
            if $0.count >= Self.limit { $0.removeAll(keepingCapacity: true) }
            $0[key] = mask
        }
    }
}
