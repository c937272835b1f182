import FoundationModels

/// A model whose sessions all share one conversation (one KV cache), so that a long system
/// prompt, such as the tools', is decoded once for a series of fresh sessions. The sessions must
/// respond one at a time.
final class SharedConversationModel: LanguageModel {
    let base: any LanguageModel
    let conversation: any LanguageModelConversation

    /// - Throws: `GenerationError.assetsUnavailable` when the model cannot be loaded.
    init(_ base: some LanguageModel) throws {
        self.base = base
        conversation = try base.makeConversation()
    }

    var capabilities: LanguageModelCapabilities { base.capabilities }
    var availability: SystemLanguageModel.Availability { base.availability }
    var contextSize: Int { base.contextSize }

    func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        try await base.tokenCount(for: entries)
    }

    func makeConversation() throws -> any LanguageModelConversation { conversation }
}
