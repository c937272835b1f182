/// Lower bounds on how many bytes finish each part of a grammar, used to search for a
/// shortest completion (A* with these as the heuristic).
struct CompletionLengths: Sendable {
    static let unreachable = Int.max / 4

    /// The fewest bytes of a whole value of each node.
    let minimum: [Int]
    /// For object nodes, indexed by `last + 1`: the fewest bytes that close the object after
    /// property `last` (-1: right after `{`), writing only the required properties left.
    let restAfter: [[Int]]
    /// The bytes between two items or properties: `,` or `, `.
    let separator: Int

    init(nodes: [CompiledNode]) {
        var separator = 1
        if case .document(_, spaced: true) = nodes.first { separator = 2 }
        let minimum = CompiledNode.leastBounds(of: nodes, from: Self.unreachable) {
            Self.minimum(of: $0, $1, separator: separator)
        }
        self.minimum = minimum
        self.separator = separator
        restAfter = nodes.map { node in
            guard case .object(let layout) = node else { return [] }
            return Self.restAfter(layout, minimum, separator: separator)
        }
    }

    private static func add(_ values: Int...) -> Int {
        min(values.reduce(0) { min($0, unreachable) + min($1, unreachable) }, unreachable)
    }

    private static func multiply(_ count: Int, _ value: Int) -> Int {
        guard count > 0 else { return 0 }
        let (product, overflow) = count.multipliedReportingOverflow(by: min(value, unreachable))
        return overflow ? unreachable : min(product, unreachable)
    }

    private static func minimum(of node: CompiledNode, _ minimum: [Int], separator: Int) -> Int {
        switch node {
        case .document(let root, _): return minimum[Int(root)]
        case .object(let layout): return add(1, restAfter(layout, minimum, separator: separator)[0])
        case .array(let element, let minItems, _):
            guard minItems > 0 else { return 2 }
            return add(2, multiply(Int(minItems), minimum[Int(element)]), (Int(minItems) - 1) * separator)
        case .tuple(let prefix, let rest, let minItems, _):
            guard minItems > 0 else { return 2 }
            return add(2, tupleItems(prefix, rest, 0..<Int(minItems), minimum, separator: separator))
        case .unordered(let layout): return add(1, unorderedRest(layout, written: 0, skipping: nil, minimum))
        case .string(let automaton): return add(2, Int(automaton.distances[0]))
        case .bytes(let automaton): return Int(automaton.distances[0])
        case .choice(let alternatives): return alternatives.map { minimum[Int($0)] }.min() ?? unreachable
        }
    }

    /// The fewest bytes of the items `range` of a tuple, with a separator before each but the first.
    private static func tupleItems(
        _ prefix: [Int32], _ rest: Int32?, _ range: Range<Int>, _ minimum: [Int], separator: Int
    ) -> Int {
        range.reduce(0) { total, index in
            let item = index < prefix.count ? prefix[index] : rest
            return add(total, item.map { minimum[Int($0)] } ?? unreachable, index == range.lowerBound ? 0 : separator)
        }
    }

    /// The fewest bytes that close an unordered object: the required properties not written
    /// (but `skipping`, the one being written), each with one byte of separator, and `}`.
    private static func unorderedRest(_ layout: UnorderedLayout, written: UInt64, skipping: Int?, _ minimum: [Int])
        -> Int
    {
        var total = 1
        for index in layout.keys.indices
        where layout.required & (1 << UInt64(index)) != 0 && written & (1 << UInt64(index)) == 0 && index != skipping {
            total = add(total, 1, layout.keys[index].count, minimum[Int(layout.values[index])])
        }
        return total
    }

    private static func restAfter(_ layout: ObjectLayout, _ minimum: [Int], separator: Int) -> [Int] {
        var result = [Int](repeating: 1, count: layout.keys.count + 1)
        // Walk backwards: after property `last`, the required properties after it remain.
        var tail = 1
        var requiredAfter = 0
        for index in stride(from: layout.keys.count - 1, through: -1, by: -1) {
            let slot = index + 1
            result[slot] = add(tail, index == -1 && requiredAfter > 0 ? -separator : 0)
            guard index >= 0 else { break }
            if !layout.optional[index] {
                tail = add(tail, separator, layout.keys[index].count, minimum[Int(layout.values[index])])
                requiredAfter += 1
            }
        }
        return result
    }

