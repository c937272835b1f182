/// Finds text that repeats itself at the end of the output (a small model's loop in a string).
enum RepetitionDetector {
    /// The byte offset where the repetition begins (after the first copy), or nil.
    static func repeatStart(in bytes: [UInt8]) -> Int? {
        let n = bytes.count
        // Three copies of a short unit, or two of a long one; never across a string boundary.
        for length in stride(from: 6, through: min(64, n / 3), by: 1) where copies(3, length, bytes) {
            return n - 2 * length
        }
        for length in stride(from: 65, through: min(400, n / 2), by: 1) where copies(2, length, bytes) {
            return n - length
        }
        return nil
    }

    /// Where to close a nesting loop, or nil: the output ends with three copies of the same text
    /// that opens more objects and arrays than it closes (a person whose first child is the same
    /// person, again and again). The offset is that of the first `[` or `{` of the repeating text
    /// (which may begin in the object above the loop), one copy later: closing there keeps the
    /// first object of the loop and opens no second one.
    static func nestingStart(in bytes: [UInt8]) -> Int? {
        let n = bytes.count
        func isOpening(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") }
        for length in stride(from: 4, through: min(96, n / 3), by: 1) where copies(3, length, bytes, strings: true) {
            let unit = bytes[(n - length)...]
            let opens = unit.filter(isOpening).count
            let closes = unit.filter { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "]") }.count
            guard opens > closes else { continue }
            // Where the repeating text begins: as far back as each byte equals the one a copy later.
            var first = n - 3 * length
            while first > 0, bytes[first - 1] == bytes[first - 1 + length] { first -= 1 }
            guard let opening = (first..<n).first(where: { isOpening(bytes[$0]) }) else { continue }
            return opening + length
        }
        return nil
    }

    private static func copies(_ count: Int, _ length: Int, _ bytes: [UInt8], strings: Bool = false) -> Bool {
        let n = bytes.count
        let unit = bytes[(n - length)...]
        guard strings || !unit.contains(0x22) else { return false }
        for copy in 1..<count where !bytes[(n - (copy + 1) * length)..<(n - copy * length)].elementsEqual(unit) {
            return false
        }
        return true
    }
}
