import Synchronization

/// Token masks already computed for a set of configurations, shared by copies of a matcher.
final class MaskCache: Sendable {
    private let entries = Mutex<[[Configuration]: TokenMask]>([:])

    static let limit = 1_024

    func mask(for key: [Configuration]) -> TokenMask? {
        entries.withLock { $0[key] }
    }

    func store(_ mask: TokenMask, for key: [Configuration]) {
        entries.withLock {
            if $0.count >= Self.limit { $0.removeAll(keepingCapacity: true) }
            $0[key] = mask
        }
    }
}

/// Masks of the tokens that stay inside a string, by the string's language and state.
final class StringMaskCache: Sendable {
    struct Key: Hashable {
        let fingerprint: String
        let state: Frame
    }

    private let entries = Mutex<[Key: TokenMask]>([:])
    static let limit = 1_024

    func mask(for key: Key) -> TokenMask? {
        entries.withLock { $0[key] }
    }

    func store(_ mask: TokenMask, for key: Key) {
        entries.withLock {
            if $0.count >= Self.limit { $0.removeAll(keepingCapacity: true) }
            $0[key] = mask
        }
    }
}
