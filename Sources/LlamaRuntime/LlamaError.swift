import Foundation

/// An error from llama.cpp, with the C status code where there is one. Its
/// `localizedDescription` is its message.
public struct LlamaError: LocalizedError, CustomStringConvertible, Sendable {
    /// What failed.
    public enum Code: Sendable, Equatable {
        /// The model file is missing, unreadable, or not a GGUF llama.cpp can load.
        case modelLoad
        /// A context could not be created (usually: not enough memory).
        case contextCreation
        /// `llama_decode` returned a non-zero status.
        case decode(Int32)
        /// The batch or the context window is too small for the tokens.
        case contextFull
        /// Tokenizing or detokenizing failed.
        case tokenization
        /// The chat template could not be applied.
        case template
        /// The work was cancelled.
        case cancelled
        /// A LoRA adapter file is missing, not an adapter, or does not fit the model.
        case adapterLoad
    }

    /// What failed.
    public let code: Code
    /// A message that says what went wrong and what to do.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    public var errorDescription: String? { message }
}
