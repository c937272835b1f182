/// A reader of JSON text into ``GeneratedContent``: strict (RFC 8259; errors name the line,
/// column and byte offset), or tolerant of a text that stops early (a prefix of a valid JSON
/// text, as a model streams it).
///
/// In the tolerant (partial) mode, the content seen so far is returned and marked incomplete
/// where the text ends inside it: an open string keeps its text so far (an unfinished escape is
/// left out), open arrays and objects keep their finished elements, a key without a value yet is
/// left out, a literal (`true`, `false`, `null`) is kept as soon as its first letter is read,
/// and an unfinished number inside an array or object is left out (a number may still grow). A
/// number that is the whole text is kept, marked incomplete. Text that no valid JSON text can
/// start with still throws.
///
/// Both modes throw ``GeneratedContent/ParsingError``.
struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 128

    private let bytes: [UInt8]
    private let isPartial: Bool
    private var index = 0

    /// Reads a complete JSON text.
    /// - Parameter text: the JSON text; whitespace around the value is allowed.
    /// - Returns: the content, marked complete.
    /// - Throws: ``GeneratedContent/ParsingError`` naming the position of the first error.
    static func read(_ text: String) throws -> GeneratedContent {
        var reader = JSONReader(bytes: Array(text.utf8), isPartial: false)
        return try reader.readDocument()
    }

    /// Reads a prefix of a JSON text.
    /// - Parameter text: the text so far.
    /// - Returns: the content seen so far; `null` marked incomplete when no value has started.
    /// - Throws: ``GeneratedContent/ParsingError`` naming the position of the first error when
    ///   the text is not a prefix of any valid JSON text.
    static func readPartial(_ text: String) throws -> GeneratedContent {
        var reader = JSONReader(bytes: Array(text.utf8), isPartial: true)
        return try reader.readDocument()
    }

    private init(bytes: [UInt8], isPartial: Bool) {
        self.bytes = bytes
        self.isPartial = isPartial
    }

    private var atEnd: Bool { index >= bytes.count }

    private mutating func readDocument() throws -> GeneratedContent {
        skipWhitespace()
        if atEnd {
            if isPartial { return GeneratedContent(kind: .null, numberText: nil, isComplete: false) }
            throw error("expected a JSON value, but the text is empty")
        }
        let value: GeneratedContent
        if bytes[index] == UInt8(ascii: "-") || isDigit(bytes[index]) {
            // A number that is the whole text: kept even while it may still grow.
            guard let text = try readNumberText() else {
                return GeneratedContent(kind: .null, numberText: nil, isComplete: false)
            }
            value = Self.number(text, isComplete: !(isPartial && atEnd))
        } else {
            guard let read = try readValue(depth: 0) else {
                return GeneratedContent(kind: .null, numberText: nil, isComplete: false)
            }
            value = read
        }
        skipWhitespace()
        if !atEnd {
            throw error("expected the end of the JSON text after a complete value")
        }
        return value
    }

    /// Reads one value; nil only in partial mode, when the text ends before the value can be
    /// shown.
    private mutating func readValue(depth: Int) throws -> GeneratedContent? {
        skipWhitespace()
        guard !atEnd else {
            if isPartial { return nil }
            throw error("expected a JSON value, but the text ended")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let (string, complete) = try readString()
            return GeneratedContent(kind: .string(string), numberText: nil, isComplete: complete)
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let text = try readNumberText() else { return nil }
            if isPartial && atEnd { return nil }
            return Self.number(text, isComplete: true)
        default:
            throw error("unexpected character \(describe(bytes[index])); expected a JSON value")
        }
    }

    private mutating func readObject(depth: Int) throws -> GeneratedContent? {
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
        }
        index += 1  // {
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        func result(complete: Bool) -> GeneratedContent {
            GeneratedContent(
                kind: .structure(properties: properties, orderedKeys: keys), numberText: nil, isComplete: complete)
        }
        skipWhitespace()
        guard !atEnd else { return try partialEnd(result(complete: false), "expected a property name or '}'") }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return result(complete: true)
        }
        while true {
            skipWhitespace()
            guard !atEnd else { return try partialEnd(result(complete: false), "expected a property name") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected character \(describe(bytes[index])); expected a property name in double quotes")
            }
            let (key, keyComplete) = try readString()
            guard keyComplete else { return result(complete: false) }
            skipWhitespace()
            guard !atEnd else { return try partialEnd(result(complete: false), "expected ':' after a property name") }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error(
                    "unexpected character \(describe(bytes[index])); expected ':' after property name \"\(key)\"")
            }
            index += 1
            guard let value = try readValue(depth: depth) else { return result(complete: false) }
            if properties.updateValue(value, forKey: key) == nil {
                keys.append(key)
            }
            if !value.isComplete { return result(complete: false) }
            skipWhitespace()
            guard !atEnd else { return try partialEnd(result(complete: false), "expected ',' or '}' in an object") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return result(complete: true)
            default:
                throw error("unexpected character \(describe(bytes[index])); expected ',' or '}' in an object")
            }
        }
    }

    private mutating func readArray(depth: Int) throws -> GeneratedContent? {
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
        }
        index += 1  // [
        var elements: [GeneratedContent] = []
        func result(complete: Bool) -> GeneratedContent {
            GeneratedContent(kind: .array(elements), numberText: nil, isComplete: complete)
        }
        skipWhitespace()
        guard !atEnd else { return try partialEnd(result(complete: false), "expected a value or ']'") }
        if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return result(complete: true)
        }
        while true {
            guard let value = try readValue(depth: depth) else { return result(complete: false) }
            elements.append(value)
            if !value.isComplete { return result(complete: false) }
            skipWhitespace()
            guard !atEnd else { return try partialEnd(result(complete: false), "expected ',' or ']' in an array") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return result(complete: true)
            default:
                throw error("unexpected character \(describe(bytes[index])); expected ',' or ']' in an array")
            }
        }
    }

    /// At the end of the text: in partial mode, returns the content so far; else throws.
    private func partialEnd(_ content: GeneratedContent, _ expectation: String) throws -> GeneratedContent {
        if isPartial { return content }
        throw error("\(expectation), but the text ended")
    }

    private mutating func readLiteral(_ word: String, _ kind: GeneratedContent.Kind) throws -> GeneratedContent? {
        for expected in word.utf8 {
            if atEnd {
                // The first letters decide the literal; it is incomplete only as text.
                if isPartial { return GeneratedContent(kind: kind, numberText: nil, isComplete: false) }
                throw error("expected '\(word)', but the text ended")
            }
            guard bytes[index] == expected else {
                throw error("unexpected character \(describe(bytes[index])); expected '\(word)'")
            }
            index += 1
        }
        return GeneratedContent(kind: kind, numberText: nil, isComplete: true)
    }

    /// Reads a number's text; nil in partial mode when the text ends where no number is whole
    /// yet (`-`, `1.`, `1e`).
    private mutating func readNumberText() throws -> String? {
        let start = index
        func endedEarly(_ what: String) throws -> String? {
            if isPartial { return nil }
            throw error("expected \(what) in a number, but the text ended")
        }
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if atEnd { return try endedEarly("a digit") }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if isDigit(bytes[index]) {
            while !atEnd && isDigit(bytes[index]) { index += 1 }
        } else {
            throw error("unexpected character \(describe(bytes[index])); expected a digit in a number")
        }
        if !atEnd && bytes[index] == UInt8(ascii: ".") {
            index += 1
            if atEnd { return try endedEarly("a digit after '.'") }
            guard isDigit(bytes[index]) else {
                throw error("unexpected character \(describe(bytes[index])); expected a digit after '.' in a number")
            }
            while !atEnd && isDigit(bytes[index]) { index += 1 }
        }
        if !atEnd && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if !atEnd && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            if atEnd { return try endedEarly("an exponent") }
            guard isDigit(bytes[index]) else {
                throw error("unexpected character \(describe(bytes[index])); expected a digit in a number's exponent")
            }
            while !atEnd && isDigit(bytes[index]) { index += 1 }
        }
        if !atEnd && isDigit(bytes[index]) {
            throw error("a number cannot have leading zeros")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func number(_ text: String, isComplete: Bool) -> GeneratedContent {
        GeneratedContent(kind: .number(Double(text) ?? .nan), numberText: text, isComplete: isComplete)
    }

    /// Reads a string; returns its text and whether its closing quote was read.
    private mutating func readString() throws -> (String, Bool) {
        index += 1  // opening quote
        var scalars: [UInt8] = []
        var runStart = index
        while true {
            guard !atEnd else {
                if isPartial {
                    scalars.append(contentsOf: bytes[runStart..<index])
                    return (String(decoding: scalars, as: UTF8.self), false)
                }
                throw error("unterminated string: expected '\"', but the text ended")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: bytes[runStart..<index])
                index += 1
                return (String(decoding: scalars, as: UTF8.self), true)
            }
            if byte < 0x20 {
                throw error(
                    "unescaped control character \(describe(byte)) in a string; write it as an escape such as \\n or \\u00XX"
                )
            }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            scalars.append(contentsOf: bytes[runStart..<index])
            guard let scalar = try readEscape() else {
                // The text ended inside an escape: leave the escape out.
                index = bytes.count
                return (String(decoding: scalars, as: UTF8.self), false)
            }
            scalars.append(contentsOf: String(Character(scalar)).utf8)
            runStart = index
        }
    }

    /// Reads an escape sequence after a backslash; nil in partial mode when the text ends
    /// inside it.
    private mutating func readEscape() throws -> Unicode.Scalar? {
        index += 1  // backslash
        guard !atEnd else { return try endInEscape() }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let high = try readHex4() else { return try endInEscape() }
            if (0xD800...0xDBFF).contains(high) {
                // The text may end before the low surrogate's escape, or right after its `\`.
                let restIsPrefix =
                    index == bytes.count || (index + 1 == bytes.count && bytes[index] == UInt8(ascii: "\\"))
                if isPartial && restIsPrefix { return try endInEscape() }
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error(
                        "a high surrogate \\u\(String(high, radix: 16)) must be followed by a low surrogate escape")
                }
                index += 2
                guard let low = try readHex4() else { return try endInEscape() }
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("\\u\(String(low, radix: 16)) is not a low surrogate after a high surrogate")
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("a low surrogate \\u\(String(high, radix: 16)) without a high surrogate before it")
            }
            return scalar
        default:
            index -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private func endInEscape() throws -> Unicode.Scalar? {
        if isPartial { return nil }
        throw error("unterminated escape in a string: the text ended")
    }

    /// Reads four hexadecimal digits; nil in partial mode when the text ends first.
    private mutating func readHex4() throws -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard !atEnd else {
                if isPartial { return nil }
                throw error("expected four hexadecimal digits after \\u, but the text ended")
            }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("unexpected character \(describe(byte)); expected a hexadecimal digit after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func skipWhitespace() {
        while !atEnd {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Makes an error that names the current position.
    private func error(_ message: String) -> GeneratedContent.ParsingError {
        let offset = min(index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return GeneratedContent.ParsingError(
            rawContent: String(decoding: bytes, as: UTF8.self),
            debugDescription: "Invalid JSON at line \(line), column \(column) (byte offset \(offset)): \(message).")
    }
}
