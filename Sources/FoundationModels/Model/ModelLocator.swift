import Foundation

/// Finds model files: `FM_MODEL`, `FM_MODEL_DIR`, then the setup's cache folder.
///
/// The setup installs two tiers of the same family: the 1.5B, which writes well enough for
/// players and is the default when installed, and the 0.5B, the fast tier, chosen with
/// `FM_MODEL_TIER=fast` (the test suite's choice where output quality is not under test).
enum ModelLocator {
    /// The file name of the player-facing model the setup installs.
    static let qualityModelFile = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"

    /// The file name of the fast tier the setup installs.
    static let fastModelFile = "qwen2.5-coder-0.5b-instruct-q8_0.gguf"

    /// The command that installs the default model.
    static let setupCommand = "scripts/setup"

    /// The folder the setup installs models into.
    static var modelFolder: URL {
        EngineConfiguration.current.modelDirectory ?? cacheFolder.appendingPathComponent("models")
    }

    /// The project's cache folder: `FM_CACHE` (or `SFM_CACHE`), else `swift-foundation-models`
    /// in the user's cache.
    static var cacheFolder: URL { EngineConfiguration.current.cacheFolder }

    /// The default model's file name: the fast tier when `FM_MODEL_TIER` is `fast` or the
    /// 1.5B is not installed, else the 1.5B.
    static var defaultModelFile: String {
        let quality = modelFolder.appendingPathComponent(qualityModelFile)
        return modelFile(
            tier: EngineConfiguration.current.modelTier,
            qualityInstalled: FileManager.default.fileExists(atPath: quality.path))
    }

    /// The default model's file name for a tier (`fast`, `quality`, or nil for the best installed).
    static func modelFile(tier: String?, qualityInstalled: Bool) -> String {
        switch tier?.lowercased() {
        case "fast": fastModelFile
        case "quality": qualityModelFile
        default: qualityInstalled ? qualityModelFile : fastModelFile
        }
    }

    /// The default model file (which may not exist).
    static var defaultModelURL: URL {
        EngineConfiguration.current.model ?? modelFolder.appendingPathComponent(defaultModelFile)
    }

    /// The fast tier's file (which may not exist).
    static var fastModelURL: URL { modelFolder.appendingPathComponent(fastModelFile) }
}
