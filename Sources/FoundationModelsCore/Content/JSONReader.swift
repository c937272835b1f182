/// A strict reader of a complete JSON text (RFC 8259) into ``GeneratedContent``; errors name
/// the line, column and byte offset. A text that may stop early is read by
/// ``PartialJSONReader``.
///
/// Throws ``GeneratedContent/ParsingError``.
struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0

    /// Reads a complete JSON text.
    /// - Parameter text: the JSON text; whitespace around the value is allowed.
    /// - Returns: the content, marked complete.
    /// - Throws: ``GeneratedContent/ParsingError`` naming the position of the first error.
    static func read(_ text: String) throws -> GeneratedContent {
        var reader = JSONReader(bytes: Array(text.utf8))
        return try reader.readDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var atEnd: Bool { index >= bytes.count }

    private mutating func readDocument() throws -> GeneratedContent {
        skipWhitespace()
        if atEnd { throw error("expected a JSON value, but the text is empty") }
        let value = try readValue(depth: 0)
        skipWhitespace()
        if !atEnd {
            throw error("expected the end of the JSON text after a complete value")
        }
        return value
    }

    private mutating func readValue(depth: Int) throws -> GeneratedContent {
        skipWhitespace()
        guard !atEnd else { throw error("expected a JSON value, but the text ended") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return GeneratedContent(kind: .string(try readString()))
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let text = try readNumberText()
            return GeneratedContent(kind: .number(Double(text) ?? .nan), numberText: text, isComplete: true)
        default:
            throw error("unexpected character \(JSONSyntax.describe(bytes[index])); expected a JSON value")
        }
    }

    private mutating func readObject(depth: Int) throws -> GeneratedContent {
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
        }
        index += 1  // {
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        skipWhitespace()
        guard !atEnd else { throw error("expected a property name or '}', but the text ended") }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
        }
        while true {
            skipWhitespace()
            guard !atEnd else { throw error("expected a property name, but the text ended") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(
                    "unexpected character \(JSONSyntax.describe(bytes[index])); expected a property name in double quotes"
                )
            }
            let key = try readString()
            skipWhitespace()
            guard !atEnd else { throw error("expected ':' after a property name, but the text ended") }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error(
                    "unexpected character \(JSONSyntax.describe(bytes[index])); expected ':' after property name \"\(key)\""
                )
            }
            index += 1
            let value = try readValue(depth: depth)
            if properties.updateValue(value, forKey: key) == nil {
                keys.append(key)
            }
            skipWhitespace()
            guard !atEnd else { throw error("expected ',' or '}' in an object, but the text ended") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
            default:
                throw error(
                    "unexpected character \(JSONSyntax.describe(bytes[index])); expected ',' or '}' in an object")
            }
        }
    }

    private mutating func readArray(depth: Int) throws -> GeneratedContent {
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
        }
        index += 1  // [
        var elements: [GeneratedContent] = []
        skipWhitespace()
        guard !atEnd else { throw error("expected a value or ']', but the text ended") }
        if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return GeneratedContent(kind: .array(elements))
        }
        while true {
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            guard !atEnd else { throw error("expected ',' or ']' in an array, but the text ended") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return GeneratedContent(kind: .array(elements))
            default:
                throw error(
                    "unexpected character \(JSONSyntax.describe(bytes[index])); expected ',' or ']' in an array")
            }
        }
    }

    private mutating func readLiteral(_ word: String, _ kind: GeneratedContent.Kind) throws -> GeneratedContent {
        for expected in word.utf8 {
            guard !atEnd else { throw error("expected '\(word)', but the text ended") }
            guard bytes[index] == expected else {
                throw error("unexpected character \(JSONSyntax.describe(bytes[index])); expected '\(word)'")
            }
            index += 1
        }
        return GeneratedContent(kind: kind)
    }

    /// Reads a number's text.
    private mutating func readNumberText() throws -> String {
        let start = index
        func digit(_ what: String) throws {
            guard !atEnd else { throw error("expected \(what), but the text ended") }
            guard JSONSyntax.isDigit(bytes[index]) else {
                throw error("unexpected character \(JSONSyntax.describe(bytes[index])); expected \(what)")
            }
        }
        func digits() { while !atEnd && JSONSyntax.isDigit(bytes[index]) { index += 1 } }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        try digit("a digit in a number")
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { digits() }
        if !atEnd && bytes[index] == UInt8(ascii: ".") {
            index += 1
            try digit("a digit after '.' in a number")
            digits()
        }
        if !atEnd && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if !atEnd && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            try digit("a digit in a number's exponent")
            digits()
        }
        if !atEnd && JSONSyntax.isDigit(bytes[index]) {
            throw error("a number cannot have leading zeros")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads a string, from its opening quote to its closing one.
    private mutating func readString() throws -> String {
        index += 1  // opening quote
        var text = ""
        var runStart = index
        while true {
            guard !atEnd else { throw error("unterminated string: expected '\"', but the text ended") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                text += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte < 0x20 {
                throw error(
                    "unescaped control character \(JSONSyntax.describe(byte)) in a string; write it as an escape such as \\n or \\u00XX"
                )
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            text += String(decoding: bytes[runStart..<index], as: UTF8.self)
            index += 1
            do {
                guard case .scalar(let scalar, let length) = try JSONSyntax.escape(bytes[index...]) else {
                    throw error("unterminated escape in a string: the text ended")
                }
                text.unicodeScalars.append(scalar)
                index += length
            } catch let failure as JSONSyntax.EscapeError {
                index += failure.offset
                throw error(failure.message)
            }
            runStart = index
        }
    }

    private mutating func skipWhitespace() {
        while !atEnd && JSONSyntax.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Makes an error that names the current position.
    private func error(_ message: String) -> GeneratedContent.ParsingError {
        JSONSyntax.error(message, in: bytes, at: index)
    }
}
