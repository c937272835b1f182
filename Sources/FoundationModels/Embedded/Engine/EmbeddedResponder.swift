import Foundation
import LlamaRuntime

/// One step of a response on the embedded model, run on its own thread against a sequence of
/// the shared context: the prompt, then either tool calls (under the tools' grammar) or the response (under the
/// schema's grammar, if any), streamed into the channel with the step's usage at the end.
struct EmbeddedResponder {
    let request: LanguageModelExecutorGenerationRequest
    let weights: LlamaModel
    /// The store that loaded the weights (their vocabulary and compiled grammars).
    let store: ModelStore
    let prompt: PromptPreparation
    let channel: LanguageModelExecutorGenerationChannel
    /// The most tool calls in one step.
    let maximumToolCalls: Int

    /// Runs the step.
    /// - Returns: the step's figures.
    /// - Throws: `LanguageModelError`, `GeneratedContent.ParsingError`, `InvalidRequestError`,
    ///   or a runtime error (converted by the caller).
    @discardableResult
    func run(in sequence: BatchedSequence, isCancelled: @escaping () -> Bool) throws -> GenerationStatistics {
        try request.generationOptions.validate()
        let schema = request.schema?.guided
        let matcher = try schema.map { try GuidedConstraint.matcher(for: $0, model: weights, store: store) }
        let mode = request.toolCallingMode
        let tools =
            mode == .disallowed || request.enabledToolDefinitions.isEmpty
            ? nil
            : try ToolCalling(
                tools: request.enabledToolDefinitions, model: weights, store: store, format: prompt.format,
                maximumCalls: maximumToolCalls)
        var statistics = GenerationStatistics()
        statistics.promptTokens = prompt.tokens.count
        statistics.decodedPromptTokens = try prompt.decode(into: sequence, isCancelled: isCancelled)
        let promptEnd = sequence.tokens.count
        let room = sequence.contextLength - sequence.tokens.count
        let responseID = UUID().uuidString
        let text = TextStream(channel: channel, entryID: responseID)
        let omission = (request.schema?.omittableKeys).flatMap { $0.isEmpty ? nil : NullOmission(keys: $0) }
        var loop = DecodingLoop(
            context: sequence, sampler: Sampler(options: request.generationOptions), matcher: matcher,
            limit: min(request.generationOptions.maximumResponseTokens ?? Int.max, room),
            isCancelled: isCancelled,
            emit: omission.map { omission in { text.update(omission.apply($0)) } } ?? text.send)
        if let tools {
            let afterToolOutput = if case .toolOutput = request.transcript.last { true } else { false }
            let mustCall = mode == .required && !afterToolOutput
            if tools.markerIsDistinct { loop.escapeTokens = [tools.marker] }
            if matcher == nil {
                loop.bannedFirstTokens = tools.callLikeTokens(request.enabledToolDefinitions, weights.vocabulary)
            }
            if try mustCall
                || !afterToolOutput
                    && tools.modelWantsToCall(
                        request.enabledToolDefinitions, context: sequence, isCancelled: isCancelled)
            {
                let calls = try tools.generateCalls(context: sequence, sampler: loop.sampler, isCancelled: isCancelled)
                statistics.responseTokens = sequence.tokens.count - promptEnd
                sendCalls(calls, statistics)
                return statistics
            }
        }
        if try loop.run() == .escaped, let tools {
            let calls = try tools.generateCalls(context: sequence, sampler: loop.sampler, isCancelled: isCancelled)
            statistics.responseTokens = sequence.tokens.count - promptEnd
            sendCalls(calls, statistics)
            return statistics
        }
        let figures = loop.statistics
        statistics.responseTokens = figures.responseTokens
        statistics.forcedTokens = figures.forcedTokens
        statistics.engineMicroseconds = figures.engineMicroseconds
        statistics.timeToFirstToken = figures.timeToFirstToken
        statistics.duration = figures.duration
        channel.yield(.response(entryID: responseID, action: statistics.usageAction))
        if matcher == nil, request.generationOptions.maximumResponseTokens == nil,
            sequence.tokens.count >= sequence.contextLength
        {
            throw EmbeddedError.contextFull(
                sequence.contextLength, needed: sequence.tokens.count + 1,
                "The response filled the context window of \(sequence.contextLength) tokens. Set maximumResponseTokens, "
                    + "or start a new session with a shorter transcript.")
        }
        return statistics
    }

    /// Sends the tool calls of the step, then its usage (the tokens the step generated, calls
    /// and any text before them, as `responseTokens`).
    private func sendCalls(_ calls: [Transcript.ToolCall], _ statistics: GenerationStatistics) {
        let entryID = UUID().uuidString
        for call in calls {
            channel.yield(
                .toolCalls(
                    entryID: entryID,
                    action: .toolCall(
                        id: call.id, name: call.toolName,
                        action: .appendArguments(call.arguments.jsonString, tokenCount: 0))))
        }
        channel.yield(.toolCalls(entryID: entryID, action: statistics.toolCallsUsageAction))
    }
}
