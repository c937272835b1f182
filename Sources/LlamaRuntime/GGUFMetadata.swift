import CLlama
import Foundation

/// The key-value header of a GGUF file, read without loading its tensors.
public struct GGUFMetadata: Sendable {
    /// The scalar values, as text (strings as they are, numbers and booleans written out).
    public let values: [String: String]

    /// Reads a file's header.
    /// - Parameter url: the `.gguf` file.
    /// - Throws: `LlamaError` with code `.modelLoad` when the file is missing, not a GGUF file, or
    ///   its header is truncated or corrupt.
    public init(contentsOf url: URL) throws {
        try Self.checkFile(url, kind: "file")
        guard let gguf = gguf_init_from_file(url.path, gguf_init_params(no_alloc: true, ctx: nil)) else {
            throw LlamaError(.modelLoad, "the GGUF header of \(url.path) is truncated or corrupt")
        }
        defer { gguf_free(gguf) }
        var values: [String: String] = [:]
        for index in 0..<gguf_get_n_kv(gguf) {
            let key = String(cString: gguf_get_key(gguf, index))
            let value: String? =
                switch gguf_get_kv_type(gguf, index) {
                case GGUF_TYPE_STRING: String(cString: gguf_get_val_str(gguf, index))
                case GGUF_TYPE_FLOAT32: String(gguf_get_val_f32(gguf, index))
                case GGUF_TYPE_UINT32: String(gguf_get_val_u32(gguf, index))
                case GGUF_TYPE_INT32: String(gguf_get_val_i32(gguf, index))
                case GGUF_TYPE_UINT64: String(gguf_get_val_u64(gguf, index))
                case GGUF_TYPE_BOOL: String(gguf_get_val_bool(gguf, index))
                default: nil
                }
            values[key] = value
        }
        self.values = values
    }

    /// Checks that a file can be read and starts like a GGUF file.
    /// - Parameters:
    ///   - url: the file.
    ///   - kind: what the file should be, for the message ("model file").
    /// - Throws: `LlamaError` with code `.modelLoad` saying which check failed.
    static func checkFile(_ url: URL, kind: String) throws {
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw LlamaError(.modelLoad, "no readable \(kind) at \(url.path)")
        }
        let magic = (try? FileHandle(forReadingFrom: url).read(upToCount: 4)) ?? Data()
        guard magic == Data("GGUF".utf8) else {
            throw LlamaError(.modelLoad, "\(url.path) is not a GGUF \(kind) (it does not start with 'GGUF')")
        }
    }

    /// The architecture the file is for (`general.architecture`), e.g. `qwen2`.
    public var architecture: String? { values["general.architecture"] }
}
