import CommandLineSupport
import Foundation
import Testing

@testable import DreamCoffeeKit

@Suite struct PNGEncoderTests {
    @Test func checksumsMatchReferenceValues() {
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Checksum.crc32([]) == 0)
        #expect(Checksum.adler32([]) == 1)
    }

    /// Reads the chunks of a PNG, checking each CRC.
    static func chunks(_ file: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        #expect(Array(file.prefix(8)) == PNGEncoder.signature)
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        func u32(_ at: Int) -> Int {
            Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3])
        }
        while offset < file.count {
            let length = u32(offset)
            let typed = Array(file[(offset + 4)..<(offset + 8 + length)])
            #expect(UInt32(u32(offset + 8 + length)) == Checksum.crc32(typed), "CRC of chunk")
            chunks.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
            offset += 12 + length
        }
        #expect(offset == file.count)
        return chunks
    }

    /// Inflates a zlib stream made only of stored blocks, checking the Adler-32.
    static func inflateStored(_ stream: [UInt8]) -> [UInt8] {
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, "zlib header check bits")
        var out: [UInt8] = []
        var offset = 2
        var last = false
        while !last {
            last = stream[offset] & 1 == 1
            #expect(stream[offset] >> 1 == 0, "stored block")
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            #expect(length ^ complement == 0xFFFF)
            out += stream[(offset + 5)..<(offset + 5 + length)]
            offset += 5 + length
        }
        let adler = stream[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(adler == Checksum.adler32(out))
        #expect(offset + 4 == stream.count)
        return out
    }

    @Test(arguments: [1, 3, 8])
    func portraitPNGDecodes(scale: Int) throws {
        let portrait = Portrait(description: "a blue owl wearing a crown")
        let file = portrait.pngData(scale: scale)
        let chunks = try Self.chunks(file)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        let side = Portrait.size * scale
        let header = chunks[0].data
        let sideBytes = [0, 0, UInt8(side >> 8), UInt8(side & 0xFF)]
        #expect(Array(header.prefix(8)) == sideBytes + sideBytes)
        #expect(Array(header.suffix(5)) == [8, 2, 0, 0, 0])
        let raw = Self.inflateStored(chunks[1].data)
        #expect(raw.count == side * (side * 3 + 1))
        // Row 0, pixel 0 is the canvas's top-left pixel.
        let pixel = portrait.canvas[0, 0]
        #expect(Array(raw[0..<4]) == [0, pixel.red, pixel.green, pixel.blue])
        // A pixel in the middle of the last row.
        let row = side - 1
        let x = side / 2
        let expected = portrait.canvas[x / scale, row / scale]
        let start = row * (side * 3 + 1) + 1 + x * 3
        #expect(Array(raw[start..<(start + 3)]) == [expected.red, expected.green, expected.blue])
    }

    @Test func largeImagesSpanSeveralStoredBlocks() throws {
        let canvas = Canvas(width: 200, height: 200, fill: RGB(1, 2, 3))
        let chunks = try Self.chunks(PNGEncoder.encode(canvas))
        let raw = Self.inflateStored(chunks[1].data)
        #expect(raw.count == 200 * 601)
        #expect(raw.count > 65_535)
    }

    @Test func pythonZlibAcceptsTheFile() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let python else { return }  // The in-Swift decoder above already checks the format.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dc-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Portrait(description: "a green frog").writePNG(to: path, scale: 2)
        let script = """
            import struct, sys, zlib
            d = open(sys.argv[1], 'rb').read()
            assert d[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
            i, idat = 8, b''
            while i < len(d):
                n, = struct.unpack('>I', d[i:i+4]); t = d[i+4:i+8]; body = d[i+8:i+8+n]
                assert zlib.crc32(t + body) == struct.unpack('>I', d[i+8+n:i+12+n])[0]
                if t == b'IDAT': idat += body
                i += 12 + n
            raw = zlib.decompress(idat)
            print(len(raw))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == String(64 * (64 * 3 + 1)))
    }
}
