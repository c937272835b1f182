import GuidedGeneration
import LlamaRuntime

/// A response schema's grammar matched over a model's vocabulary; both are built once and kept
/// by the model store that loaded the model.
enum GuidedConstraint {
    /// A matcher for a schema over a model's vocabulary, at the start of the output.
    static func matcher(for schema: GenerationSchema, model: LlamaModel, store: ModelStore) throws -> GrammarMatcher {
        try matcher(for: schema, vocabulary: store.vocabulary(of: model), store: store)
    }

    /// A matcher for a schema over a vocabulary, at the start of the output.
    static func matcher(for schema: GenerationSchema, vocabulary: Vocabulary, store: ModelStore = .shared) throws
        -> GrammarMatcher
    {
        let (root, definitions) = try schema.grammarSchema()
        return try matcher(
            for: GenerationSchema.Compiled(root: root, definitions: definitions), vocabulary: vocabulary, store: store)
    }

    /// A matcher for a schema already in the engine's IR.
    static func matcher(for schema: GenerationSchema.Compiled, model: LlamaModel, store: ModelStore) throws
        -> GrammarMatcher
    {
        try matcher(for: schema, vocabulary: store.vocabulary(of: model), store: store)
    }

    private static func matcher(for schema: GenerationSchema.Compiled, vocabulary: Vocabulary, store: ModelStore)
        throws -> GrammarMatcher
    {
        GrammarMatcher(grammar: try store.grammar(schema), vocabulary: vocabulary)
    }
}
