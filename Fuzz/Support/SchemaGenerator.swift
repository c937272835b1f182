@testable import GuidedGeneration

/// Builds a small random schema in the engine's IR from the fuzz input: objects, strings with
/// constants, choices or patterns, numbers and integers with bounds, arrays with counts,
/// `anyOf`, and references to up to two (possibly recursive) definitions. Each pattern is made
/// as a syntax tree first and written out as text, so the oracle can match the tree itself.
struct SchemaGenerator {
    /// The generated schema.
    struct Schema {
        var root: JSONSchemaNode
        var definitions: [String: JSONSchemaNode]
        /// The syntax tree of each pattern, by its text.
        var patterns: [String: RegexNode]
    }

    private var input: FuzzInput
    private var patterns: [String: RegexNode] = [:]
    private var definitionNames: [String] = []

    static let texts = ["", "a", "ab", "name", "\"", "\\", "é", "e\u{301}", "🙂", "\n", "\u{1}", "a\"b", "/", "0"]

    /// Creates a generator reading its choices from the input.
    init(_ input: FuzzInput) {
        self.input = input
    }

    /// The rest of the input, after the schema's choices.
    var remainingInput: FuzzInput { input }

    /// Generates a schema.
    mutating func make() -> Schema {
        let definitionCount = input.below(3)
        definitionNames = (0..<definitionCount).map { "D\($0)" }
        var definitions: [String: JSONSchemaNode] = [:]
        for name in definitionNames { definitions[name] = node(depth: 1) }
        let root = node(depth: 0)
        return Schema(root: root, definitions: definitions, patterns: patterns)
    }

    private mutating func node(depth: Int) -> JSONSchemaNode {
        let kinds = depth >= 3 ? 6 : (definitionNames.isEmpty ? 9 : 10)
        switch input.below(kinds) {
        case 0: return .boolean
        case 1: return .null
        case 2, 3: return .string(stringConstraint())
        case 4:
            let bounds = [-100, -1, 0, 1, 2, 9, 10, 99, 100, 12_345, Int.max, Int.min]
            var low = input.chance(2) ? nil : input.pick(bounds)
            var high = input.chance(2) ? nil : input.pick(bounds)
            if let l = low, let h = high, l > h { (low, high) = (h, l) }
            return .integer(minimum: low, maximum: high)
        case 5:
            let bounds = [-2.5, -1, 0, 0.1, 0.5, 1, 1.25, 10, 99.99, 1e-3, 1e20, -0.0]
            var low = input.chance(2) ? nil : input.pick(bounds)
            var high = input.chance(2) ? nil : input.pick(bounds)
            if let l = low, let h = high, l > h { (low, high) = (h, l) }
            return .number(minimum: low, maximum: high)
        case 6:
            let count = input.below(4)
            var used = Set<String>()
            var properties: [JSONSchemaNode.Property] = []
            for _ in 0..<count {
                let name = input.pick(Self.texts)
                guard used.insert(name).inserted else { continue }
                properties.append(.init(name: name, node: node(depth: depth + 1), isOptional: input.chance(2)))
            }
            return .object(properties)
        case 7:
            let minimum = input.chance(2) ? nil : input.below(3)
            let maximum = input.chance(2) ? nil : (minimum ?? 0) + input.below(3)
            return .array(node(depth: depth + 1), minItems: minimum, maxItems: maximum)
        case 8:
            return .anyOf((0...input.below(3)).map { _ in node(depth: depth + 1) })
        default:
            return .ref(input.pick(definitionNames))
        }
    }

    private mutating func stringConstraint() -> JSONSchemaNode.StringConstraint {
        switch input.below(4) {
        case 0: return .free
        case 1: return .constant(input.pick(Self.texts))
        case 2: return .choices((0...input.below(3)).map { _ in input.pick(Self.texts) })
        default:
            let tree = regex(depth: 0)
            let text = Self.write(tree, grouped: false)
            patterns[text] = tree
            return .pattern(text)
        }
    }

