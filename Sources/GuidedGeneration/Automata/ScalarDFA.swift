/// A deterministic automaton over Unicode scalars in which every state can reach an accepting
/// state (dead states are pruned), so any transition keeps a match possible.
final class ScalarDFA: Sendable {
    /// Whether each state accepts.
    let accepting: [Bool]
    /// For state `s`, its transitions are at indices `offsets[s]..<offsets[s + 1]`.
    let offsets: [Int32]
    let lows: [UInt32]
    let highs: [UInt32]
    let targets: [Int32]
    /// For state `s` and ASCII scalar `c`, the next state at `ascii[s * 128 + c]` (-1: none);
    /// empty for very large automata.
    let ascii: [Int32]
    /// Identifies the language (the UTF-8 of e.g. `pattern:^a+$`), so that masks computed for
    /// one grammar can serve every grammar with the same string constraint. Bytes, not a
    /// `String`: strings compare canonically, so `é` and `e` + U+0301 would share masks.
    let fingerprint: [UInt8]

    init(accepting: [Bool], offsets: [Int32], lows: [UInt32], highs: [UInt32], targets: [Int32], fingerprint: String) {
        self.accepting = accepting
        self.offsets = offsets
        self.lows = lows
        self.highs = highs
        self.targets = targets
        self.fingerprint = Array(fingerprint.utf8)
        var table: [Int32] = []
        if accepting.count <= 4_096 {
            table = [Int32](repeating: -1, count: accepting.count * 128)
            for state in 0..<accepting.count {
                for index in Int(offsets[state])..<Int(offsets[state + 1]) where lows[index] < 128 {
                    for scalar in Int(lows[index])...Int(min(highs[index], 127)) {
                        table[state * 128 + scalar] = targets[index]
                    }
                }
            }
        }
        ascii = table
        // Plain ASCII bytes (no quote, backslash or control) that keep each state where it is.
        var loopLow = [UInt64](repeating: 0, count: table.isEmpty ? 0 : accepting.count)
        var loopHigh = loopLow
        for state in loopLow.indices {
            for byte in 0x20..<0x80 where byte != 0x22 && byte != 0x5C && table[state * 128 + byte] == Int32(state) {
                if byte < 64 { loopLow[state] |= 1 << UInt64(byte) } else { loopHigh[state] |= 1 << UInt64(byte - 64) }
            }
        }
        selfLoopLow = loopLow
        selfLoopHigh = loopHigh
        distances = Self.distances(accepting: accepting, offsets: offsets, lows: lows, highs: highs, targets: targets)
        // Total states: every scalar is allowed, and so from every state they lead to.
        let scalarCount = UInt32(0x10F800)
        var covering = [Bool](repeating: false, count: accepting.count)
        for state in 0..<accepting.count {
            var covered: UInt32 = 0
            for index in Int(offsets[state])..<Int(offsets[state + 1]) { covered += highs[index] - lows[index] + 1 }
            covering[state] = covered == scalarCount
        }
        total = Self.totalStates(covering: covering, offsets: offsets, targets: targets)
        (lengthBounds, boundClass, boundClasses) = Self.boundedRepetitions(
            offsets: offsets, lows: lows, highs: highs, targets: targets)
    }

    /// Whether every string continuation is allowed from each state (so the tokens that stay
    /// inside the string are those of a free string, as in an unanchored pattern).
    let total: [Bool]

    /// Computes ``total``: the covering states from which only covering states can be
    /// reached. Not being total spreads backwards along the transitions, each state once, so
    /// a long chain (a string length) costs no more than its transitions.
    private static func totalStates(covering: [Bool], offsets: [Int32], targets: [Int32]) -> [Bool] {
        let count = covering.count
        // The sources of the transitions into each state, as ranges of one array.
        var starts = [Int](repeating: 0, count: count + 1)
        for target in targets { starts[Int(target) + 1] += 1 }
        for state in 0..<count { starts[state + 1] += starts[state] }
        var next = starts
        var sources = [Int32](repeating: 0, count: targets.count)
        for state in 0..<count {
            for index in Int(offsets[state])..<Int(offsets[state + 1]) {
                let target = Int(targets[index])
                sources[next[target]] = Int32(state)
                next[target] += 1
            }
        }
        var total = covering
        var work = (0..<count).filter { !covering[$0] }
        while let state = work.popLast() {
            for source in sources[starts[state]..<starts[state + 1]] where total[Int(source)] {
                total[Int(source)] = false
                work.append(Int(source))
            }
        }
        return total
    }

