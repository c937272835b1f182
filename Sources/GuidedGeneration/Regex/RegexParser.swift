/// Parses the regular expressions people put in JSON Schema `pattern`s and `@Guide`s
/// (ECMAScript syntax) into a ``RegexNode``.
///
/// Supported: literals, escapes, classes, `.`, groups, alternation, greedy and lazy
/// quantifiers, and the anchors `^` and `$`. Backreferences, lookaround, word boundaries and
/// Unicode property escapes throw a ``GrammarError`` naming the construct.
struct RegexParser {
    private let scalars: [UInt32]
    private let source: String
    private var position = 0
    static let repetitionLimit = 1_000

    /// Parses a whole pattern.
    /// - Parameter pattern: The pattern text.
    /// - Returns: The syntax tree.
    /// - Throws: ``GrammarError`` for invalid or unsupported syntax.
    static func parse(_ pattern: String) throws -> RegexNode {
        var parser = RegexParser(pattern)
        let node = try parser.parseAlternation()
        if parser.position < parser.scalars.count {
            throw parser.error(.invalidPattern, "unmatched ')'")
        }
        return node
    }

    private init(_ pattern: String) {
        source = pattern
        scalars = pattern.unicodeScalars.map(\.value)
    }

    private func error(_ code: GrammarError.Code, _ what: String) -> GrammarError {
        let advice =
            code == .unsupportedPattern
            ? "rewrite the pattern without it"
            : "fix the regular expression"
        return GrammarError(code, "Pattern /\(source)/ at offset \(position): \(what); \(advice).")
    }

    private var current: UInt32? { position < scalars.count ? scalars[position] : nil }

    private func peek(_ offset: Int) -> UInt32? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func eat(_ character: Character) -> Bool {
        if current == character.unicodeScalars.first!.value {
            position += 1
            return true
        }
        return false
    }

    private static func code(_ character: Character) -> UInt32 { character.unicodeScalars.first!.value }