    // MARK: Patterns

    /// Character classes: their text and their set.
    private static let classes: [(String, ScalarSet)] = [
        ("[a-c]", ScalarSet([0x61...0x63])),
        ("[^a]", ScalarSet(scalar: 0x61).inverted),
        ("\\d", .digits),
        ("\\w", .word),
        ("\\s", .space),
        (".", .dot),
        ("[0-9a-f]", ScalarSet([0x30...0x39, 0x61...0x66])),
        ("[é-ü]", ScalarSet([0xE9...0xFC])),
        ("[\"\\\\]", ScalarSet([0x22...0x22, 0x5C...0x5C])),
        ("\\u{1F642}", ScalarSet(scalar: 0x1F642)),
    ]

    private static let literals: [UInt32] = [
        0x61, 0x62, 0x63, 0x30, 0x31, 0x2D, 0x2E, 0x22, 0x5C, 0xE9, 0x1F642, 0x0A, 0x20, 0x7B, 0x2F, 0x24,
    ]

    private mutating func regex(depth: Int) -> RegexNode {
        switch input.below(depth >= 3 ? 4 : 9) {
        case 0, 1: return .scalars(ScalarSet(scalar: input.pick(Self.literals)))
        case 2: return .scalars(input.pick(Self.classes).1)
        case 3: return input.chance(2) ? .startAnchor : .endAnchor
        case 4, 5: return .concatenation((0...input.below(4)).map { _ in regex(depth: depth + 1) })
        case 6: return .alternation((0...input.below(3)).map { _ in regex(depth: depth + 1) })
        case 7: return .empty
        default:
            let shapes: [(Int, Int?)] = [(0, nil), (1, nil), (0, 1), (2, 2), (1, 3), (0, 2), (2, nil)]
            let (low, high) = input.pick(shapes)
            return .repetition(regex(depth: depth + 1), min: low, max: high)
        }
    }

    /// The pattern text of a tree; `grouped` wraps it so that it can take a quantifier or sit
    /// inside a concatenation.
    static func write(_ node: RegexNode, grouped: Bool) -> String {
        switch node {
        case .empty: return "(?:)"
        case .startAnchor: return "^"
        case .endAnchor: return "$"
        case .scalars(let set):
            if let (text, _) = classes.first(where: { $0.1 == set }) { return text }
            let scalar = set.ranges[0].lowerBound
            switch scalar {
            case 0x0A: return "\\n"
            case 0x24, 0x28...0x2B, 0x2E, 0x2F, 0x3F, 0x5B...0x5E, 0x7B...0x7D:
                return "\\" + String(Unicode.Scalar(scalar)!)
            default: return String(Unicode.Scalar(scalar)!)
            }
        case .concatenation(let parts):
            let text = parts.map { write($0, grouped: isAlternation($0)) }.joined()
            return grouped ? "(?:\(text))" : text
        case .alternation(let branches):
            let text = branches.map { write($0, grouped: false) }.joined(separator: "|")
            return grouped ? "(?:\(text))" : text
        case .repetition(let inner, let low, let high):
            let quantifier: String
            switch (low, high) {
            case (0, nil): quantifier = "*"
            case (1, nil): quantifier = "+"
            case (0, 1?): quantifier = "?"
            case (_, nil): quantifier = "{\(low),}"
            case (_, let high?) where high == low: quantifier = "{\(low)}"
            case (_, let high?): quantifier = "{\(low),\(high)}"
            }
            let atom: String
            if case .scalars = inner {
                atom = write(inner, grouped: false)
            } else {
                atom = "(?:\(write(inner, grouped: false)))"
            }
            return atom + quantifier
        }
    }

    private static func isAlternation(_ node: RegexNode) -> Bool {
        if case .alternation = node { return true }
        return false
    }
}
