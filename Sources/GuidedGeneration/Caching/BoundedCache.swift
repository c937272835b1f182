import Locking

/// A dictionary behind a lock that forgets everything when it grows past its limit.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Locked<[Key: Value]>([:])
    let limit: Int

    init(limit: Int) { self.limit = limit }

    subscript(key: Key) -> Value? {
        get { entries.withLock { $0[key] } }
        set {
            entries.withLock {
                if $0.count >= limit { $0.removeAll(keepingCapacity: true) }
                $0[key] = newValue
            }
        }
    }
}