    /// For each state, `n` when the strings that may follow are exactly those of at most `n`
    /// scalars of one class (``boundClasses``, as in `[a-z]{1,32}` or a string of bounded
    /// length), else -1; the tokens that stay inside the string then depend on the class and
    /// `n` alone. See ``boundedRepetitions(offsets:lows:highs:targets:)``.
    let lengthBounds: [Int32]
    /// For each state with a bound above 0, its class: an index into ``boundClasses``.
    let boundClass: [Int32]
    /// The classes of bounded states, each as the automaton of any string of its scalars.
    let boundClasses: [ScalarDFA]

    /// For each state, the fewest bytes of JSON string content (escapes included) that lead
    /// to an accepting state.
    let distances: [Int32]

    /// The fewest bytes that spell some scalar of `low...high` inside a JSON string.
    static func spellingLength(_ low: UInt32, _ high: UInt32) -> Int32 {
        func overlaps(_ a: UInt32, _ b: UInt32) -> Bool { low <= b && high >= a }
        if overlaps(0x20, 0x21) || overlaps(0x23, 0x5B) || overlaps(0x5D, 0x7F) { return 1 }
        if [0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x22, 0x5C].contains(where: { low <= $0 && $0 <= high }) { return 2 }
        if overlaps(0x80, 0x7FF) { return 2 }
        if overlaps(0x800, 0xFFFF) { return 3 }
        if overlaps(0x10000, 0x10FFFF) { return 4 }
        return 6
    }

    /// Shortest distances to acceptance (Dial's algorithm: weights are at most 6).
    private static func distances(
        accepting: [Bool], offsets: [Int32], lows: [UInt32], highs: [UInt32], targets: [Int32]
    ) -> [Int32] {
        let count = accepting.count
        var reverse = [[(Int, Int32)]](repeating: [], count: count)
        for state in 0..<count {
            for index in Int(offsets[state])..<Int(offsets[state + 1]) {
                reverse[Int(targets[index])].append((state, spellingLength(lows[index], highs[index])))
            }
        }
        var distance = [Int32](repeating: .max, count: count)
        var buckets: [[Int]] = [[]]
        for state in 0..<count where accepting[state] {
            distance[state] = 0
            buckets[0].append(state)
        }
        var current = 0
        while current < buckets.count {
            while let state = buckets[current].popLast() {
                guard distance[state] == Int32(current) else { continue }
                for (source, weight) in reverse[state] where Int32(current) + weight < distance[source] {
                    let next = current + Int(weight)
                    distance[source] = Int32(next)
                    while buckets.count <= next { buckets.append([]) }
                    buckets[next].append(source)
                }
            }
            current += 1
        }
        return distance
    }

    /// Per state, the plain ASCII bytes (as bits 0–63 and 64–127) that keep the state; empty
    /// when ``ascii`` is.
    let selfLoopLow: [UInt64]
    let selfLoopHigh: [UInt64]

    /// The state after an ASCII scalar, or -1.
    @inline(__always)
    func nextASCII(_ state: Int32, _ scalar: UInt8) -> Int32 {
        ascii.isEmpty ? next(state, UInt32(scalar)) : ascii[Int(state) &* 128 &+ Int(scalar)]
    }

    /// The state the automaton starts in.
    static let initialState: Int32 = 0

    /// The automaton of all strings.
    static let free = ScalarDFA(
        accepting: [true], offsets: [0, 2], lows: [0, 0xE000], highs: [0xD7FF, 0x10FFFF],
        targets: [0, 0], fingerprint: "free")

    var stateCount: Int { accepting.count }

    /// The state after reading `scalar`, or -1 when it is not allowed.
    @inline(__always)
    func next(_ state: Int32, _ scalar: UInt32) -> Int32 {
        var low = Int(offsets[Int(state)])
        var high = Int(offsets[Int(state) + 1])
        while low < high {
            let mid = (low + high) >> 1
            if highs[mid] < scalar { low = mid + 1 } else { high = mid }
        }
        if low < Int(offsets[Int(state) + 1]) && lows[low] <= scalar { return targets[low] }
        return -1
    }

