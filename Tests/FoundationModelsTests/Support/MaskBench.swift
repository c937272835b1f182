import Foundation

@testable import FoundationModels
@testable import FoundationModelsCore

/// The MaskBench data set (`shared/data/maskbench.jsonl.gz`): JSON Schemas with test
/// instances. Found next to the repository (`shared/`, `../shared/` or `../../shared/`), or at
/// the path in `FM_MASKBENCH`.
enum MaskBench {
    /// One schema of the data set, with its valid instances as compact JSON.
    struct Entry: Sendable {
        var id: String
        var schema: GeneratedContent
        var validInstances: [String]
        var invalidInstances: [String] = []
    }

    /// The path of the data file, if it is present.
    static let path: String? = {
        if let path = ProcessInfo.processInfo.environment["FM_MASKBENCH"] { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for prefix in ["", "..", "../.."] {
            let candidate = root.appendingPathComponent(prefix).appendingPathComponent("shared/data/maskbench.jsonl.gz")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.standardizedFileURL.path }
        }
        return nil
    }()

    /// Whether the data file is present.
    static var isAvailable: Bool { path != nil }

    /// `FM_MASKBENCH_FULL=1`: the tests check every entry and instance, not a sample.
    static let full = ProcessInfo.processInfo.environment["FM_MASKBENCH_FULL"] == "1"

    /// The entries marked `generable`, read once.
    static let generableEntries: [Entry] = entries(generableOnly: true)

    /// Every entry (also those with formats, `oneOf`, `allOf`, maps, lengths, …) when
    /// `FM_MASKBENCH_FULL=1`, else one in 40, read once. Only the lines kept are parsed: the
    /// whole file takes 45 s to parse in a debug build.
    static let sampledEntries: [Entry] = entries(generableOnly: false, every: full ? 1 : 40)

    private static func entries(generableOnly: Bool, every step: Int = 1) -> [Entry] {
        let start = ContinuousClock.now
        defer { print("MaskBench: read in \(ContinuousClock.now - start)") }
        guard let path, let data = try? decompress(path) else { return [] }
        var entries: [Entry] = []
        for (position, line) in lines(in: data, generableOnly: generableOnly).enumerated() where position % step == 0 {
            guard let content = try? GeneratedContent(json: line),
                case .structure(let properties, _) = content.kind,
                let schema = properties["schema"], case .string(let id)? = properties["id"]?.kind
            else { continue }
            var instances: [String] = []
            var invalid: [String] = []
            if case .array(let tests)? = properties["tests"]?.kind {
                for test in tests {
                    guard case .structure(let fields, _) = test.kind, case .bool(let valid)? = fields["valid"]?.kind,
                        let data = fields["data"]
                    else { continue }
                    if valid { instances.append(data.jsonString) } else { invalid.append(data.jsonString) }
                }
            }
            entries.append(Entry(id: id, schema: schema, validInstances: instances, invalidInstances: invalid))
        }
        return entries
    }

    /// The lines (only those marked `"generable":true`, the last field of each line, when
    /// `generableOnly`), found with `memchr` and `memcmp`, which are fast even in a debug build.
    private static func lines(in data: Data, generableOnly: Bool) -> [String] {
        let marker = Array(#""generable":true}"#.utf8)
        var lines: [String] = []
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            marker.withUnsafeBytes { (needle: UnsafeRawBufferPointer) in
                guard let base = buffer.baseAddress, let markerBase = needle.baseAddress else { return }
                var start = 0
                while start < buffer.count {
                    var newline = buffer.count
                    if let found = memchr(base + start, 0x0A, buffer.count - start) {
                        newline = base.distance(to: UnsafeRawPointer(found))
                    }
                    let length = newline - start
                    if length > 0,
                        !generableOnly
                            || (length >= needle.count
                                && memcmp(base + newline - needle.count, markerBase, needle.count) == 0)
                    {
                        let bytes = UnsafeRawBufferPointer(start: base + start, count: length)
                        lines.append(String(decoding: bytes, as: UTF8.self))
                    }
                    start = newline + 1
                }
            }
        }
        return lines
    }

    private static func decompress(_ path: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
