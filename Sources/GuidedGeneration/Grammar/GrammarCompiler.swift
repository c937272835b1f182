/// Turns ``JSONSchemaNode`` trees into ``CompiledNode`` tables: resolves references, builds the
/// automata, flattens alternatives, and drops parts that no finite value can fill.
struct GrammarCompiler {
    enum Draft {
        case document(Int32)
        case object(keys: [[UInt8]], values: [Int32], optional: [Bool])
        case unordered(UnorderedDraft)
        case array(Int32, min: Int32, max: Int32?)
        case tuple([Int32], rest: Int32?, min: Int32, max: Int32?)
        case string(ScalarDFA)
        case bytes(ByteDFA)
        case choice([Int32])
    }

    private let definitions: [String: JSONSchemaNode]
    /// What follows a key's `:` (a space in a spaced grammar).
    let colon: [UInt8]
    private let spaced: Bool
    var drafts: [Draft] = [.document(0)]
    /// The node of any JSON value, once made.
    var anyIndex: Int32?
    private var definitionIndex: [String: Int32] = [:]
    private var numberCache: [NumberKey: Int32] = [:]

    /// A number's bounds, as the key of its automaton. (A string made with
    /// `String(describing:)` was a quarter of a large schema's grammar compile.)
    struct NumberKey: Hashable, Sendable {
        let integer: Bool
        let minimum: DecimalBound?
        let maximum: DecimalBound?
    }

    /// Automata shared by every compilation: building them is most of a compile's time.
    enum AutomatonCache {
        /// By fingerprint bytes: constraints compare as `String`s do, canonically (`é` equals
        /// `e` + U+0301), but their automata differ.
        static let strings = BoundedCache<[UInt8], ScalarDFA>(limit: 1_024)
        static let numbers = BoundedCache<NumberKey, ByteDFA>(limit: 1_024)
        static let boolean = ByteDFA.literals([Array("true".utf8), Array("false".utf8)])
        static let null = ByteDFA.literals([Array("null".utf8)])
    }

    init(definitions: [String: JSONSchemaNode], spacing: Grammar.Spacing) {
        self.definitions = definitions
        spaced = spacing == .spaced
        colon = spaced ? Array(": ".utf8) : [UInt8(ascii: ":")]
    }

    mutating func compile(root: JSONSchemaNode) throws -> [CompiledNode] {
        let rootIndex = try add(root)
        drafts[0] = .document(rootIndex)
        return try finish()
    }

    mutating func append(_ draft: Draft) -> Int32 {
        drafts.append(draft)
        return Int32(drafts.count - 1)
    }

    mutating func add(_ node: JSONSchemaNode) throws -> Int32 {
        switch node {
        case .object(let properties):
            var seen = Set<String>()
            for property in properties where !seen.insert(property.name).inserted {
                throw GrammarError(
                    .duplicateProperty,
                    "The object declares property \"\(property.name)\" twice; give each property a distinct name.")
            }
            let values = try properties.map { try add($0.node) }
            let keys = properties.map { Self.jsonString($0.name) + colon }
            return append(.object(keys: keys, values: values, optional: properties.map(\.isOptional)))
        case .string(let constraint):
            return append(.string(try Self.automaton(constraint)))
        case .integer(let minimum, let maximum):
            return try number(
                integer: true, minimum.map(DecimalBound.init), maximum.map(DecimalBound.init),
                description: "integer \(minimum.map(String.init) ?? "")...\(maximum.map(String.init) ?? "")")
        case .number(let minimum, let maximum):
            var bounds: [DecimalBound?] = []
            for value in [minimum, maximum] {
                guard let value else {
                    bounds.append(nil)
                    continue
                }
                guard let bound = DecimalBound(value) else {
                    throw GrammarError(
                        .invalidBounds, "A number bound must be finite, not \(value); leave the bound out instead.")
                }
                bounds.append(bound)
            }
            return try number(
                integer: false, bounds[0], bounds[1],
                description: "number \(minimum.map { "\($0)" } ?? "")...\(maximum.map { "\($0)" } ?? "")")
        case .boolean:
            return append(.bytes(AutomatonCache.boolean))
        case .null:
            return append(.bytes(AutomatonCache.null))
        case .array(let element, let minItems, let maxItems):
            let low = minItems ?? 0
            guard low >= 0, (maxItems ?? low) >= low, low <= Int(Int32.max), (maxItems ?? 0) <= Int(Int32.max) else {
                throw GrammarError(
                    .invalidBounds,
                    "Array item counts minItems \(low), maxItems \(maxItems.map(String.init) ?? "none") are inconsistent; use 0 ≤ minItems ≤ maxItems."
                )
            }
            let elementIndex = try add(element)
            return append(.array(elementIndex, min: Int32(low), max: maxItems.map(Int32.init)))
        case .unorderedObject(let object):
            return try addUnordered(object)
        case .tuple(let prefix, let rest, let minItems, let maxItems):
            return try addTuple(prefix, rest: rest, minItems: minItems, maxItems: maxItems)
        case .any:
            return try addAny()
        case .anyOf(let alternatives):
            guard !alternatives.isEmpty else {
                throw GrammarError(.emptyAnyOf, "An anyOf has no alternatives; give it at least one.")
            }
            let indices = try alternatives.map { try add($0) }
            return append(.choice(indices))
        case .ref(let name):
            if let index = definitionIndex[name] { return index }
            guard let definition = definitions[name] else {
                let known = definitions.keys.sorted().joined(separator: ", ")
                throw GrammarError(
                    .unknownReference,
                    "The reference \"\(name)\" names no definition (known: \(known.isEmpty ? "none" : known)); add it to the definitions."
                )
            }
            let index = append(.choice([]))
            definitionIndex[name] = index
            let body = try add(definition)
            drafts[Int(index)] = .choice([body])
            return index
        }
    }

