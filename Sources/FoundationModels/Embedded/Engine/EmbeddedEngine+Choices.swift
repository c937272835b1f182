import LlamaRuntime

extension EmbeddedEngine {
    /// How strongly the model leans to each choice as the next words of its answer, read from
    /// one decode without generating: the logit of each choice's first token.
    ///
    /// The first `fixedMessages` messages (a classifier's instructions and examples) are kept
    /// decoded, in memory and on disk, so that each call decodes only what follows them.
    /// - Parameters:
    ///   - messages: the chat.
    ///   - fixedMessages: how many leading messages are the same in every call.
    ///   - answer: the start of the model's answer, after which the choices are weighed.
    ///   - choices: the words to weigh; their first tokens must differ.
    /// - Returns: the logit of each choice's first token, in the order of `choices`.
    /// - Throws: `LanguageModelError.contextSizeExceeded` when the chat does not fit, or what
    ///   loading or decoding throws.
    func choiceLogits(
        after messages: [ChatMessage], fixedMessages: Int, answer: String = "", choices: [String]
    ) async throws -> [Float] {
        try await withWeights { weights in
            let vocabulary = weights.vocabulary
            let tokens = vocabulary.tokenize(
                weights.renderChat(messages, addAssistantPrefix: true) + answer, addSpecial: true, parseSpecial: true)
            let fixedTokens = vocabulary.tokenize(
                weights.renderChat(Array(messages.prefix(fixedMessages)), addAssistantPrefix: false), addSpecial: true,
                parseSpecial: true)
            let fixed = zip(fixedTokens, tokens).prefix { $0 == $1 }.count
            let firsts = choices.map { Int(vocabulary.tokenize($0).first ?? 0) }
            return try await onSequence(for: tokens, weights: weights, tally: nil) { sequence, isCancelled in
                guard tokens.count < sequence.contextLength else {
                    throw EmbeddedError.contextFull(
                        sequence.contextLength, needed: tokens.count,
                        "The text to classify takes \(tokens.count) tokens; the context holds \(sequence.contextLength)."
                    )
                }
                try sequence.append(try sequence.adopt(prefixOf: tokens, fixed: fixed), isCancelled: isCancelled)
                let logits = try sequence.currentLogits()
                return firsts.map { logits[$0] }
            }
        }
    }
}
