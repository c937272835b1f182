import LlamaRuntime

/// A request's prompt for the embedded model: the transcript rendered through the model's chat
/// template and tokenized, checked against the context window, and decoded into a sequence of
/// the shared context where it is not already.
struct PromptPreparation {
    /// The prompt's tokens.
    let tokens: [LlamaToken]
    /// The length of the prefix later launches see again: a prewarm's whole prompt (but the end
    /// of a prompt prefix's message, which requests continue instead), else the system message
    /// (instructions, tools, schema).
    let fixed: Int
    /// The tokens the response may take at least.
    let reserve: Int
    /// Whether this is a prewarm: it needs no logits, so its whole prompt may come from a cache.
    let isPrewarm: Bool
    /// Whether the response must repeat exactly (greedy, or seeded): the prompt is then decoded
    /// in the same pieces however much of it came from a cache.
    let repeatable: Bool
    /// How the model writes tool calls (from its chat template), for the prompt and the calls.
    let format: ToolCallFormat

    /// Renders and tokenizes a transcript.
    /// - Parameters:
    ///   - transcript: the transcript.
    ///   - request: the request it answers (nil for a prewarm, which adds no assistant prefix).
    ///   - model: the model's weights and vocabulary.
    init(transcript: Transcript, request: LanguageModelExecutorGenerationRequest?, model: LlamaModel) {
        format = ToolCallFormat.for(model)
        let messages = PromptRenderer.messages(for: transcript, request: request, format: format)
        let text = model.renderChat(messages, addAssistantPrefix: request != nil)
        tokens = model.vocabulary.tokenize(text, addSpecial: true, parseSpecial: true)
        reserve = request?.generationOptions.maximumResponseTokens ?? 1
        isPrewarm = request == nil
        repeatable =
            switch request?.generationOptions.samplingMode?.kind {
            case .greedy: true
            case .randomTopK(_, let seed), .randomProbabilityThreshold(_, let seed): seed != nil
            case nil: false
            }
        fixed =
            request == nil
            ? Self.continued(messages, tokens, model: model) : Self.sessionHead(messages, tokens, model: model)
    }

    /// How much of a request's prompt the first request of a later launch shares: the system
    /// message (instructions, tools, schema), and the header of the message after it (its role),
    /// found by rendering that message with no text.
    private static func sessionHead(_ messages: [ChatMessage], _ tokens: [LlamaToken], model: LlamaModel) -> Int {
        func rendered(_ head: [ChatMessage]) -> [LlamaToken] {
            model.vocabulary.tokenize(
                model.renderChat(head, addAssistantPrefix: false), addSpecial: true, parseSpecial: true)
        }
        guard let system = messages.first, system.role == "system" else { return 0 }
        let head = rendered([system])
        guard tokens.starts(with: head) else { return 0 }
        guard messages.count > 1 else { return head.count }
        var next = messages[1]
        next.content = ""
        return max(head.count, zip(tokens, rendered([system, next])).prefix { $0 == $1 }.count)
    }

    /// How much of a prewarm's prompt a request that continues it shares: all of it, unless it
    /// ends with a prompt prefix, whose message end (and last token, which may merge with the
    /// text that follows) the request replaces with more text.
    private static func continued(_ messages: [ChatMessage], _ tokens: [LlamaToken], model: LlamaModel) -> Int {
        guard var probe = messages.last, probe.role == "user" else { return tokens.count }
        probe.content += " and more"
        let continuing = model.vocabulary.tokenize(
            model.renderChat(messages.dropLast() + [probe], addAssistantPrefix: false), addSpecial: true,
            parseSpecial: true)
        let shared = zip(tokens, continuing).prefix { $0 == $1 }.count
        return max(shared - 1, 0)
    }

    /// Decodes what a sequence does not hold yet: it keeps what it holds of the prompt, or
    /// copies a longer prefix from another conversation (the same instructions, the same examples).
    /// - Parameters:
    ///   - sequence: the sequence; afterwards it holds exactly the prompt's tokens.
    ///   - isCancelled: checked between batches.
    /// - Returns: the tokens that were decoded (the others were in the cache).
    /// - Throws: `LanguageModelError.contextSizeExceeded` when the prompt does not fit, or a
    ///   runtime error from decoding.
    func decode(into sequence: BatchedSequence, isCancelled: () -> Bool) throws -> Int {
        guard tokens.count + reserve <= sequence.contextLength else {
            throw EmbeddedError.contextFull(
                sequence.contextLength, needed: tokens.count + reserve,
                "The prompt and transcript take \(tokens.count) tokens and the response may need \(reserve); "
                    + "the context window holds \(sequence.contextLength). Shorten the prompt, lower "
                    + "maximumResponseTokens, or start a new session with a shorter transcript (a rolling window, "
                    + "or condensed(keepingLast:)).")
        }
        let rest = try sequence.adopt(prefixOf: tokens, fixed: fixed, whole: isPrewarm)
        guard repeatable else {
            if !rest.isEmpty { try sequence.append(rest, isCancelled: isCancelled) }
            return rest.count
        }
        // llama.cpp's matrix kernels round a token's row differently by its place in a batch, so
        // a repeatable response's prompt is decoded in the same pieces whatever a cache held: to
        // the end of the fixed prefix, then to the last token, then the last token alone.
        var start = tokens.count - rest.count
        for end in [fixed, tokens.count - 1, tokens.count] where end > start {
            try sequence.append(Array(tokens[start..<end]), isCancelled: isCancelled)
            start = end
        }
        return rest.count
    }
}
