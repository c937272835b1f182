import Foundation

/// The on-device language model: on Linux, a GGUF model run in-process by llama.cpp.
///
/// `default` is the model the setup installs (Qwen2.5-Coder-0.5B-Instruct), found through
/// `FM_MODEL` (a file), then `FM_MODEL_DIR`, then the setup's cache folder.
public final class SystemLanguageModel: LanguageModel, Sendable {
    /// The kind of task the model is used for.
    public struct UseCase: Sendable, Equatable {
        let name: String
        /// General conversation and generation.
        public static let general = UseCase(name: "general")
        /// Tagging content: topics, entities, emotions.
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// The content filter applied to prompts and responses.
    public struct Guardrails: Sendable {
        /// Words and phrases that are blocked (case-insensitive). Extension of this project.
        public var blockedPhrases: [String]
        /// Whether prompts and responses that transform given content are checked less strictly.
        let permissive: Bool

        /// Creates guardrails from a list of blocked words and phrases. Extension of this project.
        /// - Parameter blockedPhrases: words and phrases matched case-insensitively.
        public init(blockedPhrases: [String]) {
            self.blockedPhrases = blockedPhrases
            self.permissive = false
        }

        /// The default filter: prompts and responses are checked against `blockedPhrases`, which is
        /// empty here; build guardrails with `init(blockedPhrases:)` to block words and phrases.
        public static let `default` = Guardrails(blockedPhrases: [])
        /// A filter that allows transforming content the user provides (e.g. summarizing it):
        /// requests that generate a `String` never throw `guardrailViolation`; requests that
        /// generate other types are checked as with `default`.
        public static let permissiveContentTransformations = Guardrails(blockedPhrases: [], permissive: true)

        private init(blockedPhrases: [String], permissive: Bool) {
            self.blockedPhrases = blockedPhrases
            self.permissive = permissive
        }

        /// Whether prompts and responses of a request are checked: always, except text
        /// generation under `permissiveContentTransformations`.
        func checks(generatingText: Bool) -> Bool { !(permissive && generatingText) }
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
    let embedded: LlamaLanguageModel

    /// The file the default model is read from: `FM_MODEL`, else the default model in
    /// `FM_MODEL_DIR` or the setup's cache folder. Extension of this project.
    public static var defaultModelURL: URL { ModelLocator.defaultModelURL }

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
    public init(url: URL, useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.useCase = useCase
        self.guardrails = guardrails
        self.embedded = LlamaLanguageModel(contentsOf: url)
    }

    public var capabilities: LanguageModelCapabilities { embedded.capabilities }
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

    public var contextSize: Int { embedded.contextSize }

    public func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        try await embedded.tokenCount(for: entries)
    }

    public func makeConversation() throws -> any LanguageModelConversation {
        try embedded.makeConversation()
    }
}
