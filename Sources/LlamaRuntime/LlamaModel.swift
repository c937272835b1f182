import CLlama
import Foundation
import Synchronization

/// A loaded GGUF model: the weights and the vocabulary, shared by any number of contexts.
///
/// `@unchecked Sendable`: the model is immutable after loading and llama.cpp allows concurrent
/// use of one model from several contexts.
public final class LlamaModel: @unchecked Sendable {
    private let handle: ModelHandle
    var pointer: OpaquePointer { handle.pointer }
    /// The file the model was loaded from.
    public let url: URL
    /// The model's vocabulary.
    public let vocabulary: LlamaVocabulary
    /// Whether its weights were repacked for llama.cpp's CPU kernels as they loaded.
    public let isRepacked: Bool

    /// Whether models loaded from now on in this process repack their weights for llama.cpp's
    /// CPU kernels (llama.cpp's default, and ours). Repacking costs each load time (0.8 s for
    /// the 1.5B model on 2 cores) and a private copy of the weights, and makes prompt batches
    /// of a few tokens faster (8 tokens: about 1.6×, 24: 1.1×; llama-bench, 2 threads); without
    /// it the weights stay mapped from the file and generation is no slower. A program that loads
    /// a model to answer once, like `fm respond`, turns it off.
    public static var repacksWeights: Bool {
        get { repackingDefault.load(ordering: .relaxed) }
        set { repackingDefault.store(newValue, ordering: .relaxed) }
    }
    private static let repackingDefault = Atomic<Bool>(true)

    /// Loads a GGUF file.
    /// - Parameters:
    ///   - url: the `.gguf` file.
    ///   - vocabularyOnly: load only the vocabulary and metadata, not the weights.
    ///   - repacking: repack the weights for llama.cpp's CPU kernels (see `repacksWeights`).
    /// - Throws: `LlamaError` with code `.modelLoad` when the file is missing or not a valid GGUF.
    public init(contentsOf url: URL, vocabularyOnly: Bool = false, repacking: Bool = repacksWeights) throws {
        LlamaBackend.ensureInitialized()
        try GGUFMetadata.checkFile(url, kind: "model file")
        var params = llama_model_default_params()
        params.n_gpu_layers = 0
        params.vocab_only = vocabularyOnly
        params.use_extra_bufts = repacking
        guard let pointer = llama_model_load_from_file(url.path, params) else {
            throw LlamaError(.modelLoad, Self.loadFailure(url))
        }
        self.handle = ModelHandle(pointer)
        self.url = url
        self.isRepacked = params.use_extra_bufts
        self.vocabulary = LlamaVocabulary(handle: handle)
    }

    /// Why llama.cpp could not load a file that starts like a GGUF: an unreadable header, or an
    /// architecture this build of llama.cpp does not know.
    private static func loadFailure(_ url: URL) -> String {
        let prefix = "llama.cpp could not load \(url.path): "
        guard let gguf = gguf_init_from_file(url.path, gguf_init_params(no_alloc: true, ctx: nil)) else {
            return prefix + "the file is truncated or corrupt; download it again (FM_LLAMA_LOG=1 shows details)"
        }
        defer { gguf_free(gguf) }
        let key = gguf_find_key(gguf, "general.architecture")
        guard key >= 0, gguf_get_kv_type(gguf, key) == GGUF_TYPE_STRING, let name = gguf_get_val_str(gguf, key) else {
            return prefix + "its header names no architecture (general.architecture); it is not a language model file"
        }
        return prefix + "its architecture '\(String(cString: name))' is not supported by this build of llama.cpp, "
            + "or its tensors are truncated or corrupt; use a model of a supported architecture (e.g. qwen2, llama, gemma3) "
            + "(FM_LLAMA_LOG=1 shows details)"
    }

    /// The context length the model was trained with.
    public var trainingContextLength: Int { Int(llama_model_n_ctx_train(pointer)) }

    /// A one-line description (architecture, size, quantization).
    public var summary: String {
        var buffer = [CChar](repeating: 0, count: 256)
        let n = llama_model_desc(pointer, &buffer, buffer.count)
        return n > 0 ? String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }

    /// The size of the weights in bytes.
    public var sizeInBytes: UInt64 { llama_model_size(pointer) }

    /// The number of parameters.
    public var parameterCount: UInt64 { llama_model_n_params(pointer) }

    /// A metadata value of the GGUF file, e.g. `general.architecture`.
    public func metadata(_ key: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        var n = llama_model_meta_val_str(pointer, key, &buffer, buffer.count)
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(n) + 1)
            n = llama_model_meta_val_str(pointer, key, &buffer, buffer.count)
        }
        guard n >= 0 else { return nil }
        return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The model's own chat template (Jinja text from the GGUF file), if it has one.
    public var chatTemplate: String? {
        llama_model_chat_template(pointer, nil).map { String(cString: $0) }
    }
}

/// Owns a `llama_model` pointer; shared by the model and its vocabulary so either keeps it alive.
final class ModelHandle: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { llama_model_free(pointer) }
}
