import Foundation

/// llama.cpp's own rates on this machine for a model and a thread count, measured with plain
/// `llama_decode` (`RawDecoder`): the floor a wait is compared with, since a goal in seconds
/// measured on one machine says nothing about another.
///
/// Extension of this project (package access: not Apple's API and not stable).
package struct DecodeFloor: Sendable {
    /// Prompt tokens decoded a second, in one batch.
    package let promptRate: Double
    /// Tokens generated a second, one at a time.
    package let generationRate: Double

    /// Measures the rates: a 256-token prompt and 32 generated tokens, the best of two runs
    /// after a warm-up.
    /// - Parameters:
    ///   - url: the model file.
    ///   - threads: the CPU threads, as the measured requests use.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the model cannot be run.
    package static func measure(url: URL, threads: Int) throws -> DecodeFloor {
        let decoder = try RawDecoder(contentsOf: url, contextLength: 1024, threads: threads)
        let text = String(repeating: "The coffee shop on the corner opens at seven and sells cake. ", count: 24)
        let prompt = Array(decoder.chatTokens(text).prefix(256))
        try decoder.append(Array(prompt.prefix(16)))
        decoder.clear()
        var prompts: [Double] = []
        var generations: [Double] = []
        for _ in 0..<2 {
            prompts.append(Double(prompt.count) / (try seconds { try decoder.append(prompt) }))
            generations.append(32 / (try seconds { try decoder.decodeGreedily(32) }))
            decoder.clear()
        }
        return DecodeFloor(promptRate: prompts.max() ?? 1, generationRate: generations.max() ?? 1)
    }

    package init(promptRate: Double, generationRate: Double) {
        self.promptRate = promptRate
        self.generationRate = generationRate
    }

    /// The least time llama.cpp takes for a wait's own tokens.
    /// - Parameters:
    ///   - prompt: the prompt tokens decoded.
    ///   - response: the tokens generated.
    package func seconds(prompt: Int, response: Int) -> Double {
        Double(prompt) / promptRate + Double(response) / generationRate
    }

    private static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = ContinuousClock.now - start
        return max(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, 1e-6)
    }
}
