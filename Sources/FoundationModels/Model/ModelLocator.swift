import Foundation

/// Finds model files: `FM_MODEL`, `FM_MODEL_DIR`, then the setup's cache folder.
enum ModelLocator {
    /// The file name of the default model the setup installs.
    static let defaultModelFile = "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"

    /// The command that installs the default model.
    static let setupCommand = "scripts/setup"

    /// The folder the setup installs models into.
    static var modelFolder: URL {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["FM_MODEL_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        let cache =
            env["SFM_CACHE"].map { URL(fileURLWithPath: $0) }
            ?? env["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent("swift-foundation-models") }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/swift-foundation-models")
        return cache.appendingPathComponent("models")
    }

    /// The default model file (which may not exist).
    static var defaultModelURL: URL {
        if let file = ProcessInfo.processInfo.environment["FM_MODEL"], !file.isEmpty {
            return URL(fileURLWithPath: file)
        }
        return modelFolder.appendingPathComponent(defaultModelFile)
    }
}
