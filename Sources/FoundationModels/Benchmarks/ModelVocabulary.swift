import Foundation
import GuidedGeneration
import LlamaRuntime

/// A model file's vocabulary, read without the weights: the guided-generation engine's view of
/// it (each token's bytes, the end-of-generation tokens) and the model's tokenizer.
///
/// Extension of this project, for engine benchmarks (`fm bench maskbench`; package access:
/// not Apple's API and not stable).
package final class ModelVocabulary: Sendable {
    private let model: LlamaModel
    /// The vocabulary as the engine reads it.
    package let engine: Vocabulary

    /// Reads a model file's vocabulary.
    /// - Parameter url: The GGUF file.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the file cannot be read as a model.
    package init(contentsOf url: URL) throws {
        do {
            model = try LlamaModel(contentsOf: url, vocabularyOnly: true)
        } catch {
            throw EmbeddedError.publicError(error, contextSize: 0)
        }
        engine = Vocabulary(model)
    }

    /// The tokens of a text, without special tokens.
    /// - Parameter text: The text.
    /// - Returns: The token ids.
    package func tokenize(_ text: String) -> [LlamaToken] {
        model.vocabulary.tokenize(text)
    }
}
