import Foundation
import LlamaRuntime

@testable import FoundationModels
@testable import FoundationModelsCore

/// The models the setup script installs. CI runs the setup first, so a missing model is a
/// real failure, not a skip.
enum TestModels {
    static let folder = ModelLocator.modelFolder
    static let qwenURL = folder.appendingPathComponent("qwen2.5-coder-0.5b-instruct-q8_0.gguf")
    static let gemmaURL = folder.appendingPathComponent("gemma-3-270m-q4_k_m.gguf")
    static let qwen = LlamaLanguageModel(contentsOf: qwenURL, contextSize: 2048)
    static let gemma = LlamaLanguageModel(contentsOf: gemmaURL, contextSize: 2048)
    static var qwenVocabulary: LlamaVocabulary { try! qwen.loaded().vocabulary }
}
