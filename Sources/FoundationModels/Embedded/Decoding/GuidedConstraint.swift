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
        return try matcher(for: GenerationSchema.Compiled(root: root, definitions: definitions), vocabulary: vocabulary)
    }

    /// A matcher for a schema already in the engine's IR.
    static func matcher(for schema: GenerationSchema.Compiled, model: LlamaModel) throws -> GrammarMatcher {
        try matcher(for: schema, vocabulary: ModelStore.shared.vocabulary(of: model))
    }

    private static func matcher(for schema: GenerationSchema.Compiled, vocabulary: Vocabulary) throws
        -> GrammarMatcher
    {
        GrammarMatcher(grammar: try ModelStore.shared.grammar(schema), vocabulary: vocabulary)
    }
}
