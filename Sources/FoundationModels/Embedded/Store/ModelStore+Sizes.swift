import GuidedGeneration
import LlamaRuntime

/// How a shared context is sized, and the engine's view of a model's vocabulary.
extension ModelStore {
    /// The token positions of a shared KV cache of `cacheBytes`: at least one context window,
    /// in whole blocks of 256.
    static func cells(for weights: LlamaModel, contextSize: Int, cacheBytes: Int) -> Int {
        let perCell = max(LlamaSequenceContext.bytesPerCell(of: weights), 1)
        let window = min(contextSize, weights.trainingContextLength)
        return (max(window, cacheBytes / perCell) + 255) / 256 * 256
    }

    /// Whether a shared KV cache of `cells` attends with flash attention: unless it holds one
    /// window of at most 4,096 cells. A cache of one window serves one conversation at a time
    /// (as `fm` makes it), and without the kernel its prompt batches deep in the context decode
    /// 10-25% faster. Conversations of many sessions share a larger cache, and llama.cpp's CPU
    /// kernel skips the cells of the others; a longer window needs it too, as attention without
    /// it keeps a score for every cell, head and token of a batch (800 MB for 32,768 cells).
    static func flashAttention(cells: Int, weights: LlamaModel, contextSize: Int) -> Bool {
        cells > 4096 || cells > Self.cells(for: weights, contextSize: contextSize, cacheBytes: 0)
    }
}

extension Vocabulary {
    /// The engine's view of a model's vocabulary.
    convenience init(_ model: LlamaModel) {
        let llama = model.vocabulary
        self.init(tokens: llama.pieces, endOfSequenceTokens: llama.endOfGenerationTokens)
    }
}
