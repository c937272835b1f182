/// The tokens' bytes as a trie flattened in preorder: node `n`'s children follow it, and its
/// subtree ends before `subtreeEnd[n]`. Node 0 is the root (the empty prefix).
final class TokenTrie: Sendable {
    /// The byte that leads into each node (unused for the root).
    let bytes: [UInt8]
    /// One past the last node of each node's subtree.
    let subtreeEnd: [Int32]
    /// Tokens that end at node `n` are `tokenIDs[tokenStart[n]..<tokenStart[n + 1]]`.
    let tokenStart: [Int32]
    let tokenIDs: [Int32]
    /// The ASCII bytes that occur below each node (bytes 0–63 and 64–127), and whether any
    /// other byte does: a string state that loops on all of them takes the whole subtree.
    let asciiBelowLow: [UInt64]
    let asciiBelowHigh: [UInt64]
    let otherBelow: [Bool]

    /// Builds the trie of the non-empty tokens that `include` keeps.
    init(tokens: [[UInt8]], including include: (Int) -> Bool) {
        let order = tokens.indices.filter { !tokens[$0].isEmpty && include($0) }
            .sorted { tokens[$0].lexicographicallyPrecedes(tokens[$1]) }
        var bytes: [UInt8] = [0]
        var subtreeEnd: [Int32] = [0]
        var tokenStart: [Int32] = [0]
        var tokenIDs: [Int32] = []
        var path: [Int32] = [0]  // node at each depth; path[0] is the root
        var parents: [Int32] = [0]
        var previous: [UInt8] = []
        bytes.reserveCapacity(order.count * 4)
        for id in order {
            let token = tokens[id]
            var common = 0
            let limit = min(token.count, previous.count)
            while common < limit && token[common] == previous[common] { common += 1 }
            while path.count > common + 1 {
                subtreeEnd[Int(path.removeLast())] = Int32(bytes.count)
            }
            for depth in common..<token.count {
                bytes.append(token[depth])
                subtreeEnd.append(0)
                // Tokens ending at earlier nodes are closed; this node's list starts here.
                tokenStart.append(Int32(tokenIDs.count))
                parents.append(path.last!)
                path.append(Int32(bytes.count - 1))
            }
            tokenIDs.append(Int32(id))
            previous = token
        }
        while let node = path.popLast() { subtreeEnd[Int(node)] = Int32(bytes.count) }
        tokenStart.append(Int32(tokenIDs.count))
        self.bytes = bytes
        self.subtreeEnd = subtreeEnd
        self.tokenStart = tokenStart
        self.tokenIDs = tokenIDs
        var low = [UInt64](repeating: 0, count: bytes.count)
        var high = [UInt64](repeating: 0, count: bytes.count)
        var other = [Bool](repeating: false, count: bytes.count)
        for node in stride(from: bytes.count - 1, through: 1, by: -1) {
            let parent = Int(parents[node])
            let byte = bytes[node]
            low[parent] |= low[node] | (byte < 64 ? 1 << UInt64(byte) : 0)
            high[parent] |= high[node] | (byte >= 64 && byte < 128 ? 1 << UInt64(byte - 64) : 0)
            other[parent] = other[parent] || other[node] || byte >= 128
        }
        asciiBelowLow = low
        asciiBelowHigh = high
        otherBelow = other
    }

    var nodeCount: Int { bytes.count }
}
