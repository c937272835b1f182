import Foundation
import GuidedGeneration
import LlamaRuntime

/// What a GGUF model file says about itself, read without loading its weights: architecture,
/// size label, training context, chat template and vocabulary size.
///
/// Extension of this project, for the `fm` tool's model listing (package access: not
/// Apple's API and not stable).
package struct ModelFileSummary: Sendable {
    /// The file's `general.architecture`, e.g. `qwen2`.
    package let architecture: String?
    /// The file's `general.size_label`, e.g. `1.5B`.
    package let sizeLabel: String?
    /// The context length the model was trained with (the architecture's `context_length`).
    package let trainingContextLength: Int?
    /// The chat template, if the file has one.
    package let chatTemplate: String?
    /// How many tokens the vocabulary has.
    package let vocabularySize: Int

    /// Reads a model file's header and vocabulary.
    /// - Parameter url: The GGUF file.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the file cannot be read as a model.
    package init(contentsOf url: URL) throws {
        let model: LlamaModel
        do {
            model = try LlamaModel(contentsOf: url, vocabularyOnly: true)
        } catch {
            throw EmbeddedError.publicError(error, contextSize: 0)
        }
        architecture = model.metadata("general.architecture")
        sizeLabel = model.metadata("general.size_label")
        let trained = model.trainingContextLength
        trainingContextLength =
            trained > 0 ? trained : architecture.flatMap { model.metadata("\($0).context_length") }.flatMap(Int.init)
        chatTemplate = model.chatTemplate
        vocabularySize = model.vocabulary.count
    }
}
