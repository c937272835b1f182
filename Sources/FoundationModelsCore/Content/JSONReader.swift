/// A reader of a JSON text (RFC 8259), whole or as a model streams it: fed piece by piece, it
/// keeps its place between pieces, so each piece costs its own bytes only, and ``content`` shows
/// the content so far without reading the text again; ``finish()`` then says whether the text
/// is a complete JSON text.
///
/// The content so far is marked incomplete where the text ends inside it: an open string keeps
/// its text so far (an unfinished escape is left out), open arrays and objects keep their
/// finished elements, a key without a value yet is left out, a literal (`true`, `false`, `null`)
/// is kept as soon as its first letter is read, and an unfinished number inside an array or
/// object is left out (a number may still grow). A number that is the whole text is kept,
/// marked incomplete. Text that no valid JSON text can start with throws
/// ``GeneratedContent/ParsingError``, naming its line, column and byte offset, and the reader
/// reads no further.
///
/// Given an identifier, the content and every part of it carry the identifiers that
/// ``GeneratedContent/identified(by:)`` gives them.
struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 128

    private enum Frame {
        case object(properties: [String: GeneratedContent], keys: [String], key: String?, id: GenerationID?)
        case array(elements: [GeneratedContent], id: GenerationID?)
    }

    /// What the next byte that is not whitespace may be.
    private enum Expectation { case value, valueOrClose, keyOrClose, key, colon, commaOrClose, end }

    /// The steps of a number: after `-`, after a leading `0`, in the integer digits, after `.`,
    /// in the fraction, after `e`, after the exponent's sign, in the exponent.
    private enum NumberStep { case minus, zero, integer, dot, fraction, e, exponentSign, exponent }

    /// A value being read that is not an array or object.
    private enum Scalar {
        case string(utf8: [UInt8], escape: [UInt8]?, isKey: Bool, id: GenerationID?)
        case number(text: [UInt8], step: NumberStep, id: GenerationID?)
        case literal(word: StaticString, kind: GeneratedContent.Kind, matched: Int, id: GenerationID?)
    }

    private let id: GenerationID?
    /// Every byte read, for the positions of errors.
    private var bytes: [UInt8] = []
    private var stack: [Frame] = []
    private var scalar: Scalar?
    private var expectation = Expectation.value
    /// The whole value, once it is complete.
    private var result: GeneratedContent?
    private var failure: GeneratedContent.ParsingError?

    /// A reader at the start of a text.
    /// - Parameter id: the identifier of the content, from which its parts' identifiers derive;
    ///   nil for none.
    init(id: GenerationID? = nil) {
        self.id = id
    }

    /// Reads a prefix of a JSON text at once.
    /// - Returns: the content seen so far; `null` marked incomplete when no value has started.
    /// - Throws: ``GeneratedContent/ParsingError`` naming the position of the first error when
    ///   the text is not a prefix of any valid JSON text.
    static func read(_ text: String) throws -> GeneratedContent {
        try reading(text) { $0.content }
    }

    /// Reads a complete JSON text.
    /// - Parameter text: the JSON text; whitespace around the value is allowed.
    /// - Returns: the content, marked complete.
    /// - Throws: ``GeneratedContent/ParsingError`` naming the position of the first error, or
    ///   what the text needed where it stops early.
    static func readComplete(_ text: String) throws -> GeneratedContent {
        try reading(text) { try $0.finish() }
    }

    /// Reads a JSON text, complete or not.
    /// - Returns: the content, complete when the text is; else the content so far.
    /// - Throws: ``GeneratedContent/ParsingError`` naming the position of the first error when
    ///   the text is not a prefix of any valid JSON text.
    static func readWholeOrPrefix(_ text: String) throws -> GeneratedContent {
        try reading(text) { reader in
            var whole = reader  // finishing ends a number, which the content so far leaves out
            return (try? whole.finish()) ?? reader.content
        }
    }

    /// Feeds `text` to a new reader and returns what `result` makes of it; an error carries the
    /// whole text as its raw content.
    private static func reading(
        _ text: String, _ result: (inout JSONReader) throws -> GeneratedContent
    ) throws -> GeneratedContent {
        var reader = JSONReader()
        do {
            try reader.append(text)
            return try result(&reader)
        } catch let error as GeneratedContent.ParsingError {
            throw GeneratedContent.ParsingError(rawContent: text, debugDescription: error.debugDescription)
        }
    }

    /// Reads the next piece of the text.
    /// - Throws: ``GeneratedContent/ParsingError`` when the text so far is not a prefix of any
    ///   valid JSON text; then and after, the reader reads nothing more and throws that error.
    mutating func append(_ text: String) throws {
        if let failure { throw failure }
        do {
            for byte in text.utf8 {
                bytes.append(byte)
                try read(byte)
            }
        } catch let error as GeneratedContent.ParsingError {
            failure = error
            throw error
        }
    }

    /// Ends the text: the content, which must be complete.
    /// - Throws: ``GeneratedContent/ParsingError`` saying what the text needed where it stopped.
    mutating func finish() throws -> GeneratedContent {
        if let failure { throw failure }
        if case .number(let text, let step, let id)? = scalar, Self.canEnd(step) {
            scalar = nil
            finish(Self.number(text, id: id, isComplete: true))
        }
        if let result { return result }
        throw JSONSyntax.error(whatTheEndNeeded, in: bytes, at: bytes.count)
    }

    /// Why the text cannot end here.
    private var whatTheEndNeeded: String {
        let ended = ", but the text ended"
        switch scalar {
        case .string(_, nil, _, _)?: return "unterminated string: expected '\"'" + ended
        case .string?: return "unterminated escape in a string: the text ended"
        case .number(_, .dot, _)?: return "expected a digit after '.' in a number" + ended
        case .number(_, .minus, _)?: return "expected a digit in a number" + ended
        case .number?: return "expected a digit in a number's exponent" + ended
        case .literal(let word, _, _, _)?: return "expected '\(word)'" + ended
        case nil: break
        }
        let isObject = if case .object? = stack.last { true } else { false }
        switch expectation {
        case .value:
            if bytes.allSatisfy(JSONSyntax.isWhitespace) { return "expected a JSON value, but the text is empty" }
            return "expected a JSON value" + ended
        case .valueOrClose: return "expected a value or ']'" + ended
        case .keyOrClose: return "expected a property name or '}'" + ended
        case .key: return "expected a property name" + ended
        case .colon: return "expected ':' after a property name" + ended
        case .commaOrClose:
            return (isObject ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array") + ended
        case .end: return "expected the end of the JSON text"
        }
    }

    /// Whether a number can end after `step`.
    private static func canEnd(_ step: NumberStep) -> Bool {
        [.zero, .integer, .fraction, .exponent].contains(step)
    }

    /// The content so far.
    var content: GeneratedContent {
        if let result { return result }
        var value = scalarSoFar
        for frame in stack.reversed() {
            switch frame {
            case .object(var properties, var keys, let key, let id):
                if let key, let value, properties.updateValue(value, forKey: key) == nil { keys.append(key) }
                value = GeneratedContent(
                    kind: .structure(properties: properties, orderedKeys: keys), id: id, numberText: nil,
                    isComplete: false)
            case .array(var elements, let id):
                if let value { elements.append(value) }
                value = GeneratedContent(kind: .array(elements), id: id, numberText: nil, isComplete: false)
            }
        }
        return value ?? GeneratedContent(kind: .null, id: id, numberText: nil, isComplete: false)
    }

    /// The scalar being read, as far as it shows: nil for a key, or an unfinished number in an
    /// array or object.
    private var scalarSoFar: GeneratedContent? {
        switch scalar {
        case .string(let utf8, _, let isKey, let id)?:
            if isKey { return nil }
            return GeneratedContent(
                kind: .string(String(decoding: utf8, as: UTF8.self)), id: id, numberText: nil, isComplete: false)
        case .number(let text, let step, let id)?:
            guard stack.isEmpty, Self.canEnd(step) else { return nil }
            return Self.number(text, id: id, isComplete: false)
        case .literal(_, let kind, _, let id)?:
            return GeneratedContent(kind: kind, id: id, numberText: nil, isComplete: false)
        case nil:
            return nil
        }
    }

    private static func number(_ text: [UInt8], id: GenerationID?, isComplete: Bool) -> GeneratedContent {
        let text = String(decoding: text, as: UTF8.self)
        return GeneratedContent(kind: .number(Double(text) ?? .nan), id: id, numberText: text, isComplete: isComplete)
    }

    // MARK: Reading

    private mutating func read(_ byte: UInt8) throws {
        switch scalar {
        case .string?: return try readInString(byte)
        case .number?: if try readInNumber(byte) { return }  // else the number ended before this byte
        case .literal(let word, let kind, let matched, let id)?:
            let expected = word.withUTF8Buffer { $0[matched] }
            guard byte == expected else {
                throw error("unexpected character \(JSONSyntax.describe(byte)); expected '\(word)'")
            }
            if matched + 1 == word.utf8CodeUnitCount {
                scalar = nil
                finish(GeneratedContent(kind: kind, id: id, numberText: nil, isComplete: true))
            } else {
                scalar = .literal(word: word, kind: kind, matched: matched + 1, id: id)
            }
            return
        case nil: break
        }
        if JSONSyntax.isWhitespace(byte) { return }
        switch expectation {
        case .value, .valueOrClose:
            if expectation == .valueOrClose && byte == UInt8(ascii: "]") { return close() }
            try startValue(byte)
        case .keyOrClose, .key:
            if expectation == .keyOrClose && byte == UInt8(ascii: "}") { return close() }
            guard byte == UInt8(ascii: "\"") else {
                throw error(
                    "unexpected character \(JSONSyntax.describe(byte)); expected a property name in double quotes")
            }
            scalar = .string(utf8: [], escape: nil, isKey: true, id: nil)
        case .colon:
            guard byte == UInt8(ascii: ":") else {
                var key = ""
                if case .object(_, _, let pending?, _)? = stack.last { key = pending }
                throw error(
                    "unexpected character \(JSONSyntax.describe(byte)); expected ':' after property name \"\(key)\"")
            }
            expectation = .value
        case .commaOrClose:
            let isObject = if case .object? = stack.last { true } else { false }
            switch byte {
            case UInt8(ascii: ","): expectation = isObject ? .key : .value
            case UInt8(ascii: isObject ? "}" : "]"): close()
            default:
                let expected = isObject ? "',' or '}' in an object" : "',' or ']' in an array"
                throw error("unexpected character \(JSONSyntax.describe(byte)); expected \(expected)")
            }
        case .end:
            throw error("expected the end of the JSON text after a complete value")
        }
    }

    /// The identifier of the value that starts now.
    private var nextID: GenerationID? {
        switch stack.last {
        case .object(_, _, let key?, let id?)?: id.derived(key)
        case .array(let elements, let id?)?: id.derived(String(elements.count))
        case nil: id
        default: nil
        }
    }

    private mutating func startValue(_ byte: UInt8) throws {
        let id = nextID
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < JSONReader.maximumDepth else {
                throw error("arrays and objects are nested more than \(JSONReader.maximumDepth) deep")
            }
            if byte == UInt8(ascii: "{") {
                stack.append(.object(properties: [:], keys: [], key: nil, id: id))
                expectation = .keyOrClose
            } else {
                stack.append(.array(elements: [], id: id))
                expectation = .valueOrClose
            }
        case UInt8(ascii: "\""): scalar = .string(utf8: [], escape: nil, isKey: false, id: id)
        case UInt8(ascii: "t"): scalar = .literal(word: "true", kind: .bool(true), matched: 1, id: id)
        case UInt8(ascii: "f"): scalar = .literal(word: "false", kind: .bool(false), matched: 1, id: id)
        case UInt8(ascii: "n"): scalar = .literal(word: "null", kind: .null, matched: 1, id: id)
        case UInt8(ascii: "-"): scalar = .number(text: [byte], step: .minus, id: id)
        case UInt8(ascii: "0"): scalar = .number(text: [byte], step: .zero, id: id)
        case UInt8(ascii: "1")...UInt8(ascii: "9"): scalar = .number(text: [byte], step: .integer, id: id)
        default:
            throw error("unexpected character \(JSONSyntax.describe(byte)); expected a JSON value")
        }
    }

    private mutating func readInString(_ byte: UInt8) throws {
        guard case .string(var utf8, var escape, let isKey, let id) = scalar else { return }
        scalar = nil  // while the state is out, so that its arrays are not copied
        if var sequence = escape {
            sequence.append(byte)
            do {
                if case .scalar(let character, _) = try JSONSyntax.escape(sequence[...]) {
                    utf8.append(contentsOf: String(character).utf8)
                    escape = nil
                } else {
                    escape = sequence
                }
            } catch {
                throw self.error(error.message)
            }
        } else if byte == UInt8(ascii: "\"") {
            let text = String(decoding: utf8, as: UTF8.self)
            if isKey {
                if case .object(let properties, let keys, _, let id)? = stack.popLast() {
                    stack.append(.object(properties: properties, keys: keys, key: text, id: id))
                }
                expectation = .colon
            } else {
                finish(GeneratedContent(kind: .string(text), id: id, numberText: nil, isComplete: true))
            }
            return
        } else if byte == UInt8(ascii: "\\") {
            escape = []
        } else if byte < 0x20 {
            throw error(
                "unescaped control character \(JSONSyntax.describe(byte)) in a string; write it as an escape such as \\n or \\u00XX"
            )
        } else {
            utf8.append(byte)
        }
        scalar = .string(utf8: utf8, escape: escape, isKey: isKey, id: id)
    }

    /// Reads a byte of a number; false when the number ended before it (the byte is read next
    /// as what follows the number).
    private mutating func readInNumber(_ byte: UInt8) throws -> Bool {
        guard case .number(var text, let step, let id) = scalar else { return false }
        let isDigit = JSONSyntax.isDigit(byte)
        let isE = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        let next: NumberStep?
        switch step {
        case .minus:
            guard isDigit else {
                throw error("unexpected character \(JSONSyntax.describe(byte)); expected a digit in a number")
            }
            next = byte == UInt8(ascii: "0") ? .zero : .integer
        case .zero:
            if isDigit { throw error("a number cannot have leading zeros") }
            next = byte == UInt8(ascii: ".") ? .dot : isE ? .e : nil
        case .integer:
            next = isDigit ? .integer : byte == UInt8(ascii: ".") ? .dot : isE ? .e : nil
        case .dot:
            guard isDigit else {
                throw error("unexpected character \(JSONSyntax.describe(byte)); expected a digit after '.' in a number")
            }
            next = .fraction
        case .fraction:
            next = isDigit ? .fraction : isE ? .e : nil
        case .e, .exponentSign:
            if step == .e && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) {
                next = .exponentSign
            } else {
                guard isDigit else {
                    throw error(
                        "unexpected character \(JSONSyntax.describe(byte)); expected a digit in a number's exponent")
                }
                next = .exponent
            }
        case .exponent:
            next = isDigit ? .exponent : nil
        }
        scalar = nil
        guard let next else {
            finish(Self.number(text, id: id, isComplete: true))
            return false
        }
        text.append(byte)
        scalar = .number(text: text, step: next, id: id)
        return true
    }

    /// Closes the innermost array or object.
    private mutating func close() {
        switch stack.popLast() {
        case .object(let properties, let keys, _, let id)?:
            finish(GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys), id: id))
        case .array(let elements, let id)?:
            finish(GeneratedContent(kind: .array(elements), id: id))
        case nil: break
        }
    }

    /// Puts a finished value into the array or object around it, or makes it the result.
    private mutating func finish(_ value: GeneratedContent) {
        expectation = .commaOrClose
        switch stack.popLast() {
        case .object(var properties, var keys, let key?, let id)?:
            if properties.updateValue(value, forKey: key) == nil { keys.append(key) }
            stack.append(.object(properties: properties, keys: keys, key: nil, id: id))
        case .array(var elements, let id)?:
            elements.append(value)
            stack.append(.array(elements: elements, id: id))
        default:
            result = value
            expectation = .end
        }
    }

    private func error(_ message: String) -> GeneratedContent.ParsingError {
        JSONSyntax.error(message, in: bytes, at: bytes.count - 1)
    }
}