    /// A lower bound on the bytes that finish one frame (not counting frames above it).
    func remaining(_ frame: Frame, nodes: [CompiledNode]) -> Int {
        let node = Int(frame.node)
        switch nodes[node] {
        case .document:
            return frame.a == 0 ? minimum[node] : 0
        case .object(let layout):
            let rest = restAfter[node]
            switch frame.a {
            case 0: return minimum[node]
            case 1: return rest[Int(frame.b) + 1]
            case 2:
                var best = Self.unreachable
                for candidate in Int(frame.c)...Int(layout.candidateEnd[Int(frame.b) + 1]) {
                    let key = layout.keys[candidate]
                    guard key.count > Int(frame.d) else { continue }
                    let value = minimum[Int(layout.values[candidate])]
                    best = min(best, Self.add(key.count - Int(frame.d), value, rest[candidate + 1]))
                }
                return best
            case 3: return Self.add(minimum[Int(layout.values[Int(frame.c)])], rest[Int(frame.c) + 1])
            default: return rest[Int(frame.c) + 1]
            }
        case .array(let element, let minItems, _):
            let item = Self.add(separator, minimum[Int(element)])
            let count = Int(frame.b)
            // States: 1 after `[`, 2 in an item, 3 after one, 4 after its separator, 5 between
            // a spaced separator's comma and space.
            switch frame.a {
            case 0: return minimum[node]
            case 1: return minItems == 0 ? 1 : Self.add(Self.multiply(Int(minItems), item), 1 - separator)
            case 2: return Self.add(Self.multiply(Int(minItems) - count - 1, item), 1)
            case 3: return Self.add(Self.multiply(Int(minItems) - count, item), 1)
            case 5: return Self.add(1, minimum[Int(element)], Self.multiply(Int(minItems) - count - 1, item), 1)
            default: return Self.add(minimum[Int(element)], Self.multiply(Int(minItems) - count - 1, item), 1)
            }
        case .string(let automaton):
            switch frame.b {
            case Runner.StringMode.beforeOpeningQuote: return minimum[node]
            case Runner.StringMode.normal: return Int(automaton.distances[Int(frame.a)]) + 1
            case Runner.StringMode.utf8:
                // The scalars the bytes so far may begin, and where they lead.
                let left = Int(frame.d & 0xF)
                let shift = UInt32(6 * left)
                let low = UInt32(frame.c) << shift
                let after = automaton.distanceAfter(frame.a, low, low | ((1 << shift) - 1))
                return Self.add(left, Int(after ?? 0), 1)
            case Runner.StringMode.escape:
                return Self.add(1, Int(automaton.distanceAfter(frame.a, 0, ScalarSet.maxScalar) ?? 0), 1)
            case Runner.StringMode.unicodeEscape:
                let shift = UInt32(4 * (4 - Int(frame.d)))
                let low = UInt32(frame.c) << shift
                return Self.add(
                    Self.afterEscape(automaton, frame.a, low, low | ((1 << shift) - 1), digits: 4 - Int(frame.d)), 1)
            case Runner.StringMode.afterHighSurrogate, Runner.StringMode.afterHighSurrogateBackslash:
                let high = UInt32(frame.d)
                let bytes = frame.b == Runner.StringMode.afterHighSurrogate ? 6 : 5
                return Self.add(bytes, Self.distance(automaton, frame.a, Self.supplementary(high, high)), 1)
            case Runner.StringMode.lowSurrogateEscape:
                let count = Int(frame.d & 0xF)
                let high = UInt32(frame.d >> 4)
                let shift = UInt32(4 * (4 - count))
                let low = max(UInt32(frame.c) << shift, 0xDC00)
                let top = min((UInt32(frame.c) << shift) | ((1 << shift) - 1), 0xDFFF)
                guard low <= top else { return Self.unreachable }
                let base = Self.supplementary(high, high).lowerBound
                return Self.add(
                    4 - count, Self.distance(automaton, frame.a, (base + low - 0xDC00)...(base + top - 0xDC00)), 1)
            default: return 2
            }
        case .bytes(let automaton):
            return Int(automaton.distances[Int(frame.a)])
        case .choice:
            return 0
        case .tuple(let prefix, let rest, let minItems, _):
            guard frame.a != 0 else { return minimum[node] }
            // Items not yet started, each after a comma, then `]`.
            let next = Int(frame.b) + (frame.a == 2 ? 1 : 0)
            guard next < Int(minItems) else { return 1 }
            // What separates the next item from the one before, if not written yet.
            let before = frame.a == 1 || frame.a == 4 ? 0 : frame.a == 5 ? 1 : separator
            return Self.add(
                1, Self.tupleItems(prefix, rest, next..<Int(minItems), minimum, separator: separator), before)
        case .unordered(let layout):
            let phase = frame.a & 0xF
            guard phase != UnorderedLayout.Phase.beforeOpen else { return minimum[node] }
            let current = phase >= UnorderedLayout.Phase.inListedKey ? Int(frame.d & 0xFF) : nil
            return Self.unorderedRest(layout, written: UnorderedLayout.written(frame), skipping: current, minimum)
        }
    }

    /// The scalars that high surrogates `low...high` begin.
    private static func supplementary(_ low: UInt32, _ high: UInt32) -> ClosedRange<UInt32> {
        (0x10000 + ((low - 0xD800) << 10))...(0x10000 + ((high - 0xD800) << 10) + 0x3FF)
    }

    /// The fewest bytes to acceptance after a scalar of the range (0 when none is allowed: the
    /// matcher refuses those bytes anyway).
    private static func distance(_ automaton: ScalarDFA, _ state: Int32, _ range: ClosedRange<UInt32>) -> Int {
        Int(automaton.distanceAfter(state, range.lowerBound, range.upperBound) ?? 0)
    }

    /// The fewest bytes that finish a `\u` escape whose value lies in `low...high` (`digits`
    /// hexadecimal digits still to come) and then reach acceptance; a high surrogate needs a
    /// second escape of six bytes.
    private static func afterEscape(_ automaton: ScalarDFA, _ state: Int32, _ low: UInt32, _ high: UInt32, digits: Int)
        -> Int
    {
        var best = unreachable
        for (from, to) in [(low, min(high, 0xD7FF)), (max(low, 0xE000), high)] where from <= to {
            if let after = automaton.distanceAfter(state, from, to) { best = min(best, add(digits, Int(after))) }
        }
        let (from, to) = (max(low, 0xD800), min(high, 0xDBFF))
        if from <= to,
            let after = automaton.distanceAfter(
                state, supplementary(from, to).lowerBound, supplementary(from, to).upperBound)
        {
            best = min(best, add(digits, 6, Int(after)))
        }
        return best == unreachable ? digits : best
    }

    /// A lower bound on the bytes that complete a configuration.
    func remaining(_ configuration: Configuration, nodes: [CompiledNode]) -> Int {
        configuration.reduce(0) { Self.add($0, remaining($1, nodes: nodes)) }
    }
}
