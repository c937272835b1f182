import Synchronization

/// A dictionary behind a lock that forgets everything when it grows past its limit.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Mutex<[Key: Value]>([:])
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

/// A token mask as stored in a cache: the list of tokens when it is short, else the bitset.
enum StoredMask: Sendable {
    case dense(TokenMask)
    case sparse(capacity: Int, tokens: [Int32])

    init(_ mask: TokenMask) {
        let count = mask.count
        self = count < mask.words.count ? .sparse(capacity: mask.capacity, tokens: mask.tokens.map(Int32.init)) : .dense(mask)
    }

    var mask: TokenMask {
        switch self {
        case .dense(let mask):
            return mask
        case .sparse(let capacity, let tokens):
            var mask = TokenMask(capacity: capacity)
            for token in tokens { mask.insert(Int(token)) }
            return mask
        }
    }
}

/// Keys of the caches that make masks cheap after the first time.
enum MaskCacheKey {
    /// A full mask: the vocabulary and every configuration of the matcher.
    struct Configurations: Hashable, Sendable {
        let vocabulary: Int
        let configurations: [Configuration]
    }

    /// What a string in a given state does with a trie's subtree.
    struct StringWalk: Hashable, Sendable {
        let fingerprint: String
        let state: Frame
        let trieNode: Int32
        let quoteTrie: Bool
    }
}

/// The tokens of a trie subtree that stay inside a string, and where the string closes.
struct StringWalkResult: Sendable {
    struct Closing: Sendable {
        let node: Int32
        let state: Frame
    }

    let tokens: [Int32]
    /// The trie nodes whose byte closes the string, grouped by the string's state before it.
    let closings: [(state: Frame, nodes: [Int32])]

    init(tokens: [Int32], closings: [Closing]) {
        self.tokens = tokens
        var groups: [Frame: Int] = [:]
        var grouped: [(state: Frame, nodes: [Int32])] = []
        for closing in closings {
            if let index = groups[closing.state] {
                grouped[index].nodes.append(closing.node)
            } else {
                groups[closing.state] = grouped.count
                grouped.append((closing.state, [closing.node]))
            }
        }
        self.closings = grouped
    }
}
