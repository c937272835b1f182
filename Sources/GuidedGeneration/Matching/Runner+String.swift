extension Runner {
    /// String modes (`Frame.b` of a string frame).
    enum StringMode {
        static let normal: Int32 = 0
        static let escape: Int32 = 1
        static let unicodeEscape: Int32 = 2
        static let afterHighSurrogate: Int32 = 3
        static let afterHighSurrogateBackslash: Int32 = 4
        static let lowSurrogateEscape: Int32 = 5
        static let utf8: Int32 = 6
        static let beforeOpeningQuote: Int32 = 7
    }

    /// What one byte does inside a JSON string whose decoded value the automaton checks.
    /// A byte is accepted only if some scalar it may begin keeps the value acceptable.
    static func stepString(_ frame: Frame, _ automaton: ScalarDFA, _ byte: UInt8) -> Step {
        var frame = frame
        switch frame.b {
        case StringMode.beforeOpeningQuote:
            guard byte == 0x22 else { return .reject }
            frame.b = StringMode.normal
            return .next(frame)
        case StringMode.normal:
            switch byte {
            case 0x22:
                return automaton.accepting[Int(frame.a)] ? .done : .reject
            case 0x5C:
                guard automaton.allowsAny(frame.a) else { return .reject }
                frame.b = StringMode.escape
                return .next(frame)
            case 0x20..<0x80:
                let next = automaton.nextASCII(frame.a, byte)
                guard next >= 0 else { return .reject }
                frame.a = next
                return .next(frame)
            case 0xC2...0xDF:
                return utf8(partial: UInt32(byte & 0x1F), remaining: 1, length: 2, &frame, automaton)
            case 0xE0...0xEF:
                return utf8(partial: UInt32(byte & 0x0F), remaining: 2, length: 3, &frame, automaton)
            case 0xF0...0xF4:
                return utf8(partial: UInt32(byte & 0x07), remaining: 3, length: 4, &frame, automaton)
            default:
                return .reject
            }
        case StringMode.utf8:
            guard byte & 0xC0 == 0x80 else { return .reject }
            let partial = (UInt32(frame.c) << 6) | UInt32(byte & 0x3F)
            return utf8(partial: partial, remaining: (frame.d & 0xF) - 1, length: frame.d >> 4, &frame, automaton)
        case StringMode.escape:
            let decoded: UInt32
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = UInt32(byte)
            case UInt8(ascii: "b"): decoded = 0x08
            case UInt8(ascii: "f"): decoded = 0x0C
            case UInt8(ascii: "n"): decoded = 0x0A
            case UInt8(ascii: "r"): decoded = 0x0D
            case UInt8(ascii: "t"): decoded = 0x09
            case UInt8(ascii: "u"):
                frame.b = StringMode.unicodeEscape
                frame.c = 0
                frame.d = 0
                return .next(frame)
            default: return .reject
            }
            return scalar(decoded, &frame, automaton)
        case StringMode.unicodeEscape:
            guard let digit = hexValue(byte) else { return .reject }
            let value = (UInt32(frame.c) << 4) | digit
            let count = frame.d + 1
            if count == 4 {
                if (0xD800...0xDBFF).contains(value) {
                    guard escapeAllowsSome(value, count: 4, automaton, frame.a) else { return .reject }
                    frame.b = StringMode.afterHighSurrogate
                    frame.c = 0
                    frame.d = Int32(value)
                    return .next(frame)
                }
                if (0xDC00...0xDFFF).contains(value) { return .reject }
                return scalar(value, &frame, automaton)
            }
            guard escapeAllowsSome(value, count: Int(count), automaton, frame.a) else { return .reject }
            frame.c = Int32(value)
            frame.d = count
            return .next(frame)
        case StringMode.afterHighSurrogate:
            guard byte == UInt8(ascii: "\\") else { return .reject }
            frame.b = StringMode.afterHighSurrogateBackslash
            return .next(frame)
        case StringMode.afterHighSurrogateBackslash:
            guard byte == UInt8(ascii: "u") else { return .reject }
            frame.b = StringMode.lowSurrogateEscape
            frame.c = 0
            frame.d <<= 4
            return .next(frame)
        case StringMode.lowSurrogateEscape:
            guard let digit = hexValue(byte) else { return .reject }
            let value = (UInt32(frame.c) << 4) | digit
            let count = (frame.d & 0xF) + 1
            let high = UInt32(frame.d >> 4)
            let shift = UInt32(4 * (4 - count))
            let low = max(value << shift, 0xDC00)
            let top = min((value << shift) | ((1 << shift) - 1), 0xDFFF)
            guard low <= top else { return .reject }
            let base = 0x10000 + ((high - 0xD800) << 10)
            if count == 4 { return scalar(base + value - 0xDC00, &frame, automaton) }
            guard automaton.allowsSome(frame.a, base + low - 0xDC00, base + top - 0xDC00) else { return .reject }
            frame.c = Int32(value)
            frame.d = (Int32(high) << 4) | count
            return .next(frame)
        default:
            return .reject
        }
    }

    @inline(__always)
    private static func scalar(_ value: UInt32, _ frame: inout Frame, _ automaton: ScalarDFA) -> Step {
        let next = automaton.next(frame.a, value)
        guard next >= 0 else { return .reject }
        frame.a = next
        frame.b = StringMode.normal
        frame.c = 0
        frame.d = 0
        return .next(frame)
    }

    private static func utf8(
        partial: UInt32, remaining: Int32, length: Int32, _ frame: inout Frame, _ automaton: ScalarDFA
    ) -> Step {
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
        let maximum: UInt32 = length == 2 ? 0x7FF : (length == 3 ? 0xFFFF : 0x10FFFF)
        if remaining == 0 {
            guard partial >= minimum, partial <= maximum else { return .reject }
            return scalar(partial, &frame, automaton)
        }
        let shift = UInt32(6 * remaining)
        let low = max(partial << shift, minimum)
        let high = min((partial << shift) | ((1 << shift) - 1), maximum)
        guard automaton.allowsSome(frame.a, low, high) else { return .reject }
        frame.b = StringMode.utf8
        frame.c = Int32(partial)
        frame.d = remaining | (length << 4)
        return .next(frame)
    }

    /// Whether a `\u` escape with `count` hex digits of `value` so far can still spell a scalar
    /// the automaton allows (directly, or through a surrogate pair).
    private static func escapeAllowsSome(_ value: UInt32, count: Int, _ automaton: ScalarDFA, _ state: Int32) -> Bool {
        let shift = UInt32(4 * (4 - count))
        let low = value << shift
        let high = low | ((1 << shift) - 1)
        if automaton.allowsSome(state, low, min(high, 0xD7FF)) { return true }
        if automaton.allowsSome(state, max(low, 0xE000), high) { return true }
        let first = max(low, 0xD800)
        let last = min(high, 0xDBFF)
        guard first <= last else { return false }
        return automaton.allowsSome(
            state, 0x10000 + ((first - 0xD800) << 10), 0x10000 + ((last - 0xD800) << 10) + 0x3FF)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }
}
