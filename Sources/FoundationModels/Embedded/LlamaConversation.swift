import Foundation
import LlamaRuntime
import Synchronization

/// One conversation with an embedded model: its own llama.cpp context (KV cache), reused across
/// turns so that turn N decodes only the tokens that are new.
///
/// `@unchecked Sendable`: the context is touched only on `queue`, one turn at a time; the
/// reference other threads need to abort a decode is behind a `Mutex`.
final class LlamaConversation: LanguageModelConversation, @unchecked Sendable {
    private let model: LlamaLanguageModel
    private let queue = DispatchQueue(label: "FoundationModels.LlamaConversation")
    private let context = Mutex<LlamaContext?>(nil)
    private let pendingPrewarm = Mutex<CancelBox?>(nil)

    init(model: LlamaLanguageModel) {
        self.model = model
    }

    func respond(to request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ModelEvent.self)
        let box = CancelBox()
        continuation.onTermination = { [weak self] _ in
            box.cancel()
            self?.context.withLock { $0 }?.requestAbort()
        }
        pendingPrewarm.withLock { $0?.cancel() }  // this request decodes the same prefix
        onTurn(box) { [self] isCancelled in
            do {
                try self.run(request, isCancelled: isCancelled) { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: Self.publicError(error))
            }
        }
        return stream
    }

    /// Evaluates a prefix of the conversation ahead of time (prewarm), with the priority of
    /// the caller; a request on this conversation takes over its work.
    func prewarm(_ transcript: Transcript) {
        let box = CancelBox()
        pendingPrewarm.withLock { $0 = box }
        onTurn(box) { [self] isCancelled in
            _ = try? self.prepare(transcript: transcript, request: nil, addAssistantPrefix: false, isCancelled: isCancelled)
        }
    }

    /// Runs work on the conversation's queue as one request on the model's decode turns, with
    /// the caller's task priority. The work's cancellation check, made before each decode,
    /// first waits for the request's turn.
    ///
    /// The request is registered on the queue, not before: a request queued behind this
    /// conversation's prewarm must not make the prewarm wait for it.
    private func onTurn(_ box: CancelBox, _ work: @escaping @Sendable (_ isCancelled: @escaping () -> Bool) -> Void) {
        let turns = model.shared.turns
        let priority = Task.currentPriority
        queue.async {
            let ticket = turns.begin(priority: priority)
            defer { turns.end(ticket) }
            work {
                turns.wait(for: ticket, isCancelled: { box.isCancelled })
                return box.isCancelled
            }
        }
    }

    private func makeContext() throws -> LlamaContext {
        if let existing = context.withLock({ $0 }) { return existing }
        let weights = try model.loaded()
        let size = min(model.contextSize, weights.trainingContextLength)
        do {
            let created = try LlamaContext(model: weights, contextLength: size, threads: model.threads)
            context.withLock { $0 = created }
            return created
        } catch let error as LlamaError {
            throw LanguageModelSession.GenerationError.assetsUnavailable(.init(debugDescription: error.message))
        }
    }

    /// Renders and tokenizes the transcript, checks that it fits, and decodes what is new.
    private func prepare(transcript: Transcript, request: ModelRequest?, addAssistantPrefix: Bool,
                         isCancelled: () -> Bool) throws -> LlamaContext {
        try prepareCounting(transcript: transcript, request: request, addAssistantPrefix: addAssistantPrefix,
                            isCancelled: isCancelled).context
    }

    /// `prepare`, also returning the prompt's tokens and how many were decoded (not cached).
    private func prepareCounting(transcript: Transcript, request: ModelRequest?, addAssistantPrefix: Bool,
                                 isCancelled: () -> Bool) throws -> (context: LlamaContext, prompt: Int, decoded: Int) {
        let context = try makeContext()
        let text = context.model.renderChat(PromptRenderer.messages(for: transcript, request: request),
                                            addAssistantPrefix: addAssistantPrefix)
        let tokens = context.model.vocabulary.tokenize(text, addSpecial: true, parseSpecial: true)
        let reserve = request?.options.maximumResponseTokens ?? 1
        guard tokens.count + reserve <= context.contextLength else {
            throw LanguageModelSession.GenerationError.exceededContextWindowSize(.init(debugDescription:
                "The prompt and transcript take \(tokens.count) tokens and the response may need \(reserve); "
                + "the context window holds \(context.contextLength). Shorten the prompt, lower "
                + "maximumResponseTokens, or start a new session with a condensed transcript."))
        }
        let prompts = model.shared.prompts
        let reused = zip(context.tokens, tokens).prefix { $0 == $1 }.count
        if let cached = prompts.bestMatch(for: tokens, beyond: reused) { context.restore(cached) }
        let rest = context.reuse(prefixOf: tokens)
        try context.append(rest, isCancelled: isCancelled)
        if reused < PromptCache.minimumTokens, rest.count >= PromptCache.minimumTokens, let snapshot = context.snapshot() {
            prompts.store(snapshot)
        }
        return (context, tokens.count, rest.count)
    }

    private func run(_ request: ModelRequest, isCancelled: @escaping () -> Bool,
                     emit: @escaping (ModelEvent) -> Void) throws {
        try request.options.validate()
        let weights = try model.loaded()
        let matcher = try request.schema.map { try GuidedConstraint.matcher(for: $0, model: weights) }
        let tools = request.tools.isEmpty ? nil : try ToolCalling(tools: request.tools, model: weights)
        let (context, promptTokens, decodedPromptTokens) = try prepareCounting(
            transcript: request.transcript, request: request, addAssistantPrefix: true, isCancelled: isCancelled)
        let room = context.contextLength - context.tokens.count
        var loop = DecodingLoop(context: context, sampler: Sampler(options: request.options), matcher: matcher,
                                limit: min(request.options.maximumResponseTokens ?? Int.max, room),
                                isCancelled: isCancelled, emit: emit)
        if let tools {
            loop.escapeTokens = [tools.marker]
            if matcher == nil { loop.bannedFirstTokens = tools.callLikeTokens(request.tools, weights.vocabulary) }
            let afterToolOutput = if case .toolOutput = request.transcript.last { true } else { false }
            if !afterToolOutput, try tools.modelWantsToCall(request.tools, context: context, isCancelled: isCancelled) {
                emit(.toolCalls(try generateCalls(tools, context: context, sampler: loop.sampler, isCancelled: isCancelled)))
                return
            }
        }
        if try loop.run() == .escaped, let tools {
            emit(.toolCalls(try generateCalls(tools, context: context, sampler: loop.sampler, isCancelled: isCancelled)))
            return
        }
        var statistics = loop.statistics
        statistics.promptTokens = promptTokens
        statistics.decodedPromptTokens = decodedPromptTokens
        emit(.statistics(statistics))
        if matcher == nil, request.options.maximumResponseTokens == nil, context.tokens.count >= context.contextLength {
            throw LanguageModelSession.GenerationError.exceededContextWindowSize(.init(debugDescription:
                "The response filled the context window of \(context.contextLength) tokens. Set maximumResponseTokens, "
                + "or start a new session with a condensed transcript."))
        }
    }

    /// Generates tool calls after the model chose to call: each call's JSON under the tools'
    /// grammar, then the closing tag; another call follows if the model starts one.
    private func generateCalls(_ tools: ToolCalling, context: LlamaContext, sampler: Sampler,
                               isCancelled: @escaping () -> Bool) throws -> [Transcript.ToolCall] {
        var sampler = sampler
        var calls: [Transcript.ToolCall] = []
        let vocabulary = context.model.vocabulary
        let newline = tools.afterOpening
        while calls.count < 4 {
            try context.append(tools.opening + tools.afterOpening, isCancelled: isCancelled)
            var loop = DecodingLoop(context: context, sampler: sampler, matcher: tools.matcher,
                                    limit: context.contextLength - context.tokens.count - tools.closing.count - 2,
                                    isCancelled: isCancelled, emit: { _ in })
            try loop.run()
            sampler = loop.sampler
            calls.append(try ToolCalling.call(from: loop.output))
            try context.append(tools.closing, isCancelled: isCancelled)
            let next = sampler.sample(context.logits) { token in
                token == Int(tools.marker) || vocabulary.isEndOfGeneration(LlamaToken(token)) || newline.first == LlamaToken(token)
            }
            guard let next, !vocabulary.isEndOfGeneration(LlamaToken(next)) else { break }
            if LlamaToken(next) != tools.marker {
                try context.append([LlamaToken(next)], isCancelled: isCancelled)
                let again = sampler.sample(context.logits) { $0 == Int(tools.marker) || vocabulary.isEndOfGeneration(LlamaToken($0)) }
                guard again.map(LlamaToken.init) == tools.marker else { break }
            }
        }
        return calls
    }

    /// Converts runtime errors into the framework's public errors.
    private static func publicError(_ error: any Error) -> any Error {
        guard let error = error as? LlamaError else { return error }
        switch error.code {
        case .cancelled: return CancellationError()
        case .contextFull:
            return LanguageModelSession.GenerationError.exceededContextWindowSize(.init(debugDescription: error.message))
        default:
            return LanguageModelSession.GenerationError.assetsUnavailable(.init(debugDescription: error.message))
        }
    }
}

/// A cancellation flag set from `onTermination` and read on the conversation's queue.
private final class CancelBox: Sendable {
    private let flag = Atomic<Bool>(false)
    var isCancelled: Bool { flag.load(ordering: .relaxed) }
    func cancel() { flag.store(true, ordering: .relaxed) }
}

/// Where UTF-8 text can be cut without splitting a character.
enum UTF8Boundary {
    /// The length of the longest prefix that does not end inside a multi-byte character.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        var i = bytes.count
        var back = 0
        while i > 0 && back < 4 {
            let b = bytes[i - 1]
            if b & 0xC0 == 0x80 { i -= 1; back += 1; continue }
            let need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            return back + 1 >= need ? bytes.count : i - 1
        }
        return bytes.count
    }
}
