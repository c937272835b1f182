import LlamaRuntime

/// A request's prompt for the embedded model: the transcript rendered through the model's chat
/// template and tokenized, checked against the context window, and decoded into a context where
/// it is not already (a context keeps the tokens of its last conversation; the prompt cache keeps
/// the first prompts of earlier conversations).
struct PromptPreparation {
    /// The prompt's tokens.
    let tokens: [LlamaToken]
    /// The tokens the response may take at least.
    let reserve: Int
    /// How the model writes tool calls (from its chat template), for the prompt and the calls.
    let format: ToolCallFormat

    /// Renders and tokenizes a transcript.
    /// - Parameters:
    ///   - transcript: the transcript.
    ///   - request: the request it answers (nil for a prewarm, which adds no assistant prefix).
    ///   - model: the model's weights and vocabulary.
    init(transcript: Transcript, request: LanguageModelExecutorGenerationRequest?, model: LlamaModel) {
        format = ToolCallFormat.for(model)
        let text = model.renderChat(
            PromptRenderer.messages(for: transcript, request: request, format: format),
            addAssistantPrefix: request != nil)
        tokens = model.vocabulary.tokenize(text, addSpecial: true, parseSpecial: true)
        reserve = request?.generationOptions.maximumResponseTokens ?? 1
    }

    /// Decodes what a context does not hold yet.
    /// - Parameters:
    ///   - context: the context; afterwards it holds exactly the prompt's tokens.
    ///   - prompts: the prompt cache of the context's model.
    ///   - isCancelled: checked between batches.
    /// - Returns: the tokens that were decoded (the others came from the context or the cache).
    /// - Throws: `LanguageModelError.contextSizeExceeded` when the prompt does not fit, or a
    ///   runtime error from decoding.
    func decode(into context: LlamaContext, prompts: PromptCache, isCancelled: () -> Bool) throws -> Int {
        guard tokens.count + reserve <= context.contextLength else {
            throw EmbeddedError.contextFull(
                context.contextLength, needed: tokens.count + reserve,
                "The prompt and transcript take \(tokens.count) tokens and the response may need \(reserve); "
                    + "the context window holds \(context.contextLength). Shorten the prompt, lower "
                    + "maximumResponseTokens, or start a new session with a shorter transcript (a rolling window, "
                    + "or condensed(keepingLast:)).")
        }
        let reused = zip(context.tokens, tokens).prefix { $0 == $1 }.count
        if let cached = prompts.bestMatch(for: tokens, beyond: reused) { context.restore(cached) }
        let rest = context.reuse(prefixOf: tokens)
        try context.append(rest, isCancelled: isCancelled)
        if reused < PromptCache.minimumTokens, rest.count >= PromptCache.minimumTokens,
            let snapshot = context.snapshot()
        {
            prompts.store(snapshot)
        }
        return rest.count
    }
}
