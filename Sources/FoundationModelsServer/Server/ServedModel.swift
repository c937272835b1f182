import FoundationModels

/// A model a `ChatServer` serves, and the names clients ask for it by in a request's `model`.
/// Extension of this project.
///
/// Making one does not load the model: the embedded model loads its weights on its first
/// request and frees them after the model store's keep-alive (`FM_KEEP_ALIVE`), so a server of
/// several models holds in memory only those in use.
public struct ServedModel: Sendable {
    /// The names the model is served under (at least one); `/v1/models` lists each.
    public let names: [String]
    /// The context window of each request, in tokens, reported in `/v1/models`.
    public let contextSize: Int
    let runner: ModelRunner

    /// Describes a served model.
    /// - Parameters:
    ///   - model: the model.
    ///   - names: the names clients use for it in `model` (at least one).
    ///   - contextSize: the model's context window.
    /// - Throws: what making the model's executor throws.
    public init<Model: LanguageModel>(_ model: Model, names: [String], contextSize: Int) throws {
        precondition(!names.isEmpty, "a served model needs a name")
        self.names = names
        self.contextSize = contextSize
        runner = try ModelRunner(model)
    }
}
