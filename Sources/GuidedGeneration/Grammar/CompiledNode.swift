/// One node of a compiled grammar. Frames on the matcher's stack refer to nodes by index.
enum CompiledNode: Sendable {
    /// The whole document: one root value, then nothing; `spaced` when a space follows every
    /// `:` and `,` (``Grammar/Spacing/spaced``).
    case document(root: Int32, spaced: Bool)
    /// An object with its keys laid out for matching.
    case object(ObjectLayout)
    /// An array of elements.
    case array(element: Int32, minItems: Int32, maxItems: Int32?)
    /// An array whose first items match `prefix` one by one and later ones `rest` (none when
    /// `rest` is nil; `maxItems` then is at most the prefix's length).
    case tuple(prefix: [Int32], rest: Int32?, minItems: Int32, maxItems: Int32?)
    /// An object whose properties come in any order.
    case unordered(UnorderedLayout)
    /// A string whose decoded value must be accepted by the automaton.
    case string(ScalarDFA)
    /// A number or literal matched byte by byte.
    case bytes(ByteDFA)
    /// A choice between alternatives (anyOf, or a reference); never on the stack: starting it
    /// starts each of `alternatives`, which are never choices themselves.
    case choice(alternatives: [Int32])
}

/// The keys and values of an object node, precomputed for matching.
final class ObjectLayout: Sendable {
    /// Each property's key as bytes: `"name":` (`"name": ` in a spaced grammar).
    let keys: [[UInt8]]
    /// Each property's value node.
    let values: [Int32]
    /// Whether each property may be left out.
    let optional: [Bool]
    /// For `last` in -1..<count (index `last + 1`): the last property index that may come next
    /// (properties `last + 1 ... candidateEnd` are the candidates).
    let candidateEnd: [Int32]
    /// For `last` in -1..<count (index `last + 1`): whether `}` may come next.
    let canClose: [Bool]

    init(keys: [[UInt8]], values: [Int32], optional: [Bool]) {
        self.keys = keys
        self.values = values
        self.optional = optional
        var ends: [Int32] = []
        var closes: [Bool] = []
        for last in -1..<keys.count {
            var end = last
            var close = true
            var index = last + 1
            while index < keys.count {
                end = index
                if !optional[index] {
                    close = false
                    break
                }
                index += 1
            }
            ends.append(Int32(end))
            closes.append(close)
        }
        candidateEnd = ends
        canClose = closes
    }
}
