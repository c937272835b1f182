/// A deterministic automaton over bytes in which every state can reach an accepting state.
/// Used for numbers and the literals `true`, `false` and `null`.
final class ByteDFA: Sendable {
    let accepting: [Bool]
    /// For state `s`, its transitions are at indices `offsets[s]..<offsets[s + 1]`.
    let offsets: [Int32]
    let bytes: [UInt8]
    let targets: [Int32]

    init(accepting: [Bool], offsets: [Int32], bytes: [UInt8], targets: [Int32]) {
        self.accepting = accepting
        self.offsets = offsets
        self.bytes = bytes
        self.targets = targets
        var reverse = [[Int]](repeating: [], count: accepting.count)
        for state in accepting.indices {
            for index in Int(offsets[state])..<Int(offsets[state + 1]) { reverse[Int(targets[index])].append(state) }
        }
        var distance = [Int32](repeating: .max, count: accepting.count)
        var queue = accepting.indices.filter { accepting[$0] }
        for state in queue { distance[state] = 0 }
        var cursor = 0
        while cursor < queue.count {
            let state = queue[cursor]
            cursor += 1
            for source in reverse[state] where distance[source] == .max {
                distance[source] = distance[state] + 1
                queue.append(source)
            }
        }
        distances = distance
    }

    /// For each state, the fewest bytes that lead to an accepting state.
    let distances: [Int32]

    /// The state after `byte`, or -1.
    @inline(__always)
    func next(_ state: Int32, _ byte: UInt8) -> Int32 {
        var index = Int(offsets[Int(state)])
        let end = Int(offsets[Int(state) + 1])
        while index < end {
            if bytes[index] == byte { return targets[index] }
            index += 1
        }
        return -1
    }

    /// Whether the state has any transition.
    func hasTransitions(_ state: Int32) -> Bool { offsets[Int(state)] < offsets[Int(state) + 1] }

    /// An automaton that accepts exactly these byte strings.
    static func literals(_ words: [[UInt8]]) -> ByteDFA {
        var accepting = [false]
        var edges: [[(UInt8, Int)]] = [[]]
        for word in words {
            var state = 0
            for byte in word {
                if let existing = edges[state].first(where: { $0.0 == byte }) {
                    state = existing.1
                } else {
                    edges.append([])
                    accepting.append(false)
                    edges[state].append((byte, edges.count - 1))
                    state = edges.count - 1
                }
            }
            accepting[state] = true
        }
        return pruned(accepting: accepting, transitions: edges)!
    }

    /// Builds a pruned automaton from raw transitions; nil when state 0 accepts nothing.
    static func pruned(accepting: [Bool], transitions: [[(UInt8, Int)]]) -> ByteDFA? {
        let count = accepting.count
        var reverse = [[Int]](repeating: [], count: count)
        for (state, edges) in transitions.enumerated() {
            for (_, target) in edges { reverse[target].append(state) }
        }
        var live = accepting
        var work = (0..<count).filter { accepting[$0] }
        while let state = work.popLast() {
            for source in reverse[state] where !live[source] {
                live[source] = true
                work.append(source)
            }
        }
        guard count > 0, live[0] else { return nil }
        var newIndex = [Int](repeating: -1, count: count)
        var order = [0]
        newIndex[0] = 0
        var cursor = 0
        while cursor < order.count {
            let state = order[cursor]
            cursor += 1
            for (_, target) in transitions[state] where live[target] && newIndex[target] < 0 {
                newIndex[target] = order.count
                order.append(target)
            }
        }
        var offsets: [Int32] = [0]
        var bytes: [UInt8] = []
        var targets: [Int32] = []
        for state in order {
            for (byte, target) in transitions[state] where live[target] {
                bytes.append(byte)
                targets.append(Int32(newIndex[target]))
            }
            offsets.append(Int32(targets.count))
        }
        return ByteDFA(accepting: order.map { accepting[$0] }, offsets: offsets, bytes: bytes, targets: targets)
    }
}
