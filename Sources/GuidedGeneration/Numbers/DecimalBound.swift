/// An exact decimal bound: sign, integer digits without leading zeros, fraction digits without
/// trailing zeros (each digit 0–9).
struct DecimalBound: Sendable, Hashable {
    let isNegative: Bool
    let integerDigits: [UInt8]
    let fractionDigits: [UInt8]

    var isZero: Bool { integerDigits.isEmpty && fractionDigits.isEmpty }
    /// -1, 0 or 1.
    var sign: Int { isZero ? 0 : (isNegative ? -1 : 1) }

    init(isNegative: Bool, integerDigits: [UInt8], fractionDigits: [UInt8]) {
        self.isNegative = isNegative
        self.integerDigits = integerDigits
        self.fractionDigits = fractionDigits
    }

    init(_ value: Int) {
        isNegative = value < 0
        integerDigits = value == 0 ? [] : String(value.magnitude).utf8.map { $0 - 0x30 }
        fractionDigits = []
    }

    /// The bound given by the shortest decimal spelling of a finite `Double`.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var text = Substring(value.description)
        isNegative = text.hasPrefix("-")
        if isNegative { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = text[..<e]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var digits = parts[0].utf8.map { $0 - 0x30 }
        var pointIndex = digits.count
        if parts.count > 1 { digits += parts[1].utf8.map { $0 - 0x30 } }
        pointIndex += exponent
        if pointIndex < 0 {
            digits = [UInt8](repeating: 0, count: -pointIndex) + digits
            pointIndex = 0
        }
        if pointIndex > digits.count {
            digits += [UInt8](repeating: 0, count: pointIndex - digits.count)
        }
        var integer = Array(digits[..<pointIndex])
        var fraction = Array(digits[pointIndex...])
        while integer.first == 0 { integer.removeFirst() }
        while fraction.last == 0 { fraction.removeLast() }
        integerDigits = integer
        fractionDigits = fraction
    }

    /// Compares two bounds by value.
    static func compare(_ a: DecimalBound, _ b: DecimalBound) -> Int {
        if a.sign != b.sign { return a.sign < b.sign ? -1 : 1 }
        if a.sign == 0 { return 0 }
        var magnitude = 0
        if a.integerDigits.count != b.integerDigits.count {
            magnitude = a.integerDigits.count < b.integerDigits.count ? -1 : 1
        } else if a.integerDigits != b.integerDigits {
            magnitude = a.integerDigits.lexicographicallyPrecedes(b.integerDigits) ? -1 : 1
        } else if a.fractionDigits != b.fractionDigits {
            magnitude = a.fractionDigits.lexicographicallyPrecedes(b.fractionDigits) ? -1 : 1
        }
        return a.sign < 0 ? -magnitude : magnitude
    }
}
