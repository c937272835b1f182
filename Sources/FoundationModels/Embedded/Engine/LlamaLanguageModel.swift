import Foundation
import LlamaRuntime

/// A GGUF model run in-process by llama.cpp. Extension of this project: Apple's framework has
/// only the system model; this lets any GGUF file back a session.
///
/// The weights are loaded on first use and shared by every session and every instance made for
/// the same file.
public struct LlamaLanguageModel: Sendable {
    /// The model file.
    public let url: URL
    /// The context window of each conversation, in tokens.
    public let contextSize: Int
    /// The CPU threads each decode uses.
    public let threads: Int
    /// A LoRA adapter (GGUF) applied on top of the weights, if any.
    public let adapterURL: URL?
    /// The most tool calls the model makes in one step before the tools run (default 4).
    public var maximumToolCallsPerStep = ToolCalling.defaultMaximumCalls
    /// The memory of the KV cache that every conversation on the model file shares, in bytes
    /// (default 256 MiB, and at least one context window). Conversations decode together in
    /// batches; when the cache is full, the least recently used idle ones are evicted and decoded
    /// again from their transcript when they continue, and when only busy ones are left the
    /// youngest waits for the older ones. Models of the same file, adapter and cache memory share
    /// one context.
    public var cacheMemory: Int

    /// The default `cacheMemory`: 256 MiB.
    public static let defaultCacheMemory = 256 << 20

    /// Where the KV states of fixed prompt prefixes (instructions, tools and schema; a prewarmed
    /// prompt) are kept between launches, so that the next process does not decode them again;
    /// nil keeps none. Default: `FM_PREFIX_CACHE` (`off` for none), else `prefixes` in
    /// `~/.cache/swift-foundation-models`. States are valid only for the model file (by its
    /// sha256) and the llama.cpp they were made with; any other file there is ignored.
    public var prefixCacheDirectory: URL? = EngineConfiguration.current.prefixCache
    /// The most bytes `prefixCacheDirectory` holds; the least recently used states go first
    /// (default `FM_PREFIX_CACHE_MIB`, else 1 GiB).
    public var prefixCacheCapacity = EngineConfiguration.current.prefixCacheMiB << 20

    /// Describes a model file without loading it.
    /// - Parameters:
    ///   - url: the `.gguf` file.
    ///   - contextSize: the context window of each conversation (default 4096, at most the
    ///     model's training length).
    ///   - threads: the CPU threads to decode with (default: `FM_THREADS`, else all cores).
    ///   - adapter: a LoRA adapter in GGUF trained on this model, loaded with the first request.
    ///   - cacheMemory: the memory of the KV cache all conversations on the file share (see `cacheMemory`).
    public init(
        contentsOf url: URL, contextSize: Int = 4096, threads: Int = LlamaBackend.defaultThreadCount,
        adapter: URL? = nil, cacheMemory: Int = Self.defaultCacheMemory
    ) {
        self.url = url
        self.contextSize = contextSize
        self.threads = threads
        self.adapterURL = adapter
        self.cacheMemory = cacheMemory
    }

    /// Whether the model file is there.
    public var availability: SystemLanguageModel.Availability {
        guard FileManager.default.isReadableFile(atPath: url.path) else { return .unavailable(.modelNotReady) }
        return .available
    }

    /// What identifies this model's engine.
    var engineKey: EmbeddedEngine.Key {
        EmbeddedEngine.Key(
            url: url, contextSize: contextSize, threads: threads, adapter: adapterURL,
            maximumToolCalls: max(1, maximumToolCallsPerStep), cacheBytes: cacheMemory,
            prefixes: prefixCacheDirectory.map { PrefixStore.Location(directory: $0, capacity: prefixCacheCapacity) })
    }

    /// The token positions of the KV cache all conversations share, from `cacheMemory`; loads
    /// the weights.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the file cannot be loaded.
    public func sharedCacheTokens() throws -> Int {
        try ModelStore.shared.withWeightsNow(url) {
            ModelStore.cells(for: $0, contextSize: contextSize, cacheBytes: cacheMemory)
        }
    }

    /// The loaded weights; loads them on first use. The store may unload them once the caller
    /// is done (`ModelStore.keepAlive`).
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` naming the file and the setup command.
    func loaded() throws -> LlamaModel { try ModelStore.shared.withWeightsNow(url) { $0 } }
}

extension LlamaLanguageModel: LanguageModel {
    /// Guided generation and tool calling.
    public var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([.guidedGeneration, .toolCalling]) }

    /// The model file and context the executor runs.
    public var executorConfiguration: Executor.Configuration { Executor.Configuration(engine: engineKey) }

    /// Runs a GGUF model: its weights, the KV caches of its conversations, guided generation and
    /// tool calls.
    public struct Executor: LanguageModelExecutor {
        /// The model file and context; equal configurations share the loaded weights and caches.
        public struct Configuration: Hashable, Sendable {
            let engine: EmbeddedEngine.Key
        }

        private let engine: EmbeddedEngine

        /// Creates the executor of a configuration.
        public init(configuration: Configuration) {
            engine = EmbeddedEngine(key: configuration.engine)
        }

        /// Generates one step of a response.
        public func respond(
            to request: LanguageModelExecutorGenerationRequest, model: LlamaLanguageModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            try await engine.respond(to: request, channel: channel)
        }

        /// Decodes the transcript ahead of the first request.
        public func prewarm(model: LlamaLanguageModel, transcript: Transcript) {
            engine.prewarm(transcript)
        }
    }
}

extension LlamaLanguageModel: TokenCountingLanguageModel {
    /// Counts the tokens the model would read for transcript entries.
    public func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        try await ModelStore.shared.withWeights(url) { model in
            let text = model.renderChat(
                PromptRenderer.messages(for: Transcript(entries: entries), request: nil, format: .for(model)),
                addAssistantPrefix: false)
            return model.vocabulary.tokenize(text, addSpecial: true, parseSpecial: true).count
        }
    }

    /// Counts the tokens a schema takes when it is shown to the model in a prompt.
    public func tokenCount(for schema: GenerationSchema) async throws -> Int {
        try await tokenCount(for: [
            .prompt(Transcript.Prompt(segments: [.text(.init(content: SchemaDescription(schema).instruction))]))
        ])
    }
}
