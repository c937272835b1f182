import Foundation

/// What the embedded runtime reads from the environment, read once, in one place, into one
/// value. Every variable starts with `FM_`. `SFM_CACHE`, the cache folder's older name, still
/// works when `FM_CACHE` is not set. (`FM_THREADS` and `FM_LLAMA_LOG` are read by the llama.cpp
/// layer, `LlamaBackend`, which this module builds on.)
struct EngineConfiguration: Sendable {
    /// `FM_MODEL`: the model file used by default.
    var model: URL?
    /// `FM_MODEL_DIR`: the folder of the installed models.
    var modelDirectory: URL?
    /// `FM_MODEL_TIER`: `fast`, `quality`, or nil for the best installed.
    var modelTier: String?
    /// `FM_CACHE` (or `SFM_CACHE`): the project's cache folder; else `swift-foundation-models`
    /// in `XDG_CACHE_HOME` or `~/.cache`.
    var cacheFolder: URL
    /// `FM_KEEP_ALIVE`: how long a model file stays loaded after its last use, in seconds or
    /// `forever` (nil); 300 s by default.
    var keepAlive: Duration?
    /// `FM_PREFIX_CACHE`: where prompt prefixes' states are kept between launches (`off`: nowhere);
    /// `prefixes` in the cache folder by default.
    var prefixCache: URL?
    /// `FM_PREFIX_CACHE_MIB`: how much that folder may hold, in MiB (1,024 by default).
    var prefixCacheMiB: Int
    /// `FM_ADAPTER_DIR`: where adapters are looked up by name.
    var adapterDirectory: URL?
    /// `FM_GUARDRAILS=off`: the default guardrails check nothing (on by default, as Apple's).
    var guardrails: Bool
    /// `FM_SCHEDULER_LOG=1`: each round of the batch scheduler is logged to stderr.
    var schedulerLog: Bool
    /// Problems with the values read, to warn about once.
    var warnings: [String] = []

    /// This process's configuration.
    static let current: EngineConfiguration = {
        let configuration = EngineConfiguration(environment: ProcessInfo.processInfo.environment)
        for warning in configuration.warnings {
            FileHandle.standardError.write(Data("FoundationModels: \(warning)\n".utf8))
        }
        return configuration
    }()

    /// Reads a configuration from environment variables.
    init(environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        func path(_ name: String) -> URL? { value(name).map { URL(fileURLWithPath: $0) } }
        model = path("FM_MODEL")
        modelDirectory = path("FM_MODEL_DIR")
        modelTier = value("FM_MODEL_TIER")
        cacheFolder =
            path("FM_CACHE") ?? path("SFM_CACHE")
            ?? path("XDG_CACHE_HOME")?.appendingPathComponent("swift-foundation-models")
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/swift-foundation-models")
        switch environment["FM_KEEP_ALIVE"] {
        case nil, "": keepAlive = .seconds(300)
        case "forever": keepAlive = nil
        case let text?:
            if let seconds = Double(text), seconds >= 0 {
                keepAlive = .seconds(seconds)
            } else {
                keepAlive = .seconds(300)
                warnings.append("FM_KEEP_ALIVE=\(text) is not seconds or `forever`; using 300 s")
            }
        }
        switch environment["FM_PREFIX_CACHE"] {
        case "off", "0", "": prefixCache = nil
        case let folder?: prefixCache = URL(fileURLWithPath: folder)
        case nil: prefixCache = cacheFolder.appendingPathComponent("prefixes")
        }
        prefixCacheMiB = 1024
        if let text = value("FM_PREFIX_CACHE_MIB") {
            if let mebibytes = Int(text), mebibytes >= 0 {
                prefixCacheMiB = mebibytes
            } else {
                warnings.append("FM_PREFIX_CACHE_MIB=\(text) is not a number of MiB; using 1024")
            }
        }
        adapterDirectory = path("FM_ADAPTER_DIR")
        switch value("FM_GUARDRAILS") {
        case nil, "on", "1": guardrails = true
        case "off", "0": guardrails = false
        case let text?:
            guardrails = true
            warnings.append("FM_GUARDRAILS=\(text) is not on or off; the guardrails stay on.")
        }
        schedulerLog = environment["FM_SCHEDULER_LOG"] == "1"
    }
}
