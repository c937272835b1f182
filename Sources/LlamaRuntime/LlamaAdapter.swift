import CLlama
import Foundation
import Locking

/// A LoRA adapter in GGUF, loaded for one model; contexts made with it apply it to every decode.
///
/// `@unchecked Sendable`: the adapter's weights are immutable after loading, and llama.cpp reads
/// them from any context of the model.
public final class LlamaAdapter: @unchecked Sendable {
    let pointer: OpaquePointer
    /// The model the adapter was loaded for; kept alive, since the adapter's weights belong to it.
    public let model: LlamaModel
    /// The adapter file.
    public let url: URL
    /// The adapter's GGUF header.
    public let metadata: GGUFMetadata

    /// Loads an adapter for a model.
    /// - Parameters:
    ///   - url: the adapter's `.gguf` file (`general.type` "adapter", `adapter.type` "lora").
    ///   - model: the base model.
    /// - Throws: `LlamaError` with code `.adapterLoad` that says what does not fit: not a GGUF file,
    ///   not a LoRA adapter, another architecture, or tensors the model does not have or of
    ///   other shapes.
    public init(contentsOf url: URL, model: LlamaModel) throws {
        LlamaBackend.ensureInitialized()
        let metadata: GGUFMetadata
        do {
            metadata = try GGUFMetadata(contentsOf: url)
        } catch let error as LlamaError {
            throw LlamaError(.adapterLoad, error.message)
        }
        try Self.checkHeader(
            metadata, of: url, baseArchitecture: model.metadata("general.architecture") ?? "unknown",
            baseName: model.url.lastPathComponent)
        let log = Locked<[String]>([])
        let capture: @Sendable (String) -> Void = { line in log.withLock { $0.append(line) } }
        let pointer = LlamaBackend.capturingLog(capture) { llama_adapter_lora_init(model.pointer, url.path) }
        guard let pointer else {
            let reason =
                log.withLock { lines in
                    lines.last { $0.contains("failed to apply lora adapter") || $0.contains("error") }
                }?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "llama.cpp could not read its tensors"
            throw LlamaError(
                .adapterLoad, "the adapter \(url.path) does not fit the model \(model.url.lastPathComponent): \(reason)"
            )
        }
        self.pointer = pointer
        self.model = model
        self.url = url
        self.metadata = metadata
    }

    deinit { llama_adapter_lora_free(pointer) }

    /// Checks an adapter's header: a LoRA adapter, and (when `baseArchitecture` is given) for
    /// that architecture. `init(contentsOf:model:)` checks it before llama.cpp reads the tensors,
    /// so the error names what does not fit.
    /// - Throws: `LlamaError` with code `.adapterLoad` saying what is wrong and what to do.
    public static func checkHeader(
        _ metadata: GGUFMetadata, of url: URL, baseArchitecture: String?,
        baseName: String
    ) throws {
        let name = url.path
        guard metadata.values["general.type"] == "adapter", metadata.values["adapter.type"] == "lora" else {
            throw LlamaError(
                .adapterLoad,
                "\(name) is not a LoRA adapter (its general.type is "
                    + "'\(metadata.values["general.type"] ?? "none")' and adapter.type '\(metadata.values["adapter.type"] ?? "none")'; "
                    + "convert a LoRA to GGUF with llama.cpp's convert_lora_to_gguf.py)")
        }
        guard let baseArchitecture, metadata.architecture != baseArchitecture else { return }
        throw LlamaError(
            .adapterLoad,
            "\(name) is an adapter for '\(metadata.architecture ?? "no")' models, "
                + "but the base model \(baseName) is '\(baseArchitecture)'; use an adapter trained on this model")
    }
}
