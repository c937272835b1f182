import Foundation

/// A model file's sha256, computed once by the system's `sha256sum` (at the lowest CPU priority:
/// on a 2-core machine a checksum beside a decode slowed it by a third) and remembered beside the
/// prefix cache under the file's path, size and modification date.
enum ModelFingerprint {
    /// The file's sha256 in hex, or nil when it cannot be computed.
    /// - Parameters:
    ///   - file: the model file.
    ///   - folder: where the digests are remembered.
    static func sha256(of file: URL, memoIn folder: URL) -> String? {
        guard let memo = memo(for: file, in: folder) else { return nil }
        if let known = remembered(file, in: folder) { return known }
        guard
            let digest = run("/usr/bin/nice", ["-n", "19", "/usr/bin/sha256sum", file.path])
                ?? run("/usr/bin/sha256sum", [file.path]) ?? run("/usr/bin/shasum", ["-a", "256", file.path])
        else { return nil }
        try? FileManager.default.createDirectory(
            at: memo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? digest.write(to: memo, atomically: true, encoding: .utf8)
        return digest
    }

    /// The file's sha256 if it was computed before (and the file has not changed since).
    static func remembered(_ file: URL, in folder: URL) -> String? {
        guard let memo = memo(for: file, in: folder),
            let known = try? String(contentsOf: memo, encoding: .utf8), known.count == 64
        else { return nil }
        return known
    }

    /// Where a file's digest is remembered: under its path, size and modification date.
    private static func memo(for file: URL, in folder: URL) -> URL? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
        else { return nil }
        let key = "\(file.standardizedFileURL.path)|\(size)|\(modified.timeIntervalSince1970)"
        return folder.appendingPathComponent("fingerprints")
            .appendingPathComponent(String(PrefixStore.checksum(Array(key.utf8)), radix: 16))
    }

    /// The first word of a tool's output when it is a sha256 digest.
    private static func run(_ tool: String, _ arguments: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let digest = String(decoding: data, as: UTF8.self).prefix { !$0.isWhitespace }
        guard process.terminationStatus == 0, digest.count == 64 else { return nil }
        return String(digest)
    }
}