    mutating func number(
        integer: Bool, _ minimum: DecimalBound?, _ maximum: DecimalBound?, description: @autoclosure () -> String
    ) throws -> Int32 {
        if let minimum, let maximum, DecimalBound.compare(minimum, maximum) > 0 {
            throw GrammarError(
                .invalidBounds, "The range \(description()) has its minimum above its maximum; swap or fix the bounds.")
        }
        let key = NumberKey(integer: integer, minimum: minimum, maximum: maximum)
        if let cached = numberCache[key] { return cached }
        let automaton: ByteDFA
        if let shared = AutomatonCache.numbers[key] {
            automaton = shared
        } else {
            guard let made = NumberAutomaton.make(integer: integer, minimum: minimum, maximum: maximum) else {
                throw GrammarError(.noFiniteInstance, "No value satisfies \(description()); widen the bounds.")
            }
            AutomatonCache.numbers[key] = made
            automaton = made
        }
        let index = append(.bytes(automaton))
        numberCache[key] = index
        return index
    }

    /// The automaton of a string constraint (shared by every grammar that uses the same one).
    static func automaton(_ constraint: JSONSchemaNode.StringConstraint) throws -> ScalarDFA {
        if case .free = constraint { return .free }
        let fingerprint = fingerprint(constraint)
        let key = Array(fingerprint.utf8)
        if let cached = AutomatonCache.strings[key] { return cached }
        let automaton = try makeAutomaton(constraint, fingerprint: fingerprint)
        AutomatonCache.strings[key] = automaton
        return automaton
    }

    /// Identifies a constraint's language by its exact spelling (see ``ScalarDFA/fingerprint``).
    private static func fingerprint(_ constraint: JSONSchemaNode.StringConstraint) -> String {
        switch constraint {
        case .free: return "free"
        case .constant(let value): return "constant:" + String(decoding: jsonString(value), as: UTF8.self)
        case .choices(let values):
            return "choices:" + values.map { String(decoding: jsonString($0), as: UTF8.self) }.joined(separator: ",")
        case .pattern(let pattern): return "pattern:" + pattern
        case .length(let minimum, let maximum): return "length:\(minimum),\(maximum.map(String.init) ?? "")"
        case .all(let constraints): return "all:[" + constraints.map(fingerprint).joined(separator: "][") + "]"
        }
    }

