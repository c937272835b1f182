import CLlama
import Foundation

/// Converts GGUF files with llama.cpp's own quantizer.
public enum ModelConversion {
    /// Writes `source`'s weights to `destination` as Q8_0, as `scripts/setup` does for the fast
    /// tier (`scripts/convert-model.c`, the same call and so the same bytes). Q8_0's step is finer
    /// than the 4- and 5-bit steps of the files it converts, so the weights barely move, and
    /// llama.cpp's CPU kernels read prompts faster in Q8_0 than in q5_0.
    /// - Throws: `LlamaError` with code `.modelLoad` when llama.cpp cannot read the source or
    ///   write the destination.
    public static func convert(_ source: URL, to destination: URL) throws {
        LlamaBackend.ensureInitialized()
        var parameters = llama_model_quantize_default_params()
        parameters.ftype = LLAMA_FTYPE_MOSTLY_Q8_0
        parameters.allow_requantize = true
        guard llama_model_quantize(source.path, destination.path, &parameters) == 0 else {
            throw LlamaError(
                .modelLoad,
                "llama.cpp could not convert \(source.path) to \(destination.path) (FM_LLAMA_LOG=1 shows why)")
        }
    }
}
