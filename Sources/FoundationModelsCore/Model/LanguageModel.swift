/// A language model a session can use: the embedded on-device model, another GGUF file, a
/// server, or a model you write yourself.
///
/// The model describes itself (its ``capabilities``) and how to build the object that does the
/// work, its `Executor`. The framework keeps one executor per distinct
/// ``executorConfiguration`` and reuses it across requests and sessions, so keep the model light
/// and put everything the executor needs into the configuration.
///
/// ```swift
/// struct EchoModel: LanguageModel {
///     var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([]) }
///     var executorConfiguration: EchoExecutor.Configuration { .init() }
/// }
/// ```
public protocol LanguageModel: Sendable {
    /// The type that generates responses for this model.
    associatedtype Executor: LanguageModelExecutor where Self == Self.Executor.Model
    /// What the model can do; the session throws `LanguageModelError.unsupportedCapability`
    /// before calling the executor for anything not listed.
    var capabilities: LanguageModelCapabilities { get }
    /// Everything the executor needs, hashed to find the executor the framework already made.
    var executorConfiguration: Executor.Configuration { get }
    /// Whether the model reads data attachments of a content type (default false).
    /// - Parameter type: the attachment's content type.
    /// - Returns: true when the executor accepts it.
    func supportsDataAttachmentType(_ type: UTType) async throws -> Bool
    /// Whether the model's executor may add data entries of a content type (default false).
    /// - Parameter type: the entry's content type.
    /// - Returns: true when the entry is accepted into the transcript.
    func supportsDataEntryType(_ type: UTType) async throws -> Bool
}

extension LanguageModel {
    /// No data attachments are read.
    public func supportsDataAttachmentType(_ type: UTType) async throws -> Bool { false }
    /// No data entries are accepted.
    public func supportsDataEntryType(_ type: UTType) async throws -> Bool { false }
}

/// The object that generates responses for a ``LanguageModel``: it translates a request into the
/// model's input, runs it, and sends what the model produces to a channel as it comes.
public protocol LanguageModelExecutor: Sendable {
    /// What identifies an executor; equal configurations share one executor.
    associatedtype Configuration: Hashable, Sendable
    /// The model this executor runs.
    associatedtype Model: LanguageModel

    /// Creates an executor; called once per distinct configuration.
    /// - Parameter configuration: the model's ``LanguageModel/executorConfiguration``.
    /// - Throws: when the configuration cannot work (e.g. a malformed URL).
    init(configuration: Configuration) throws

    /// Loads assets or fills caches ahead of a request (default: nothing).
    /// - Parameters:
    ///   - model: the model.
    ///   - transcript: the transcript the next request will start with.
    func prewarm(model: Model, transcript: Transcript)

    /// Generates one step of a response and streams it into the channel: text, tool calls,
    /// reasoning, usage. The channel finishes when this returns or throws.
    /// - Parameters:
    ///   - request: the transcript so far and what is asked.
    ///   - model: the model.
    ///   - channel: where the events go.
    /// - Throws: `LanguageModelError`, `CancellationError`, or the backend's own errors.
    nonisolated(nonsending) func respond(
        to request: LanguageModelExecutorGenerationRequest, model: Model,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws
}

extension LanguageModelExecutor {
    /// Does nothing.
    public func prewarm(model: Model, transcript: Transcript) {}
}
