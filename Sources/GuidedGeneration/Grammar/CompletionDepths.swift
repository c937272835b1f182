/// How many frames the values of a grammar need open at once, at the fewest: the depth
/// counterpart of ``CompletionLengths``.
///
/// A recursive schema is bounded by taking, near a depth limit, only tokens after which the
/// output can still be finished within the limit. Counting only the frames open after a token
/// is not enough: a person opened at the limit must still write its required `children` array
/// and `name` string, one frame deeper, and the only way left would be to close them empty.
/// With these depths the person is never opened; its parent's array closes instead.
struct CompletionDepths: Sendable {
    static let unreachable = Int.max / 4

    /// The fewest frames a whole value of each node opens at once, its own included (a string
    /// or a number: 1; an empty array: 1; an object: 1 and the deepest of its required values).
    let minimum: [Int]

    init(nodes: [CompiledNode]) {
        minimum = CompiledNode.leastBounds(of: nodes, from: Self.unreachable, Self.minimum(of:_:))
    }

    private static func below(_ depth: Int) -> Int { min(depth + 1, unreachable) }

    private static func minimum(of node: CompiledNode, _ minimum: [Int]) -> Int {
        switch node {
        case .document(let root, _): return below(minimum[Int(root)])
        case .object(let layout): return below(objectRest(layout, after: -1, minimum))
        case .array(let element, let minItems, _): return below(minItems > 0 ? minimum[Int(element)] : 0)
        case .tuple(let prefix, let rest, let minItems, _):
            return below(tupleItems(prefix, rest, 0..<Int(minItems), minimum))
        case .unordered(let layout): return below(unorderedRest(layout, written: 0, skipping: nil, minimum))
        case .string, .bytes: return 1
        case .choice(let alternatives): return alternatives.map { minimum[Int($0)] }.min() ?? unreachable
        }
    }

    /// The deepest of the required values after property `last` of an object (0: none).
    private static func objectRest(_ layout: ObjectLayout, after last: Int, _ minimum: [Int]) -> Int {
        var deepest = 0
        for index in (last + 1)..<layout.keys.count where !layout.optional[index] {
            deepest = max(deepest, minimum[Int(layout.values[index])])
        }
        return deepest
    }

    /// The deepest of the items `range` of a tuple (0: none).
    private static func tupleItems(_ prefix: [Int32], _ rest: Int32?, _ range: Range<Int>, _ minimum: [Int]) -> Int {
        range.reduce(0) { deepest, index in
            let item = index < prefix.count ? prefix[index] : rest
            return max(deepest, item.map { minimum[Int($0)] } ?? unreachable)
        }
    }

    /// The deepest of the required properties of an unordered object not yet written (but
    /// `skipping`, the one being written).
    private static func unorderedRest(_ layout: UnorderedLayout, written: UInt64, skipping: Int?, _ minimum: [Int])
        -> Int
    {
        var deepest = 0
        for index in layout.keys.indices
        where layout.required & (1 << UInt64(index)) != 0 && written & (1 << UInt64(index)) == 0 && index != skipping {
            deepest = max(deepest, minimum[Int(layout.values[index])])
        }
        return deepest
    }

    /// The fewest frames that finishing one frame keeps open at once, the frame itself included
    /// (not counting the frames above it on the stack, which are counted on their own).
    func remaining(_ frame: Frame, nodes: [CompiledNode]) -> Int {
        let node = Int(frame.node)
        switch nodes[node] {
        case .document:
            return frame.a == 0 ? minimum[node] : 1
        case .object(let layout):
            switch frame.a {
            case 0: return minimum[node]
            case 1: return Self.below(Self.objectRest(layout, after: Int(frame.b), minimum))
            case 2:
                var best = Self.unreachable
                for candidate in Int(frame.c)...Int(layout.candidateEnd[Int(frame.b) + 1])
                where layout.keys[candidate].count > Int(frame.d) {
                    let value = minimum[Int(layout.values[candidate])]
                    best = min(best, max(value, Self.objectRest(layout, after: candidate, minimum)))
                }
                return Self.below(best)
            case 3:
                let value = minimum[Int(layout.values[Int(frame.c)])]
                return Self.below(max(value, Self.objectRest(layout, after: Int(frame.c), minimum)))
            default: return Self.below(Self.objectRest(layout, after: Int(frame.c), minimum))
            }
        case .array(let element, let minItems, _):
            let item = minimum[Int(element)]
            let count = Int(frame.b)
            switch frame.a {
            case 0: return minimum[node]
            case 1: return Self.below(minItems > 0 ? item : 0)
            case 2: return Self.below(count + 1 < Int(minItems) ? item : 0)
            case 3: return Self.below(count < Int(minItems) ? item : 0)
            default: return Self.below(item)
            }
        case .tuple(let prefix, let rest, let minItems, _):
            let count = Int(frame.b)
            switch frame.a {
            case 0: return minimum[node]
            case 1: return Self.below(Self.tupleItems(prefix, rest, 0..<Int(minItems), minimum))
            case 2:
                return Self.below(Self.tupleItems(prefix, rest, (count + 1)..<max(count + 1, Int(minItems)), minimum))
            case 3: return Self.below(Self.tupleItems(prefix, rest, count..<max(count, Int(minItems)), minimum))
            default: return Self.below(Self.tupleItems(prefix, rest, count..<max(count + 1, Int(minItems)), minimum))
            }
        case .unordered(let layout):
            let phase = frame.a & 0xF
            guard phase != UnorderedLayout.Phase.beforeOpen else { return minimum[node] }
            let current = phase >= UnorderedLayout.Phase.inListedKey ? Int(frame.d & 0xFF) : nil
            var deepest = Self.unorderedRest(
                layout, written: UnorderedLayout.written(frame), skipping: current, minimum)
            if phase == UnorderedLayout.Phase.beforeValue, let current {
                let value = current < layout.values.count ? layout.values[current] : layout.additionalValue
                if value >= 0 { deepest = max(deepest, minimum[Int(value)]) }
            }
            return Self.below(deepest)
        case .string, .bytes:
            return 1
        case .choice:
            return 0
        }
    }

    /// The fewest frames open at once on the way to completing a configuration: for each frame,
    /// its place on the stack and what finishing it needs below it.
    func deepest(_ configuration: Configuration, nodes: [CompiledNode]) -> Int {
        var deepest = configuration.count
        for (index, frame) in configuration.enumerated() {
            deepest = max(deepest, index + remaining(frame, nodes: nodes))
        }
        return deepest
    }
}
