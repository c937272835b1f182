/// What the strict and the streaming JSON readers share: escape sequences, and errors that
/// name their position.
enum JSONSyntax {
    /// An escape sequence read so far.
    enum Escape {
        /// The bytes so far begin a valid escape that is not finished.
        case incomplete
        /// The escape's character, and its length in bytes after the backslash.
        case scalar(Unicode.Scalar, length: Int)
    }

    /// A malformed escape: what is wrong, and where (bytes after the backslash).
    struct EscapeError: Error {
        let message: String
        let offset: Int
    }

    /// Reads the escape sequence that `bytes` start with (the bytes after a backslash): a
    /// character such as `n`, or `u` and four hexadecimal digits (two such escapes for a
    /// character outside the Basic Multilingual Plane).
    static func escape(_ bytes: ArraySlice<UInt8>) throws(EscapeError) -> Escape {
        let start = bytes.startIndex
        guard let first = bytes.first else { return .incomplete }
        switch first {
        case UInt8(ascii: "\""): return .scalar("\"", length: 1)
        case UInt8(ascii: "\\"): return .scalar("\\", length: 1)
        case UInt8(ascii: "/"): return .scalar("/", length: 1)
        case UInt8(ascii: "b"): return .scalar("\u{08}", length: 1)
        case UInt8(ascii: "f"): return .scalar("\u{0C}", length: 1)
        case UInt8(ascii: "n"): return .scalar("\n", length: 1)
        case UInt8(ascii: "r"): return .scalar("\r", length: 1)
        case UInt8(ascii: "t"): return .scalar("\t", length: 1)
        case UInt8(ascii: "u"): break
        default:
            throw EscapeError(message: "invalid escape '\\\(Character(Unicode.Scalar(first)))' in a string", offset: 0)
        }
        guard let high = try hex4(bytes, at: start + 1) else { return .incomplete }
        guard (0xD800...0xDBFF).contains(high) else {
            guard let scalar = Unicode.Scalar(high) else {
                throw EscapeError(
                    message: "a low surrogate \\u\(String(high, radix: 16)) without a high surrogate before it",
                    offset: 5)
            }
            return .scalar(scalar, length: 5)
        }
        // A high surrogate: the low one's escape must follow.
        let rest = bytes[(start + 5)...]
        if rest.isEmpty || (rest.count == 1 && rest.first == UInt8(ascii: "\\")) { return .incomplete }
        guard rest.count >= 2, rest[start + 5] == UInt8(ascii: "\\"), rest[start + 6] == UInt8(ascii: "u") else {
            throw EscapeError(
                message: "a high surrogate \\u\(String(high, radix: 16)) must be followed by a low surrogate escape",
                offset: 5)
        }
        guard let low = try hex4(bytes, at: start + 7) else { return .incomplete }
        guard (0xDC00...0xDFFF).contains(low) else {
            throw EscapeError(
                message: "\\u\(String(low, radix: 16)) is not a low surrogate after a high surrogate", offset: 11)
        }
        return .scalar(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!, length: 11)
    }

    /// Four hexadecimal digits at `index`; nil when the bytes end first.
    private static func hex4(_ bytes: ArraySlice<UInt8>, at index: Int) throws(EscapeError) -> UInt32? {
        var value: UInt32 = 0
        for position in index..<index + 4 {
            guard position < bytes.endIndex else { return nil }
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw EscapeError(
                    message: "unexpected character \(describe(byte)); expected a hexadecimal digit after \\u",
                    offset: position - bytes.startIndex)
            }
            value = value * 16 + digit
        }
        return value
    }

    /// A byte as an error message shows it.
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// An error at byte `offset` of `bytes`, naming its line and column.
    static func error(_ message: String, in bytes: [UInt8], at offset: Int) -> GeneratedContent.ParsingError {
        let offset = min(offset, bytes.count)
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
