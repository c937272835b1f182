/// The checksums PNG and zlib need.
///
/// Extension of this project.
public enum Checksum {
    /// The CRC-32 lookup table (polynomial 0xEDB88320, as in PNG and zip).
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 of bytes.
    /// - Parameter bytes: The data.
    /// - Returns: The checksum (`crc32("123456789") == 0xCBF43926`).
    public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    /// The Adler-32 of bytes (RFC 1950).
    /// - Parameter bytes: The data.
    /// - Returns: The checksum (`adler32("Wikipedia") == 0x11E60398`).
    public static func adler32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }
}
