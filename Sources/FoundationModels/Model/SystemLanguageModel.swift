import Foundation
import Observation

/// The on-device language model: on Linux, a GGUF model run in-process by llama.cpp.
///
/// `default` is the model the setup installs (Qwen2.5-Coder-1.5B-Instruct; the 0.5B fast tier
/// with `FM_MODEL_TIER=fast` or when the 1.5B is not installed), found through `FM_MODEL` (a
/// file), then `FM_MODEL_DIR`, then the setup's cache folder.
public final class SystemLanguageModel: Sendable {
    /// The kind of task the model is used for.
    public struct UseCase: Sendable, Equatable {
        let name: String
        /// General conversation and generation.
        public static let general = UseCase(name: "general")
        /// Tagging content: topics, entities, emotions.
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// Whether the model can be used.
    public enum Availability: Equatable, Sendable {
        /// The model is ready.
        case available
        /// The model cannot be used, for this reason.
        case unavailable(UnavailableReason)

        /// Why the model cannot be used.
        public enum UnavailableReason: Equatable, Sendable, Hashable {
            /// The machine cannot run the model.
            case deviceNotEligible
            /// Apple Intelligence is off (never on Linux; kept for source compatibility).
            case appleIntelligenceNotEnabled
            /// No model file was found: run `scripts/setup` (or set `FM_MODEL`).
            case modelNotReady
        }
    }

    /// The use case.
    public let useCase: UseCase
    /// The content filter.
    public let guardrails: Guardrails
    /// The GGUF file and context the model runs.
    let embedded: LlamaLanguageModel

    /// The file the default model is read from: `FM_MODEL`, else the default model in
    /// `FM_MODEL_DIR` or the setup's cache folder. Extension of this project.
    public static var defaultModelURL: URL { ModelLocator.defaultModelURL }

    /// The file of the fast tier the setup installs (Qwen2.5-Coder-0.5B-Instruct, about twice
    /// as fast as the default and less careful): `FM_MODEL_DIR` or the setup's cache folder.
    /// Extension of this project.
    public static var fastModelURL: URL { ModelLocator.fastModelURL }

    /// The default on-device model.
    public static let `default` = SystemLanguageModel(useCase: .general, guardrails: .default)

    /// Creates the on-device model for a use case.
    /// - Parameters:
    ///   - useCase: the kind of task.
    ///   - guardrails: the content filter.
    public convenience init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.init(url: ModelLocator.defaultModelURL, useCase: useCase, guardrails: guardrails)
    }

    /// Creates an on-device model from another GGUF file. Extension of this project.
    /// - Parameters:
    ///   - url: the `.gguf` file.
    ///   - useCase: the kind of task.
    ///   - guardrails: the content filter.
    public convenience init(url: URL, useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.init(embedded: LlamaLanguageModel(contentsOf: url), useCase: useCase, guardrails: guardrails)
    }

    /// Creates the on-device model with an adapter on top of the default model.
    /// - Parameters:
    ///   - adapter: the adapter.
    ///   - guardrails: the content filter.
    public convenience init(adapter: Adapter, guardrails: Guardrails = .default) {
        self.init(
            embedded: LlamaLanguageModel(contentsOf: ModelLocator.defaultModelURL, adapter: adapter.fileURL),
            useCase: .general, guardrails: guardrails)
    }

    init(embedded: LlamaLanguageModel, useCase: UseCase, guardrails: Guardrails) {
        self.useCase = useCase
        self.guardrails = guardrails
        self.embedded = embedded
    }

    /// Whether the model can be used now, and why not.
    public var availability: Availability { embedded.availability }

    /// Whether the model is available.
    public var isAvailable: Bool { availability == .available }

    /// The languages the model reads and writes well.
    public var supportedLanguages: Set<Locale.Language> {
        Set(["en", "zh", "fr", "es", "de", "it", "pt", "ru", "ja", "ko"].map { Locale.Language(identifier: $0) })
    }

    /// Whether the model supports a locale's language.
    /// - Parameter locale: the locale.
    /// - Returns: true when the locale's language is supported.
    public func supportsLocale(_ locale: Locale = .current) -> Bool {
        guard let code = locale.language.languageCode?.identifier else { return true }
        return supportedLanguages.contains { $0.languageCode?.identifier == code }
    }
}

extension SystemLanguageModel: LanguageModel {
    /// Guided generation and tool calling.
    public var capabilities: LanguageModelCapabilities { embedded.capabilities }

    /// The model file and context the executor runs.
    public var executorConfiguration: Executor.Configuration { Executor.Configuration(engine: embedded.engineKey) }

    /// Runs the on-device model: its weights, the KV caches of its conversations, guided
    /// generation and tool calls.
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

        /// Generates one step of a response on the embedded model, checking the model's guardrails.
        public func respond(
            to request: LanguageModelExecutorGenerationRequest, model: SystemLanguageModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            let engine = self.engine
            guard let classifier = model.guardrails.classifier(for: request) else {
                return try await engine.respond(to: request, channel: channel)
            }
            try await GuardedResponse(classifier: classifier, request: request).run(into: channel) {
                try await engine.respond(to: request, channel: $0)
            }
        }

        /// Decodes the transcript ahead of the first request, and readies the guardrails'
        /// classifier (its model and instructions).
        public func prewarm(model: SystemLanguageModel, transcript: Transcript) {
            engine.prewarm(transcript)
            model.guardrails.classifier?.prewarm()
        }
    }
}

extension SystemLanguageModel: TokenCountingLanguageModel {
    /// The number of tokens the context window holds: prompt, transcript and response.
    public var contextSize: Int { embedded.contextSize }

    /// Counts the tokens the model would read for transcript entries.
    public func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        try await embedded.tokenCount(for: entries)
    }

    /// Counts the tokens a schema takes when it is shown to the model in a prompt.
    public func tokenCount(for schema: GenerationSchema) async throws -> Int {
        try await embedded.tokenCount(for: schema)
    }
}

extension SystemLanguageModel: Observable {}

extension SystemLanguageModel {
    /// An error of the on-device model.
    public enum Error: Swift.Error, LocalizedError, CustomDebugStringConvertible {
        /// The model's files are missing or cannot be loaded.
        case assetsUnavailable(AssetsUnavailable)

        /// The model's files are missing or cannot be loaded, and what to do.
        public struct AssetsUnavailable: Sendable {
            /// What went wrong and what to do.
            public var debugDescription: String

            /// Creates the payload.
            public init(debugDescription: String) {
                self.debugDescription = debugDescription
            }
        }

        public var debugDescription: String {
            switch self {
            case .assetsUnavailable(let payload): payload.debugDescription
            }
        }

        public var errorDescription: String? { debugDescription }
    }
}

#if !FoundationModels26Errors
    @available(*, deprecated)
#endif
extension SystemLanguageModel.Error: GenerationErrorConvertible {
    /// The 26.x form: `GenerationError.assetsUnavailable` with the same description.
    package var generationError: LanguageModelSession.GenerationError {
        switch self {
        case .assetsUnavailable(let payload): .assetsUnavailable(.init(debugDescription: payload.debugDescription))
        }
    }
}
