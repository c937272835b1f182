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

    /// Builds the trie of the non-empty tokens that `include` keeps.
    init(tokens: [[UInt8]], including include: (Int) -> Bool) {
        let order = tokens.indices.filter { !tokens[$0].isEmpty && include($0) }
            .sorted { tokens[$0].lexicographicallyPrecedes(tokens[$1]) }
        var bytes: [UInt8] = [0]
        var subtreeEnd: [Int32] = [0]
        var tokenStart: [Int32] = [0]
        var tokenIDs: [Int32] = []
        var path: [Int32] = [0]  // node at each depth; path[0] is the root
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
    }

    var nodeCount: Int { bytes.count }
}
