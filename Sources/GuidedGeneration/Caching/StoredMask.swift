/// A token mask as stored in a cache: the list of tokens when it is short, else the bitset.
enum StoredMask: Sendable {
    case dense(TokenMask)
    case sparse(capacity: Int, tokens: [Int32])

    init(_ mask: TokenMask) {
        let count = mask.count
        self =
            count < mask.words.count
            ? .sparse(capacity: mask.capacity, tokens: mask.tokens.map(Int32.init)) : .dense(mask)
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
