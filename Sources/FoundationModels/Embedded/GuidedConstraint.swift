import GuidedGeneration
import LlamaRuntime

/// A response schema's grammar matched over a model's vocabulary; both are built once and kept
/// by the model store.
enum GuidedConstraint {
    /// A matcher for a schema over a model's vocabulary, at the start of the output.
    static func matcher(for schema: GenerationSchema, model: LlamaModel) throws -> GrammarMatcher {
        try matcher(for: schema, vocabulary: ModelStore.shared.vocabulary(of: model))
    }

    /// A matcher for a schema over a vocabulary, at the start of the output.
    static func matcher(for schema: GenerationSchema, vocabulary: Vocabulary) throws -> GrammarMatcher {
        let (root, definitions) = try schema.grammarSchema()
        let compiled = GenerationSchema.Compiled(root: root, definitions: definitions)
        return GrammarMatcher(grammar: try ModelStore.shared.grammar(compiled), vocabulary: vocabulary)
    }

    /// A matcher for a schema already in the engine's IR.
    static func matcher(for schema: GenerationSchema.Compiled, model: LlamaModel) throws -> GrammarMatcher {
        let store = ModelStore.shared
        return GrammarMatcher(grammar: try store.grammar(schema), vocabulary: store.vocabulary(of: model))
    }
}
