import Foundation

/// A model file's sha256: the one its installer checked (`scripts/setup` and `fm models install`
/// write it to `<file>.verified` once the download matches), else computed once by the system's
/// `sha256sum` and remembered beside the prefix cache under the file's path, size and
/// modification date.
///
/// The checksum runs at the lowest CPU priority, so that it does not slow the decodes (on a
/// 2-core machine one beside the first prompt slowed it by a third), in a shell that writes the
/// memo itself: a short process (`fm respond`) that ends before the checksum does leaves it to
/// finish, and the next process finds it.
enum ModelFingerprint {
    /// The file's sha256 in hex, or nil when it cannot be computed.
    /// - Parameters:
    ///   - file: the model file.
    ///   - folder: where the digests are remembered.
    static func sha256(of file: URL, memoIn folder: URL) -> String? {
        guard let memo = memo(for: file, in: folder) else { return nil }
        if let known = remembered(file, in: folder) { return known }
        try? FileManager.default.createDirectory(
            at: memo.deletingLastPathComponent(), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c",
            """
            digest=$(nice -n 19 sha256sum "$1" 2>/dev/null || nice -n 19 shasum -a 256 "$1" 2>/dev/null) \
            && printf %.64s "$digest" > "$2.$$" && mv "$2.$$" "$2"
            """,
            "checksum", file.path, memo.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return remembered(file, in: folder)
    }

    /// The file's sha256 if its installer checked it or it was computed before (and the file
    /// has not changed since).
    static func remembered(_ file: URL, in folder: URL) -> String? {
        if let verified = verified(file) { return verified }
        return memo(for: file, in: folder).flatMap { digest(in: $0) }
    }

    /// The sha256 in the installer's marker beside the file, unless the file changed after it.
    private static func verified(_ file: URL) -> String? {
        let marker = URL(fileURLWithPath: file.path + ".verified")
        let manager = FileManager.default
        guard let checked = (try? manager.attributesOfItem(atPath: marker.path))?[.modificationDate] as? Date,
            let modified = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date,
            modified <= checked
        else { return nil }
        return digest(in: marker)
    }

    /// A file's first line if it is a sha256 in hex.
    private static func digest(in file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let known = text.prefix { !$0.isWhitespace }.lowercased()
        return known.count == 64 && known.allSatisfy(\.isHexDigit) ? known : nil
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
}
