import Foundation
import LlamaRuntime
import Synchronization

/// A GGUF model run in-process by llama.cpp. Extension of this project: Apple's framework has
/// only the system model; this lets any GGUF file back a session.
///
/// The weights are loaded on first use and shared by every session and every instance made for
/// the same file.
public final class LlamaLanguageModel: LanguageModel, Sendable {
    /// The model file.
    public let url: URL
    /// The context window of each session, in tokens.
    public let contextSize: Int
    /// The CPU threads each session decodes with.
    public let threads: Int

    /// Describes a model file without loading it.
    /// - Parameters:
    ///   - url: the `.gguf` file.
    ///   - contextSize: the context window of each session (default 4096, at most the model's
    ///     training length).
    ///   - threads: the CPU threads to decode with (default: `FM_THREADS`, else all cores).
    public init(contentsOf url: URL, contextSize: Int = 4096, threads: Int = LlamaBackend.defaultThreadCount) {
        self.url = url
        self.contextSize = contextSize
        self.threads = threads
    }

    public var capabilities: LanguageModelCapabilities { [.guidedGeneration, .toolCalling] }

    public var availability: SystemLanguageModel.Availability {
        guard FileManager.default.isReadableFile(atPath: url.path) else { return .unavailable(.modelNotReady) }
        return .available
    }

    public func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        let model = try loaded()
        let messages = PromptRenderer.messages(for: Transcript(entries: entries), request: nil)
        let text = model.renderChat(messages, addAssistantPrefix: false)
        return model.vocabulary.tokenize(text, addSpecial: true, parseSpecial: true).count
    }

    public func makeConversation() throws -> any LanguageModelConversation {
        LlamaConversation(model: self)
    }

    /// The loaded weights; loads them on first use.
    /// - Throws: `GenerationError.assetsUnavailable` naming the file and the setup command.
    func loaded() throws -> LlamaModel {
        try Self.cache.withLock { cache in
            if let model = cache[url.path] { return model }
            do {
                let model = try LlamaModel(contentsOf: url)
                cache[url.path] = model
                return model
            } catch let error as LlamaError {
                let hint = url.lastPathComponent == ModelLocator.defaultModelFile
                    ? " Run `\(ModelLocator.setupCommand)` to install the default model, or set FM_MODEL to a GGUF file."
                    : " Check the path, or set FM_MODEL to a GGUF file."
                throw LanguageModelSession.GenerationError.assetsUnavailable(.init(debugDescription: error.message + "." + hint))
            }
        }
    }

    /// Models loaded in this process, by path: each file's weights are in memory once.
    private static let cache = Mutex<[String: LlamaModel]>([:])

    /// What every session on this model's weights shares: whose turn it is to decode, and the
    /// prompts decoded so far.
    var shared: Shared {
        Self.sharedByPath.withLock { all in
            if let existing = all[url.path] { return existing }
            let created = Shared(turns: DecodeTurns(), prompts: PromptCache())
            all[url.path] = created
            return created
        }
    }

    struct Shared: Sendable {
        let turns: DecodeTurns
        let prompts: PromptCache
    }

    private static let sharedByPath = Mutex<[String: Shared]>([:])
}
