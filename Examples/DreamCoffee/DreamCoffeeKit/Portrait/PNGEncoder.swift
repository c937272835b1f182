import CommandLineSupport

/// Writes 8-bit RGB PNG images with no dependencies: `IHDR`, one `IDAT` holding a zlib stream
/// of stored (uncompressed) deflate blocks, and `IEND`.
///
/// Extension of this project.
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes a canvas, each pixel drawn as a `scale`×`scale` square.
    /// - Parameters:
    ///   - canvas: The pixels (an empty canvas gives a single black pixel).
    ///   - scale: The enlargement, 1...64.
    /// - Returns: The PNG file's bytes.
    public static func encode(_ canvas: Canvas, scale: Int = 1) -> [UInt8] {
        let factor = Swift.max(1, Swift.min(64, scale))
        let source = canvas.width > 0 && canvas.height > 0 ? canvas : Canvas(width: 1, height: 1)
        let width = source.width * factor
        let height = source.height * factor
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // depth 8, colour type RGB, deflate, adaptive filter, no interlace
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 3 + 1))
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let pixel = source[x / factor, y / factor]
                raw += [pixel.red, pixel.green, pixel.blue]
            }
        }
        var file = signature
        file += chunk("IHDR", header)
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    /// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951), with its Adler-32.
    /// - Parameter data: The bytes to wrap.
    /// - Returns: The zlib stream.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = Swift.min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8)]
            out += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        return out + bigEndian(Checksum.adler32(data))
    }

    /// One chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(Checksum.crc32(typed))
    }

    /// The four bytes of a value, most significant first.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