    private static func makeAutomaton(_ constraint: JSONSchemaNode.StringConstraint, fingerprint: String) throws
        -> ScalarDFA
    {
        switch constraint {
        case .free:
            return .free
        case .constant(let value):
            return try ScalarNFA(.literal(value), search: false).determinized(fingerprint: fingerprint)
        case .choices(let values):
            guard let automaton = ScalarDFA.trie(of: values, fingerprint: fingerprint) else {
                throw GrammarError(.emptyAnyOf, "A string choice has no values; give it at least one.")
            }
            return automaton
        case .pattern(let pattern):
            return try ScalarNFA(RegexParser.parse(pattern), search: true).determinized(fingerprint: fingerprint)
        case .length(let minimum, let maximum):
            return try ScalarDFA.length(minimum: minimum, maximum: maximum, fingerprint: fingerprint)
        case .all(let constraints):
            guard var result = try constraints.first.map(automaton) else { return .free }
            for constraint in constraints.dropFirst() {
                result = try ScalarDFA.intersection(result, try automaton(constraint), fingerprint: fingerprint)
            }
            return result
        }
    }

    /// The compact JSON encoding of a string, quotes included.
    static func jsonString(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: bytes += Array("\\\"".utf8)
            case 0x5C: bytes += Array("\\\\".utf8)
            case 0x0A: bytes += Array("\\n".utf8)
            case 0x0D: bytes += Array("\\r".utf8)
            case 0x09: bytes += Array("\\t".utf8)
            case 0x08: bytes += Array("\\b".utf8)
            case 0x0C: bytes += Array("\\f".utf8)
            case 0..<0x20:
                let hex = String(scalar.value, radix: 16)
                bytes += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: bytes += Array(String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return bytes
    }

    // MARK: Finishing

    private func leaves(of index: Int32) -> [Int32] {
        var result: [Int32] = []
        var seen: Set<Int32> = [index]
        var work = [index]
        while let next = work.popLast() {
            if case .choice(let alternatives) = drafts[Int(next)] {
                for alternative in alternatives.reversed() where seen.insert(alternative).inserted {
                    work.append(alternative)
                }
            } else {
                result.append(next)
            }
        }
        return result
    }

    private func finish() throws -> [CompiledNode] {
        let count = drafts.count
        let leafLists = (0..<count).map { leaves(of: Int32($0)) }
        var productive = [Bool](repeating: false, count: count)
        var changed = true
        while changed {
            changed = false
            for index in 0..<count where !productive[index] {
                let value: Bool
                switch drafts[index] {
                case .document(let root): value = productive[Int(root)]
                case .object(_, let values, let optional):
                    value = zip(values, optional).allSatisfy { $0.1 || productive[Int($0.0)] }
                case .unordered(let object): value = object.isProductive(productive)
                case .array(let element, let min, _): value = min == 0 || productive[Int(element)]
                case .tuple(let prefix, let rest, let min, _):
                    value =
                        prefix.prefix(Int(min)).allSatisfy { productive[Int($0)] }
                        && (Int(min) <= prefix.count || rest.map { productive[Int($0)] } == true)
                case .string, .bytes: value = true
                case .choice: value = leafLists[index].contains { productive[Int($0)] }
                }
                if value {
                    productive[index] = true
                    changed = true
                }
            }
        }
        guard productive[0] else {
            throw GrammarError(
                .noFiniteInstance,
                "No finite JSON value satisfies the schema (a required property or item refers back to its own type without a way out); make the recursive part optional or an array without minItems."
            )
        }
        return drafts.enumerated().map { index, draft in
            switch draft {
            case .document(let root): return .document(root: root, spaced: spaced)
            case .object(let keys, let values, let optional):
                let kept = values.indices.filter { productive[Int(values[$0])] }
                return .object(
                    ObjectLayout(
                        keys: kept.map { keys[$0] }, values: kept.map { values[$0] },
                        optional: kept.map { optional[$0] }))
            case .unordered(let object):
                return .unordered(object.layout(productive: productive))
            case .array(let element, let min, let max):
                return .array(element: element, minItems: min, maxItems: productive[Int(element)] ? max : 0)
            case .tuple(let prefix, let rest, let min, let max):
                // Items stop before the first one that no finite value fills.
                let usable = prefix.firstIndex { !productive[Int($0)] } ?? prefix.count
                let restUsable = usable == prefix.count && rest.map { productive[Int($0)] } == true
                let limit = restUsable ? max : Int32(usable) < (max ?? .max) ? Int32(usable) : max
                return .tuple(prefix: prefix, rest: restUsable ? rest : nil, minItems: min, maxItems: limit)
            case .string(let automaton): return .string(automaton)
            case .bytes(let automaton): return .bytes(automaton)
            case .choice:
                return .choice(alternatives: leafLists[index].filter { productive[Int($0)] })
            }
        }
    }
}
