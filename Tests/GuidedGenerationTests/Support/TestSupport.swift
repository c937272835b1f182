import FoundationModelsTestSupport

@testable import GuidedGeneration

/// Helpers for building matchers and feeding them text.
extension GrammarMatcher {
    init(
        _ root: JSONSchemaNode, definitions: [String: JSONSchemaNode] = [:],
        vocabulary: Vocabulary = SyntheticVocabulary.shared, spacing: Grammar.Spacing = .compact
    ) throws {
        self.init(
            grammar: try Grammar(root: root, definitions: definitions, spacing: spacing), vocabulary: vocabulary)
    }

    /// Whether the whole text is a complete document under the grammar.
    func acceptsDocument(_ text: String) -> Bool {
        acceptsDocument(Array(text.utf8))
    }

    func acceptsDocument(_ bytes: [UInt8]) -> Bool {
        var copy = self
        guard (try? copy.advance(bytes: bytes)) != nil else { return false }
        return copy.canEnd
    }

    /// Whether the text is a prefix the grammar allows.
    func acceptsPrefix(_ text: String) -> Bool { accepts(bytes: Array(text.utf8)) }
}
