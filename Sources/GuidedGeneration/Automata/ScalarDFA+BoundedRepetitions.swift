/// States whose continuations are a bounded repetition of one class of scalars: a string
/// of bounded length (the class of every scalar), `[a-z]{1,32}`, or a pattern's loop under a
/// `maxLength`. Inside such a string the tokens allowed depend on the class and the bound
/// alone, so masks are lookups (``StringLengthMasks``) rather than walks of the trie.
extension ScalarDFA {
    /// Computes ``lengthBounds``, ``boundClass`` and ``boundClasses``. A state without
    /// transitions has bound 0; a state whose transitions cover exactly the class `C`, into
    /// states that all have bound `n` (and class `C` when `n > 0`), has bound `n + 1` and class
    /// `C`; no state on a cycle has one. A depth-first walk, so linear in the transitions.
    static func boundedRepetitions(offsets: [Int32], lows: [UInt32], highs: [UInt32], targets: [Int32])
        -> (bounds: [Int32], classOf: [Int32], classes: [ScalarDFA])
    {
        let count = offsets.count - 1
        let unknown: Int32 = -2
        let visiting: Int32 = -3
        var bounds = [Int32](repeating: unknown, count: count)
        var classOf = [Int32](repeating: -1, count: count)
        var classIndex: [[UInt32]: Int32] = [:]
        var classRanges: [[UInt32]] = []
        var stack: [Int] = []
        for root in 0..<count where bounds[root] == unknown {
            stack.append(root)
            while let state = stack.last {
                let edges = Int(offsets[state])..<Int(offsets[state + 1])
                if bounds[state] == unknown {
                    guard !edges.isEmpty else {
                        bounds[state] = 0
                        stack.removeLast()
                        continue
                    }
                    bounds[state] = visiting
                    for index in edges where bounds[Int(targets[index])] == unknown {
                        stack.append(Int(targets[index]))
                    }
                    continue
                }
                stack.removeLast()
                guard bounds[state] == visiting else { continue }
                // A target still being visited is on a cycle through this state.
                let bound = bounds[Int(targets[edges.lowerBound])]
                guard bound >= 0, edges.allSatisfy({ bounds[Int(targets[$0])] == bound }) else {
                    bounds[state] = -1
                    continue
                }
                let ranges = mergedRanges(lows[edges], highs[edges])
                let known = classIndex[ranges]
                guard bound == 0 || (known != nil && edges.allSatisfy { classOf[Int(targets[$0])] == known }) else {
                    bounds[state] = -1
                    continue
                }
                let id = known ?? Int32(classRanges.count)
                if known == nil {
                    classIndex[ranges] = id
                    classRanges.append(ranges)
                }
                bounds[state] = bound + 1
                classOf[state] = id
            }
        }
        let classes = classRanges.map { ranges in
            let pairs = ranges.count / 2
            return ScalarDFA(
                accepting: [true], offsets: [0, Int32(pairs)],
                lows: (0..<pairs).map { ranges[2 * $0] }, highs: (0..<pairs).map { ranges[2 * $0 + 1] },
                targets: [Int32](repeating: 0, count: pairs),
                fingerprint: "class:" + ranges.map { String($0, radix: 16) }.joined(separator: ","))
        }
        return (bounds, classOf, classes)
    }

    /// A state's ranges (sorted, disjoint) with neighbours joined, flattened as low, high, …:
    /// the class of scalars it allows, whatever states they lead to.
    private static func mergedRanges(_ lows: ArraySlice<UInt32>, _ highs: ArraySlice<UInt32>) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(2 * lows.count)
        for (low, high) in zip(lows, highs) {
            if let last = result.last, last &+ 1 == low {
                result[result.count - 1] = high
            } else {
                result.append(low)
                result.append(high)
            }
        }
        return result
    }
}
