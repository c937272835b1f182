import GuidedGeneration
import LlamaRuntime
import Synchronization

/// The grammar of a response schema and the engine's view of a model's vocabulary, both
/// built once and cached: a schema compiles once per process, a vocabulary once per model file.
enum GuidedConstraint {
    /// A matcher for a schema over a model's vocabulary, at the start of the output.
    static func matcher(for schema: GenerationSchema, model: LlamaModel) throws -> GrammarMatcher {
        let (root, definitions) = try schema.grammarSchema()
        return try matcher(for: GenerationSchema.Compiled(root: root, definitions: definitions), model: model)
    }

    /// A matcher for a schema already in the engine's IR.
    static func matcher(for schema: GenerationSchema.Compiled, model: LlamaModel) throws -> GrammarMatcher {
        let (root, definitions) = (schema.root, schema.definitions)
        let key = GrammarKey(root: root, definitions: definitions)
        let grammar = try grammars.withLock { cache -> Grammar in
            if let grammar = cache[key] { return grammar }
            do {
                let grammar = try Grammar(root: root, definitions: definitions)
                if cache.count > 256 { cache.removeAll() }
                cache[key] = grammar
                return grammar
            } catch let error as GrammarError {
                throw LanguageModelError.unsupportedGenerationGuide(
                    .init(
                        schemaName: nil,
                        debugDescription:
                            "The schema cannot be enforced: \(error.message)"))
            }
        }
        return GrammarMatcher(grammar: grammar, vocabulary: vocabulary(of: model))
    }

    /// The engine's vocabulary of a model: token bytes, and the tokens that end generation.
    static func vocabulary(of model: LlamaModel) -> Vocabulary {
        vocabularies.withLock { cache in
            if let vocabulary = cache[model.url.path] { return vocabulary }
            let llama = model.vocabulary
            let vocabulary = Vocabulary(
                tokens: llama.pieces, endOfSequenceTokens: llama.endOfGenerationTokens.map(Int.init))
            cache[model.url.path] = vocabulary
            return vocabulary
        }
    }

    private struct GrammarKey: Hashable {
        let root: JSONSchemaNode
        let definitions: [String: JSONSchemaNode]
    }

    private static let grammars = Mutex<[GrammarKey: Grammar]>([:])
    private static let vocabularies = Mutex<[String: Vocabulary]>([:])
}
