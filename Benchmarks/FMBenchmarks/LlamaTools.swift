import Foundation

/// Where the setup put llama.cpp's programs (llama-server, llama-bench), for the benchmarks.
enum LlamaTools {
    /// The folder of llama-server and llama-bench: `FM_LLAMA_BIN`, else the setup's cache.
    static var binaryFolder: URL {
        ProcessInfo.processInfo.environment["FM_LLAMA_BIN"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".cache/swift-foundation-models/llama.cpp-0.3.36-0c1e570-2/bin")
    }
}
