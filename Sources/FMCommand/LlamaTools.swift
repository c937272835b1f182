import Foundation
import LlamaRuntime

/// What the benchmarks share: where the setup put llama.cpp's programs, and plain greedy decoding.
enum LlamaTools {
    /// The folder of llama-server and llama-bench: `FM_LLAMA_BIN`, else the setup's cache.
    static var binaryFolder: URL {
        ProcessInfo.processInfo.environment["FM_LLAMA_BIN"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".cache/swift-foundation-models/llama.cpp-0.3.36-0c1e570-2/bin")
    }

    /// Decodes `count` tokens, each the most likely after the last, with no grammar.
    static func decodeGreedily(_ count: Int, in context: LlamaContext) throws {
        for _ in 0..<count {
            let logits = context.logits
            var best = 0
            for i in 1..<logits.count where logits[i] > logits[best] { best = i }
            try context.append([LlamaToken(best)])
        }
    }
}
