import LlamaRuntime

/// Guided generation whose logits are uniformly random instead of the model's: an adversarial
/// test of the grammar's mask alone. The decoding loop, sampler, grammar and budget wrap-up are
/// the production code; only the scores differ, and since they do not depend on the text, no
/// token is decoded. Extension of this project, for validity runs (`fm bench validity`; package access).
package final class RandomLogitsGenerator {
    private let context: LlamaContext

    /// A generator over a model's vocabulary.
    /// - Parameter model: the model whose vocabulary (and tokenizer) the responses use.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the model cannot be loaded.
    package init(model: LlamaLanguageModel) throws {
        let weights = try model.loaded()
        do {
            context = try LlamaContext(
                model: weights, contextLength: min(model.contextSize, weights.trainingContextLength),
                threads: 1)
        } catch let error as LlamaError {
            throw EmbeddedError.assetsUnavailable(error.message)
        }
    }

    /// Generates one response under a schema, sampling with `options` from random scores.
    /// - Parameters:
    ///   - schema: the schema the response follows.
    ///   - options: sampling, temperature and token budget (`maximumResponseTokens`, default 256).
    ///   - logitSeed: the seed of the random scores.
    /// - Returns: the response's JSON text and the tokens it counts against the budget.
    /// - Throws: `LanguageModelError.unsupportedGenerationGuide` when the schema cannot be enforced,
    ///   or `GeneratedContent.ParsingError` when no token can continue.
    package func respond(
        schema: GenerationSchema, options: GenerationOptions,
        logitSeed: UInt64
    ) throws -> (text: String, tokens: Int) {
        try options.validate()
        let matcher = try GuidedConstraint.matcher(for: schema, model: context.model, store: .shared)
        var loop = DecodingLoop(
            context: context, sampler: Sampler(options: options), matcher: matcher,
            limit: options.maximumResponseTokens ?? 256, isCancelled: { false },
            emit: { _ in })
        loop.randomLogits = RandomLogits(count: context.model.vocabulary.count, seed: logitSeed)
        try loop.run()
        return (String(decoding: loop.output, as: UTF8.self), loop.statistics.responseTokens)
    }
}
