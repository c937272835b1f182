/// A token mask as stored in a cache: the list of tokens when it is short, else the bitset.
enum StoredMask: Sendable {
    case dense(TokenMask)
    case sparse(capacity: Int, tokens: [Int32])

    init(_ mask: TokenMask) {
        let count = mask.count
        guard count < mask.words.count else {
            self = .dense(mask)
            return
        }
        var tokens: [Int32] = []
        tokens.reserveCapacity(count)
        mask.forEachToken { tokens.append(Int32($0)) }
        self = .sparse(capacity: mask.capacity, tokens: tokens)
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