    /// Whether some scalar in `low...high` is allowed from `state`.
    func allowsSome(_ state: Int32, _ low: UInt32, _ high: UInt32) -> Bool {
        guard low <= high else { return false }
        let end = Int(offsets[Int(state) + 1])
        var index = Int(offsets[Int(state)])
        var upper = end
        while index < upper {
            let mid = (index + upper) >> 1
            if highs[mid] < low { index = mid + 1 } else { upper = mid }
        }
        return index < end && lows[index] <= high
    }

    /// The fewest bytes to acceptance after reading some scalar of `low...high` from `state`
    /// (the ``distances`` of the states it may lead to), or nil when none is allowed.
    func distanceAfter(_ state: Int32, _ low: UInt32, _ high: UInt32) -> Int32? {
        var best: Int32?
        for index in Int(offsets[Int(state)])..<Int(offsets[Int(state) + 1])
        where lows[index] <= high && highs[index] >= low {
            best = min(best ?? .max, distances[Int(targets[index])])
        }
        return best
    }

    /// Whether any scalar is allowed from `state`.
    func allowsAny(_ state: Int32) -> Bool { offsets[Int(state)] < offsets[Int(state) + 1] }

    /// The state's transitions as (range, target) pairs, in order.
    func transitions(_ state: Int32) -> [(ClosedRange<UInt32>, Int32)] {
        (Int(offsets[Int(state)])..<Int(offsets[Int(state) + 1])).map {
            (lows[$0]...highs[$0], targets[$0])
        }
    }

    /// The automaton of a finite set of strings: a trie over their scalars. It is deterministic
    /// as built, so a list of any size compiles in time linear in its length, with no subset
    /// construction.
    /// - Parameters:
    ///   - words: the strings.
    ///   - fingerprint: identifies the language.
    /// - Returns: the automaton; nil when there are no strings.
    static func trie(of words: [String], fingerprint: String) -> ScalarDFA? {
        var accepting = [false]
        var children: [[UInt32: Int]] = [[:]]
        for word in words {
            var state = 0
            for scalar in word.unicodeScalars {
                if let next = children[state][scalar.value] {
                    state = next
                } else {
                    children.append([:])
                    accepting.append(false)
                    children[state][scalar.value] = children.count - 1
                    state = children.count - 1
                }
            }
            accepting[state] = true
        }
        let transitions = children.map { edges in edges.map { (scalar, target) in (scalar...scalar, target) } }
        return pruned(accepting: accepting, transitions: transitions, fingerprint: fingerprint)
    }

    /// Builds a pruned automaton from raw per-state transitions; nil when nothing is accepted.
    static func pruned(
        accepting: [Bool], transitions: [[(ClosedRange<UInt32>, Int)]], fingerprint: String
    ) -> ScalarDFA? {
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
        // Renumber live states reachable from 0 in discovery order, following each state's
        // transitions by scalar: the numbering then depends on the language alone, not on the
        // order the caller listed transitions in (a dictionary's, for a trie), as the
        // vocabulary's string-walk caches, keyed by fingerprint and state, require.
        let ordered = transitions.map { $0.sorted { $0.0.lowerBound < $1.0.lowerBound } }
        var newIndex = [Int](repeating: -1, count: count)
        var order = [0]
        newIndex[0] = 0
        var cursor = 0
        while cursor < order.count {
            let state = order[cursor]
            cursor += 1
            for (_, target) in ordered[state] where live[target] && newIndex[target] < 0 {
                newIndex[target] = order.count
                order.append(target)
            }
        }
        var offsets: [Int32] = [0]
        var lows: [UInt32] = []
        var highs: [UInt32] = []
        var targets: [Int32] = []
        var accepts: [Bool] = []
        for state in order {
            accepts.append(accepting[state])
            for (range, target) in ordered[state] where live[target] {
                if let last = highs.last, targets.count > Int(offsets.last!),
                    last &+ 1 == range.lowerBound, targets.last == Int32(newIndex[target])
                {
                    highs[highs.count - 1] = range.upperBound
                } else {
                    lows.append(range.lowerBound)
                    highs.append(range.upperBound)
                    targets.append(Int32(newIndex[target]))
                }
            }
            offsets.append(Int32(targets.count))
        }
        return ScalarDFA(
            accepting: accepts, offsets: offsets, lows: lows, highs: highs, targets: targets, fingerprint: fingerprint)
    }
}
