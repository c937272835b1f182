/// Where UTF-8 text can be cut without splitting a character.
enum UTF8Boundary {
    /// The length of the longest prefix that does not end inside a multi-byte character.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        var i = bytes.count
        var back = 0
        while i > 0 && back < 4 {
            let b = bytes[i - 1]
            if b & 0xC0 == 0x80 {
                i -= 1
                back += 1
                continue
            }
            let need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            return back + 1 >= need ? bytes.count : i - 1
        }
        return bytes.count
    }
}
