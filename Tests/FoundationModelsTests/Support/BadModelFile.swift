import Foundation
import Testing

/// Model files that cannot be loaded, written to a temporary folder by the tests (no binaries
/// are committed).
enum BadModelFile: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case missing, notGGUF, corrupt, truncated, unknownArchitecture

    var testDescription: String { rawValue }

    /// Writes the file (nothing for `missing`) and returns where it is.
    func write() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(rawValue)-\(UUID()).gguf")
        switch self {
        case .missing:
            break
        case .notGGUF:
            try Data("<html>404 Not Found</html>".utf8).write(to: url)
        case .corrupt:
            try Data("GGUF but nothing else of a model".utf8).write(to: url)
        case .truncated:
            let source = try FileHandle(forReadingFrom: TestModels.qwenURL)
            defer { try? source.close() }
            try (source.read(upToCount: 1 << 20) ?? Data()).write(to: url)
        case .unknownArchitecture:
            try Self.gguf(metadata: ["general.architecture": "unknownarch", "general.name": "test"]).write(to: url)
        }
        return url
    }

    /// Words the error message must contain, besides the file's path.
    var expectedWords: String {
        switch self {
        case .missing: "no readable model file"
        case .notGGUF: "not a GGUF"
        case .corrupt, .truncated: "truncated or corrupt"
        case .unknownArchitecture: "'unknownarch' is not supported"
        }
    }

    /// A GGUF (version 3) file with string metadata and no tensors.
    static func gguf(metadata: KeyValuePairs<String, String>) -> Data {
        var data = Data("GGUF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        func append(string: String) {
            append(UInt64(string.utf8.count))
            data.append(contentsOf: Array(string.utf8))
        }
        append(UInt32(3))  // version
        append(UInt64(0))  // tensors
        append(UInt64(metadata.count))  // key-value pairs
        for (key, value) in metadata {
            append(string: key)
            append(UInt32(8))  // GGUF_TYPE_STRING
            append(string: value)
        }
        return data
    }
}
