import Foundation
import LlamaRuntime

extension SystemLanguageModel {
    /// A specialization of the on-device model: on Linux, a LoRA adapter in GGUF (as llama.cpp's
    /// `convert_lora_to_gguf.py` writes it) trained on the default model, applied on top of its
    /// weights by llama.cpp. Use it with `SystemLanguageModel(adapter:guardrails:)`.
    ///
    /// Apple's framework (26.x) reads `.fmadapter` packages and deprecated adapters in 26.4; this
    /// is the Linux form of the same API.
    public struct Adapter: Sendable {
        /// The adapter file.
        let fileURL: URL
        /// The adapter's GGUF header.
        private let metadata: GGUFMetadata

        /// Opens an adapter file and checks that it is a LoRA adapter for the default model's
        /// architecture. Whether its tensors fit the model is checked when it is loaded, by
        /// ``compile()`` or the first request.
        /// - Parameter fileURL: the adapter's `.gguf` file.
        /// - Throws: ``AssetError/invalidAsset(_:)`` saying what is wrong.
        public init(fileURL: URL) throws {
            do {
                metadata = try GGUFMetadata(contentsOf: fileURL)
                let base = ModelLocator.defaultModelURL
                try LlamaAdapter.checkHeader(
                    metadata, of: fileURL, baseArchitecture: try? GGUFMetadata(contentsOf: base).architecture,
                    baseName: base.lastPathComponent)
            } catch let error as LlamaError {
                throw AssetError.invalidAsset(
                    .init(debugDescription: "\(error.message); an adapter is a GGUF LoRA file"))
            }
            self.fileURL = fileURL
        }

        /// Opens an installed adapter by name: `<name>.gguf` in `FM_ADAPTER_DIR`, else in the
        /// `adapters` folder beside the default model.
        /// - Parameter name: the adapter's name.
        /// - Throws: ``AssetError/invalidAdapterName(_:)`` for a name that is not a file name,
        ///   ``AssetError/compatibleAdapterNotFound(_:)`` when no such adapter is installed, or
        ///   ``AssetError/invalidAsset(_:)``.
        public init(name: String) throws {
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
                throw AssetError.invalidAdapterName(
                    .init(
                        debugDescription:
                            "'\(name)' is not an adapter name: use the file name without '.gguf', with no '/' and not starting with '.'"
                    ))
            }
            let url = Self.folder.appendingPathComponent(name + ".gguf")
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw AssetError.compatibleAdapterNotFound(
                    .init(
                        debugDescription:
                            "no adapter named '\(name)' in \(Self.folder.path): put \(name).gguf there, or set FM_ADAPTER_DIR"
                    ))
            }
            try self.init(fileURL: url)
        }

        /// Where installed adapters are found.
        static var folder: URL {
            EngineConfiguration.current.adapterDirectory
                ?? ModelLocator.defaultModelURL.deletingLastPathComponent().appendingPathComponent("adapters")
        }

        /// The values the adapter's creator put in its GGUF header (`general.*` and `adapter.*`
        /// keys and any others), as text.
        public var creatorDefinedMetadata: [String: Any] { metadata.values }

        /// Loads the adapter onto the default model now, so the first request does not wait, and
        /// checks that its tensors fit the model.
        /// - Throws: ``AssetError/invalidAsset(_:)`` saying what does not fit.
        public func compile() async throws {
            let engine = EmbeddedEngine(
                key: LlamaLanguageModel(contentsOf: ModelLocator.defaultModelURL, adapter: fileURL).engineKey)
            _ = try await engine.withWeights { try engine.loadedAdapter(for: $0) }
        }

        /// The names of installed adapters for the default model's architecture that start with
        /// `name`, in alphabetical order.
        /// - Parameter name: the start of the names.
        /// - Returns: the names, without `.gguf`.
        public static func compatibleAdapterIdentifiers(name: String) -> [String] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.filter { $0.hasPrefix(name) && $0.hasSuffix(".gguf") }.sorted().compactMap { file in
                let identifier = String(file.dropLast(".gguf".count))
                return (try? Adapter(name: identifier)) == nil ? nil : identifier
            }
        }

        /// Removes adapters that no longer fit the installed model. Adapters here are files you
        /// install yourself, so nothing is removed.
        public static func removeObsoleteAdapters() throws {}

        /// Why an adapter cannot be used.
        public enum AssetError: Swift.Error, LocalizedError, Sendable {
            /// The file is not an adapter, or not one for the installed model.
            case invalidAsset(Context)
            /// The name is not an adapter name.
            case invalidAdapterName(Context)
            /// No adapter of that name is installed.
            case compatibleAdapterNotFound(Context)

            /// What went wrong.
            public struct Context: Sendable {
                /// What went wrong, and what to do.
                public let debugDescription: String

                /// Creates a context.
                public init(debugDescription: String) {
                    self.debugDescription = debugDescription
                }
            }

            public var errorDescription: String? {
                switch self {
                case .invalidAsset(let context), .invalidAdapterName(let context),
                    .compatibleAdapterNotFound(let context):
                    context.debugDescription
                }
            }
        }
    }
}
