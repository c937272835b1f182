import LlamaRuntime

/// Converts the embedded model's internal failures into the framework's public errors.
enum EmbeddedError {
    /// The prompt, transcript or response does not fit the context window.
    static func contextFull(_ contextSize: Int, needed: Int, _ message: String) -> LanguageModelError {
        .contextSizeExceeded(.init(contextSize: contextSize, tokenCount: needed, debugDescription: message))
    }

    /// The model file is missing or cannot be loaded, or a context cannot be made.
    static func assetsUnavailable(_ message: String) -> SystemLanguageModel.Error {
        .assetsUnavailable(.init(debugDescription: message))
    }

    /// The public form of an error thrown while decoding: runtime errors become
    /// `CancellationError`, `LanguageModelError.contextSizeExceeded` or
    /// `SystemLanguageModel.Error`; anything else passes through.
    static func publicError(_ error: any Error, contextSize: Int) -> any Error {
        guard let error = error as? LlamaError else { return error }
        switch error.code {
        case .cancelled: return CancellationError()
        case .contextFull: return contextFull(contextSize, needed: contextSize + 1, error.message)
        default: return assetsUnavailable(error.message)
        }
    }
}
