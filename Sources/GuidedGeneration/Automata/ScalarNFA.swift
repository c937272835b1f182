/// A Thompson automaton over Unicode scalars with start/end assertions, and its conversion to a
/// pruned ``ScalarDFA`` by subset construction.
struct ScalarNFA {
    enum Edge {
        case epsilon(Int)
        case atStart(Int)
        case atEnd(Int)
        case scalars(ScalarSet, Int)
    }

    private(set) var edges: [[Edge]] = [[]]
    let start = 0
    private(set) var final = 0
    static let stateLimit = 200_000
    static let dfaStateLimit = 10_000

    /// Builds the automaton of a regular expression.
    /// - Parameters:
    ///   - regex: The expression.
    ///   - search: Whether a match anywhere counts (JSON Schema `pattern`); otherwise the whole
    ///     string must match.
    init(_ regex: RegexNode, search: Bool) throws {
        var from = start
        if search {
            let loop = addState()
            add(.epsilon(loop), from: from)
            add(.scalars(.all, loop), from: loop)
            from = loop
        }
        var end = try build(regex, from: from)
        if search {
            let loop = addState()
            add(.epsilon(loop), from: end)
            add(.scalars(.all, loop), from: loop)
            end = loop
        }
        final = end
    }

    private mutating func addState() -> Int {
        edges.append([])
        return edges.count - 1
    }

    private mutating func add(_ edge: Edge, from state: Int) { edges[state].append(edge) }

    private mutating func build(_ node: RegexNode, from: Int) throws -> Int {
        guard edges.count < Self.stateLimit else {
            throw GrammarError(
                .patternTooComplex, "The pattern is too large to compile; use smaller repetition counts.")
        }
        switch node {
        case .empty:
            return from
        case .scalars(let set):
            let state = addState()
            add(.scalars(set, state), from: from)
            return state
        case .concatenation(let parts):
            var current = from
            for part in parts { current = try build(part, from: current) }
            return current
        case .alternation(let branches):
            let end = addState()
            for branch in branches {
                let entry = addState()
                add(.epsilon(entry), from: from)
                add(.epsilon(end), from: try build(branch, from: entry))
            }
            return end
        case .repetition(let inner, let min, let max):
            var current = from
            for _ in 0..<min { current = try build(inner, from: current) }
            guard let max else {
                let loop = addState()
                add(.epsilon(loop), from: current)
                add(.epsilon(loop), from: try build(inner, from: loop))
                return loop
            }
            let end = addState()
            add(.epsilon(end), from: current)
            for _ in min..<Swift.max(min, max) {
                current = try build(inner, from: current)
                add(.epsilon(end), from: current)
            }
            return end
        case .startAnchor:
            let state = addState()
            add(.atStart(state), from: from)
            return state
        case .endAnchor:
            let state = addState()
            add(.atEnd(state), from: from)
            return state
        }
    }

    private func closure(_ states: [Int], atStart: Bool, atEnd: Bool) -> [Int32] {
        var seen = Set<Int>(states)
        var work = states
        while let state = work.popLast() {
            for edge in edges[state] {
                let target: Int
                switch edge {
                case .epsilon(let next): target = next
                case .atStart(let next) where atStart: target = next
                case .atEnd(let next) where atEnd: target = next
                default: continue
                }
                if seen.insert(target).inserted { work.append(target) }
            }
        }
        return seen.map { Int32($0) }.sorted()
    }

    private struct Key: Hashable {
        let states: [Int32]
        let initial: Bool
    }

    /// The deterministic automaton, pruned of dead states.
    /// - Throws: ``GrammarError`` when nothing matches or the automaton is too large.
    /// - Parameter fingerprint: Identifies the language (see ``ScalarDFA/fingerprint``).
    func determinized(fingerprint: String) throws -> ScalarDFA {
        var keys: [Key] = [Key(states: closure([start], atStart: true, atEnd: false), initial: true)]
        var index: [Key: Int] = [keys[0]: 0]
        var accepting: [Bool] = []
        var transitions: [[(ClosedRange<UInt32>, Int)]] = []
        var cursor = 0
        while cursor < keys.count {
            let key = keys[cursor]
            cursor += 1
            let ends = closure(key.states.map(Int.init), atStart: key.initial, atEnd: true)
            accepting.append(ends.contains(Int32(final)))
            var moves: [(ScalarSet, Int)] = []
            for state in key.states {
                for case .scalars(let set, let target) in edges[Int(state)] { moves.append((set, target)) }
            }
            var bounds: [UInt32] = []
            for (set, _) in moves {
                for range in set.ranges {
                    bounds.append(range.lowerBound)
                    bounds.append(range.upperBound + 1)
                }
            }
            bounds = Array(Set(bounds)).sorted()
            var row: [(ClosedRange<UInt32>, Int)] = []
            for position in 0..<max(0, bounds.count - 1) {
                let low = bounds[position]
                let targets = moves.filter { $0.0.contains(low) }.map(\.1)
                guard !targets.isEmpty else { continue }
                let next = Key(states: closure(targets, atStart: false, atEnd: false), initial: false)
                let target: Int
                if let existing = index[next] {
                    target = existing
                } else {
                    guard keys.count < Self.dfaStateLimit else {
                        throw GrammarError(
                            .patternTooComplex,
                            "The pattern needs more than \(Self.dfaStateLimit) automaton states; simplify it.")
                    }
                    target = keys.count
                    index[next] = target
                    keys.append(next)
                }
                row.append((low...(bounds[position + 1] - 1), target))
            }
            transitions.append(row)
        }
        guard let dfa = ScalarDFA.pruned(accepting: accepting, transitions: transitions, fingerprint: fingerprint)
        else {
            throw GrammarError(.noFiniteInstance, "No string can satisfy the pattern; check the regular expression.")
        }
        return dfa
    }
}
