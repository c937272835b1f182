/// A JSON value read by a small strict reader of its own (RFC 8259, valid UTF-8, no lone
/// surrogates), independent of the project's readers: the oracle the grammar target checks
/// the engine's output with.
enum FuzzJSON: Equatable {
    case null
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string, as its Unicode scalars (compared scalar by scalar, not canonically).
    case string([Unicode.Scalar])
    case array([FuzzJSON])
    /// An object's members in document order (duplicates kept).
    case object([(String, FuzzJSON)])

    static func == (left: FuzzJSON, right: FuzzJSON) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Reads a whole JSON text.
    /// - Parameter bytes: The text.
    /// - Returns: The value, or nil when the text is not valid JSON.
    static func parse(_ bytes: [UInt8]) -> FuzzJSON? {
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func eat(_ text: String) -> Bool {
            let word = Array(text.utf8)
            guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else {
                return false
            }
            index += word.count
            return true
        }

        mutating func value(depth: Int) -> FuzzJSON? {
            guard depth < 200 else { return nil }
            skipSpace()
            guard let byte = current else { return nil }
            switch byte {
            case UInt8(ascii: "n"): return eat("null") ? .null : nil
            case UInt8(ascii: "t"): return eat("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return eat("false") ? .bool(false) : nil
            case UInt8(ascii: "\""): return string().map(FuzzJSON.string)
            case UInt8(ascii: "["):
                index += 1
                var elements: [FuzzJSON] = []
                skipSpace()
                if eat("]") { return .array(elements) }
                while true {
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    skipSpace()
                    if eat("]") { return .array(elements) }
                    guard eat(",") else { return nil }
                }
            case UInt8(ascii: "{"):
                index += 1
                var members: [(String, FuzzJSON)] = []
                skipSpace()
                if eat("}") { return .object(members) }
                while true {
                    skipSpace()
                    guard current == UInt8(ascii: "\""), let key = string() else { return nil }
                    skipSpace()
                    guard eat(":"), let member = value(depth: depth + 1) else { return nil }
                    var name = ""
                    name.unicodeScalars.append(contentsOf: key)
                    members.append((name, member))
                    skipSpace()
                    if eat("}") { return .object(members) }
                    guard eat(",") else { return nil }
                }
            default:
                return number()
            }
        }

        mutating func digits() -> Int {
            let start = index
            while let byte = current, byte >= 0x30, byte <= 0x39 { index += 1 }
            return index - start
        }

        mutating func number() -> FuzzJSON? {
            let start = index
            _ = eat("-")
            if eat("0") {
                if let byte = current, byte >= 0x30, byte <= 0x39 { return nil }
            } else if digits() == 0 {
                return nil
            }
            if eat("."), digits() == 0 { return nil }
            if eat("e") || eat("E") {
                _ = eat("+") || eat("-")
                if digits() == 0 { return nil }
            }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        mutating func hex4() -> UInt32? {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current else { return nil }
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default: return nil
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        /// Reads a string at a quote; its scalars, or nil when it is invalid.
        mutating func string() -> [Unicode.Scalar]? {
            index += 1
            var run: [UInt8] = []
            var scalars: [Unicode.Scalar] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
            }
            while let byte = current {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return scalars
                case 0..<0x20:
                    return nil
                case UInt8(ascii: "\\"):
                    flush()
                    guard let escape = current else { return nil }
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard var value = hex4() else { return nil }
                        if (0xD800...0xDBFF).contains(value) {
                            guard eat("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(value) else { return nil }
                        scalars.append(scalar)
                    default:
                        return nil
                    }
                default:
                    run.append(byte)
                }
            }
            return nil
        }
    }
}
