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
