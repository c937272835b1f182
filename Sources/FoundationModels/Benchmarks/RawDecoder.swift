import Foundation
import LlamaRuntime

/// A model decoding tokens with no session, grammar or sampler around it: a prompt batch, then
/// one most-likely token at a time, as llama.cpp's `llama-bench` measures it.
///
/// Extension of this project, for the `fm bench` runtime figures (package access: not
/// Apple's API and not stable). Use it from one task at a time.
package final class RawDecoder {
    private let model: LlamaModel
    private let context: LlamaContext
    private let contextLength: Int

    /// The threads a decoder uses when none are given: `FM_THREADS`, else the number of cores.
    package static var defaultThreadCount: Int { LlamaBackend.defaultThreadCount }

    /// Loads a model and makes a context for it.
    /// - Parameters:
    ///   - url: The GGUF file.
    ///   - contextLength: The token positions of the context.
    ///   - threads: The CPU threads to decode with.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the model or the context cannot be made.
    package init(contentsOf url: URL, contextLength: Int, threads: Int) throws {
        self.contextLength = contextLength
        do {
            model = try LlamaModel(contentsOf: url)
            context = try LlamaContext(model: model, contextLength: contextLength, threads: threads)
        } catch {
            throw EmbeddedError.publicError(error, contextSize: contextLength)
        }
    }

    /// The tokens of a user prompt rendered with the model's chat template, ready to answer.
    /// - Parameter prompt: The user's message.
    /// - Returns: The token ids.
    package func chatTokens(_ prompt: String) -> [LlamaToken] {
        let text = model.renderChat([ChatMessage(role: "user", content: prompt)], addAssistantPrefix: true)
        return model.vocabulary.tokenize(text, addSpecial: true, parseSpecial: true)
    }

    /// Decodes tokens after those already in the context, as one batch.
    /// - Parameter tokens: The token ids.
    /// - Throws: `LanguageModelError.contextSizeExceeded` when the context is full,
    ///   `SystemLanguageModel.Error.assetsUnavailable` when llama.cpp fails to decode.
    package func append(_ tokens: [LlamaToken]) throws {
        do {
            try context.append(tokens)
        } catch {
            throw EmbeddedError.publicError(error, contextSize: contextLength)
        }
    }

    /// Decodes `count` tokens, each the most likely after the last.
    /// - Parameter count: How many tokens.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when llama.cpp fails to decode.
    package func decodeGreedily(_ count: Int) throws {
        for _ in 0..<count {
            try append([Sampler.argmax(context.logits, allowed: nil) ?? 0])
        }
    }

    /// Keeps the first `count` tokens of the context, forgetting those after.
    package func truncate(to count: Int) {
        context.truncate(to: count)
    }

    /// Empties the context (its KV cache), keeping the model loaded.
    package func clear() {
        context.clear()
    }
}
