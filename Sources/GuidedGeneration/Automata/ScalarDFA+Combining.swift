/// Automata built from others or from counts: string lengths, intersections, and the keys an
/// object does not list.
extension ScalarDFA {
    /// The scalars a JSON string may hold (every scalar but the surrogates).
    private static let scalarRanges: [ClosedRange<UInt32>] = [0...0xD7FF, 0xE000...0x10FFFF]

    /// The automaton of strings of `minimum...maximum` scalars (no upper limit when nil).
    /// - Throws: ``GrammarError`` when the bounds are inconsistent or too large.
    static func length(minimum: Int, maximum: Int?, fingerprint: String) throws -> ScalarDFA {
        guard minimum >= 0, (maximum ?? minimum) >= minimum else {
            throw GrammarError(
                .invalidBounds,
                "String lengths minLength \(minimum), maxLength \(maximum.map(String.init) ?? "none") are inconsistent; use 0 ≤ minLength ≤ maxLength."
            )
        }
        let last = maximum ?? minimum
        guard last < ScalarNFA.dfaStateLimit else {
            throw GrammarError(
                .patternTooComplex,
                "A string length of \(last) needs more than \(ScalarNFA.dfaStateLimit) automaton states; use a smaller minLength or maxLength."
            )
        }
        let accepting = (0...last).map { $0 >= minimum }
        let transitions = (0...last).map { count -> [(ClosedRange<UInt32>, Int)] in
            if count < last { return scalarRanges.map { ($0, count + 1) } }
            return maximum == nil ? scalarRanges.map { ($0, count) } : []
        }
        return pruned(accepting: accepting, transitions: transitions, fingerprint: fingerprint)!
    }

    /// The automaton of the strings that both automata accept.
    /// - Throws: ``GrammarError`` when no string is in both, or the product is too large.
    static func intersection(_ first: ScalarDFA, _ second: ScalarDFA, fingerprint: String) throws -> ScalarDFA {
        var index: [Int64: Int] = [0: 0]
        var pairs: [(Int32, Int32)] = [(0, 0)]
        var accepting: [Bool] = []
        var transitions: [[(ClosedRange<UInt32>, Int)]] = []
        var cursor = 0
        while cursor < pairs.count {
            let (left, right) = pairs[cursor]
            cursor += 1
            accepting.append(first.accepting[Int(left)] && second.accepting[Int(right)])
            var row: [(ClosedRange<UInt32>, Int)] = []
            let leftEdges = first.transitions(left)
            let rightEdges = second.transitions(right)
            var i = 0
            var j = 0
            while i < leftEdges.count, j < rightEdges.count {
                let (a, targetA) = leftEdges[i]
                let (b, targetB) = rightEdges[j]
                let low = max(a.lowerBound, b.lowerBound)
                let high = min(a.upperBound, b.upperBound)
                if low <= high {
                    let key = Int64(targetA) << 32 | Int64(targetB)
                    let target: Int
                    if let existing = index[key] {
                        target = existing
                    } else {
                        guard pairs.count < ScalarNFA.dfaStateLimit else {
                            throw GrammarError(
                                .patternTooComplex,
                                "Combining the string's constraints needs more than \(ScalarNFA.dfaStateLimit) automaton states; simplify the pattern or the length."
                            )
                        }
                        target = pairs.count
                        index[key] = target
                        pairs.append((targetA, targetB))
                    }
                    row.append((low...high, target))
                }
                if a.upperBound < b.upperBound { i += 1 } else { j += 1 }
            }
            transitions.append(row)
        }
        guard let result = pruned(accepting: accepting, transitions: transitions, fingerprint: fingerprint) else {
            throw GrammarError(
                .noFiniteInstance, "No string satisfies all of the string's constraints together; loosen one of them.")
        }
        return result
    }

    /// The automaton of every string except the given ones (an object's keys that are not
    /// listed): a trie of the listed keys in which every other scalar leads to a state that
    /// accepts everything, and the listed keys' own ends do not accept.
    static func complement(of words: [String], fingerprint: String) -> ScalarDFA {
        var excluded = [false]
        var children: [[UInt32: Int]] = [[:]]
        for word in words {
            var state = 0
            for scalar in word.unicodeScalars {
                if let next = children[state][scalar.value] {
                    state = next
                } else {
                    children.append([:])
                    excluded.append(false)
                    children[state][scalar.value] = children.count - 1
                    state = children.count - 1
                }
            }
            excluded[state] = true
        }
        let anything = children.count
        var transitions: [[(ClosedRange<UInt32>, Int)]] = children.map { edges in
            var row: [(ClosedRange<UInt32>, Int)] = []
            var next: UInt32 = 0
            for scalar in edges.keys.sorted() {
                for range in scalarRanges {
                    let low = max(range.lowerBound, next)
                    let high = min(range.upperBound, scalar &- 1)
                    if scalar > 0, low <= high { row.append((low...high, anything)) }
                }
                row.append((scalar...scalar, edges[scalar]!))
                next = scalar + 1
            }
            for range in scalarRanges where max(range.lowerBound, next) <= range.upperBound {
                row.append((max(range.lowerBound, next)...range.upperBound, anything))
            }
            return row
        }
        transitions.append(scalarRanges.map { ($0, anything) })
        return pruned(accepting: excluded.map { !$0 } + [true], transitions: transitions, fingerprint: fingerprint)!
    }
}