    private mutating func parseAlternation() throws -> RegexNode {
        var branches = [try parseConcatenation()]
        while eat("|") { branches.append(try parseConcatenation()) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() throws -> RegexNode {
        var parts: [RegexNode] = []
        while let scalar = current, scalar != Self.code("|"), scalar != Self.code(")") {
            let atom = try parseAtom()
            parts.append(try parseQuantifiers(atom))
        }
        return parts.count == 1 ? parts[0] : .concatenation(parts)
    }

    private mutating func parseQuantifiers(_ atom: RegexNode) throws -> RegexNode {
        var node = atom
        while let scalar = current {
            var bounds: (Int, Int?)
            switch scalar {
            case Self.code("*"):
                bounds = (0, nil)
                position += 1
            case Self.code("+"):
                bounds = (1, nil)
                position += 1
            case Self.code("?"):
                bounds = (0, 1)
                position += 1
            case Self.code("{"):
                guard let parsed = try parseBraces() else { return node }
                bounds = parsed
            default:
                return node
            }
            _ = eat("?")  // Lazy quantifiers match the same strings.
            if current == Self.code("+") || current == Self.code("*")
                || current == Self.code("?") || (current == Self.code("{") && isBraceQuantifier())
            {
                throw error(.invalidPattern, "nothing to repeat (a quantifier follows a quantifier)")
            }
            node = .repetition(node, min: bounds.0, max: bounds.1)
        }
        return node
    }

    private func isBraceQuantifier() -> Bool {
        var copy = self
        return (try? copy.parseBraces()) != nil
    }

    /// Parses `{n}`, `{n,}` or `{n,m}`; nil (position unchanged) when the brace is a literal.
    private mutating func parseBraces() throws -> (Int, Int?)? {
        let saved = position
        position += 1
        guard let low = parseNumber() else {
            position = saved
            return nil
        }
        var high: Int? = low
        if eat(",") { high = parseNumber() }
        guard eat("}") else {
            position = saved
            return nil
        }
        if let high, high < low {
            throw error(.invalidPattern, "quantifier {\(low),\(high)} has its minimum above its maximum")
        }
        if low > Self.repetitionLimit || (high ?? 0) > Self.repetitionLimit {
            throw error(.patternTooComplex, "repetition counts above \(Self.repetitionLimit) are not supported")
        }
        return (low, high)
    }

    private mutating func parseNumber() -> Int? {
        var value: Int?
        while let scalar = current, scalar >= 0x30, scalar <= 0x39 {
            value = min((value ?? 0) * 10 + Int(scalar - 0x30), 1_000_000)
            position += 1
        }
        return value
    }

    private mutating func parseAtom() throws -> RegexNode {
        guard let scalar = current else { throw error(.invalidPattern, "unexpected end") }
        position += 1
        switch scalar {
        case Self.code("("): return try parseGroup()
        case Self.code("["): return .scalars(try parseClass())
        case Self.code("."): return .scalars(.dot)
        case Self.code("^"): return .startAnchor
        case Self.code("$"): return .endAnchor
        case Self.code("\\"): return .scalars(try parseEscape(inClass: false))
        case Self.code("*"), Self.code("+"), Self.code("?"):
            position -= 1
            throw error(.invalidPattern, "nothing to repeat")
        case Self.code("{"):
            position -= 1
            if isBraceQuantifier() { throw error(.invalidPattern, "nothing to repeat") }
            position += 1
            return .scalars(ScalarSet(scalar: scalar))
        default:
            return .scalars(ScalarSet(scalar: scalar))
        }
    }

    private mutating func parseGroup() throws -> RegexNode {
        if eat("?") {
            if eat(":") {
            } else if current == Self.code("=") || current == Self.code("!") {
                throw error(.unsupportedPattern, "lookahead (?= or ?!) is not supported")
            } else if current == Self.code("<"), peek(1) == Self.code("=") || peek(1) == Self.code("!") {
                throw error(.unsupportedPattern, "lookbehind (?<= or ?<!) is not supported")
            } else if eat("<") || (eat("P") && eat("<")) {
                while let scalar = current, scalar != Self.code(">") { position += 1 }
                guard eat(">") else { throw error(.invalidPattern, "unterminated group name") }
            } else {
                throw error(.unsupportedPattern, "group modifiers such as (?i) are not supported")
            }
        }
        let inner = try parseAlternation()
        guard eat(")") else { throw error(.invalidPattern, "missing ')'") }
        return inner
    }

    private mutating func parseClass() throws -> ScalarSet {
        let negated = eat("^")
        var set = ScalarSet.empty
        while true {
            guard let scalar = current else { throw error(.invalidPattern, "missing ']'") }
            if scalar == Self.code("]") {
                position += 1
                break
            }
            let (first, firstIsSingle) = try parseClassAtom()
            if current == Self.code("-"), let next = peek(1), next != Self.code("]") {
                position += 1
                let (second, secondIsSingle) = try parseClassAtom()
                guard let low = firstIsSingle, let high = secondIsSingle else {
                    throw error(.invalidPattern, "a class escape like \\d cannot bound a range")
                }
                guard low <= high else { throw error(.invalidPattern, "range out of order in class") }
                set = set.union(ScalarSet([low...high]))
                _ = second
            } else {
                set = set.union(first)
            }
        }
        return negated ? set.inverted : set
    }

    /// One class member: its set, and its scalar when it is a single one.
    private mutating func parseClassAtom() throws -> (ScalarSet, UInt32?) {
        let scalar = current!
        position += 1
        guard scalar == Self.code("\\") else { return (ScalarSet(scalar: scalar), scalar) }
        let escaped = try parseEscape(inClass: true)
        if escaped.ranges.count == 1, escaped.ranges[0].count == 1 {
            return (escaped, escaped.ranges[0].lowerBound)
        }
        return (escaped, nil)
    }

    private mutating func parseEscape(inClass: Bool) throws -> ScalarSet {
        guard let scalar = current else { throw error(.invalidPattern, "pattern ends with '\\'") }
        position += 1
        switch scalar {
        case Self.code("d"): return .digits
        case Self.code("D"): return ScalarSet.digits.inverted
        case Self.code("w"): return .word
        case Self.code("W"): return ScalarSet.word.inverted
        case Self.code("s"): return .space
        case Self.code("S"): return ScalarSet.space.inverted
        case Self.code("n"): return ScalarSet(scalar: 0x0A)
        case Self.code("r"): return ScalarSet(scalar: 0x0D)
        case Self.code("t"): return ScalarSet(scalar: 0x09)
        case Self.code("f"): return ScalarSet(scalar: 0x0C)
        case Self.code("v"): return ScalarSet(scalar: 0x0B)
        case Self.code("0"): return ScalarSet(scalar: 0)
        case Self.code("b") where inClass: return ScalarSet(scalar: 0x08)
        case Self.code("b"), Self.code("B"):
            throw error(.unsupportedPattern, "word boundaries (\\b, \\B) are not supported")
        case Self.code("1")...Self.code("9"), Self.code("k"):
            throw error(.unsupportedPattern, "backreferences are not supported")
        case Self.code("p"), Self.code("P"):
            throw error(.unsupportedPattern, "Unicode property escapes (\\p{…}) are not supported")
        case Self.code("c"):
            guard let letter = current, (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter) else {
                throw error(.invalidPattern, "\\c must be followed by a letter")
            }
            position += 1
            return ScalarSet(scalar: letter % 32)
        case Self.code("x"):
            return ScalarSet(scalar: try parseHex(count: 2))
        case Self.code("u"):
            if eat("{") {
                var value: UInt32 = 0
                var digits = 0
                while let digit = current.flatMap(Self.hexValue) {
                    value = value * 16 + digit
                    digits += 1
                    position += 1
                    guard value <= ScalarSet.maxScalar else {
                        throw error(.invalidPattern, "\\u{…} is beyond U+10FFFF")
                    }
                }
                guard digits > 0, eat("}") else { throw error(.invalidPattern, "malformed \\u{…}") }
                return ScalarSet(scalar: value)
            }
            let value = try parseHex(count: 4)
            if (0xD800...0xDBFF).contains(value), current == Self.code("\\"), peek(1) == Self.code("u") {
                let saved = position
                position += 2
                if let low = try? parseHex(count: 4), (0xDC00...0xDFFF).contains(low) {
                    return ScalarSet(scalar: 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
                }
                position = saved
            }
            if (0xD800...0xDFFF).contains(value) {
                throw error(.unsupportedPattern, "a lone surrogate \\u escape never matches a Unicode scalar")
            }
            return ScalarSet(scalar: value)
        default:
            return ScalarSet(scalar: scalar)
        }
    }

    private mutating func parseHex(count: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let digit = current.flatMap(Self.hexValue) else {
                throw error(.invalidPattern, "expected \(count) hexadecimal digits")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    static func hexValue(_ scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x30...0x39: return scalar - 0x30
        case 0x41...0x46: return scalar - 0x41 + 10
        case 0x61...0x66: return scalar - 0x61 + 10
        default: return nil
        }
    }
}
