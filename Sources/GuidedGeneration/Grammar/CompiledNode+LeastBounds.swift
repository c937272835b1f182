extension CompiledNode {
    /// The least bound of every node that a rule gives from the other nodes' bounds (the
    /// fewest bytes, the fewest frames): every bound starts at `unreachable` and the rule is
    /// applied until no bound falls, so recursive nodes get theirs from their way out.
    /// - Parameters:
    ///   - nodes: The grammar's nodes.
    ///   - unreachable: The bound of a node with no way to finish.
    ///   - rule: A node's bound, given every node's bound so far.
    /// - Returns: The bounds, indexed as the nodes.
    static func leastBounds(
        of nodes: [CompiledNode], from unreachable: Int, _ rule: (CompiledNode, [Int]) -> Int
    ) -> [Int] {
        var bounds = [Int](repeating: unreachable, count: nodes.count)
        var changed = true
        while changed {
            changed = false
            for (index, node) in nodes.enumerated() {
                let value = rule(node, bounds)
                if value < bounds[index] {
                    bounds[index] = value
                    changed = true
                }
            }
        }
        return bounds
    }
}
