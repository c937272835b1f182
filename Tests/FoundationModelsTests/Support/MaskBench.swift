import Foundation
@testable import FoundationModels

/// The MaskBench data set (`shared/data/maskbench.jsonl.gz`): JSON Schemas with test
/// instances. Found next to the repository (`shared/`, `../shared/` or `../../shared/`), or at
/// the path in `FM_MASKBENCH`.
enum MaskBench {
    /// One schema of the data set, with its valid instances as compact JSON.
    struct Entry: Sendable {
        var id: String
        var schema: GeneratedContent
        var validInstances: [String]
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

    /// The entries marked `generable`, read once.
    static let generableEntries: [Entry] = {
        guard let path, let text = try? decompress(path) else { return [] }
        var entries: [Entry] = []
        for line in text.split(separator: "\n") where line.contains("\"generable\":true") {
            guard let content = try? GeneratedContent(json: String(line)),
                case .structure(let properties, _) = content.kind,
                let schema = properties["schema"], case .string(let id)? = properties["id"]?.kind
            else { continue }
            var instances: [String] = []
            if case .array(let tests)? = properties["tests"]?.kind {
                for test in tests {
                    guard case .structure(let fields, _) = test.kind, case .bool(true)? = fields["valid"]?.kind,
                        let data = fields["data"]
                    else { continue }
                    instances.append(data.jsonString)
                }
            }
            entries.append(Entry(id: id, schema: schema, validInstances: instances))
        }
        return entries
    }()

    private static func decompress(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
