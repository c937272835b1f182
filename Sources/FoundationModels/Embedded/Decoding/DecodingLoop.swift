import GuidedGeneration
import LlamaRuntime

/// The token loop of one response: sample (under a grammar when there is one), decode, stream.
///
/// Under a grammar it checks the sampled token first and builds the full mask only when that
/// token is rejected; decodes forced text (keys, punctuation, the rest of a choice) in one batch;
/// keeps enough of the token budget to close every open structure; and ends a string that has
/// started repeating itself, and bounds how deep a recursive schema nests (``maximumDepth``), so a
/// structured response is always complete and valid. Near either bound the structure closes
/// first (an array ends, an optional value is left out) while the required strings still to come
/// keep room for their words (``stringReserve``). Inside
/// strings a repetition penalty steers away from loops, and a string that must close early or
/// would close on a dangling word closes at its last clean place instead (`CleanEnding`).
struct DecodingLoop {
    let context: any TokenBackend
    var sampler: Sampler
    var matcher: GrammarMatcher?
    let limit: Int
    let isCancelled: () -> Bool
    /// Called with each change of the response text: the text of tokens as they are chosen, or
    /// the whole text when a rollback took back some of what was sent (a repetition).
    let emit: (TextUpdate) -> Void
    /// Tokens that, sampled as the first token, end the loop at once (the start of a tool call).
    var escapeTokens: Set<LlamaToken> = []

    /// Tokens never chosen as the first token (e.g. a JSON object opening a text answer that a
    /// small model would otherwise turn into an unasked-for tool call).
    var bannedFirstTokens: Set<LlamaToken> = []

    /// Scores that replace the model's logits, for an adversarial test of the grammar's mask
    /// alone; nil (the default) samples from the model. With them no token is decoded: the
    /// grammar, the sampler and the loop's budget logic run as in production.
    var randomLogits: RandomLogits?

    /// How the loop ended.
    enum Outcome { case finished, escaped }

    /// The most frames of the grammar (open objects, arrays and strings, and the document) a
    /// structured response may have: at this depth a recursive schema (a person whose children
    /// are persons) can only close what is open, so the output stays far below the JSON
    /// reader's 128 levels and its closing text stays short. Schemas that nest no deeper are
    /// generated as they would be without a limit.
    static let maximumDepth = 24

    /// The tokens kept, near the end of the budget, for the words of each string that closing
    /// the response would otherwise leave empty (a person's `name` after its `children`). When a
    /// sampled token would eat into them, the loop takes the closing text's next structural step
    /// instead (ending the array, leaving out an optional value) up to that string's opening quote,
    /// and the model writes the string.
    static let stringReserve = 4

    let vocabulary: any TokenVocabulary
    /// Figures of this step.
    var statistics = GenerationStatistics()
    let started = ContinuousClock.now

    /// The response's bytes so far.
    var output: [UInt8] = []
    /// The bytes of `output` the reader has.
    var emitted = 0
    /// Whether a rollback took back some of what the reader has.
    var rolledBack = false
    var produced = 0
    var checkpoints: [Checkpoint] = []
    var completionTokens = 0
    /// `produced` when `completionTokens` was last measured.
    var measuredAt = 0
    /// `completionTokens` and the ``stringReserve`` of each string the completion leaves empty.
    var reservedTokens = 0
    /// The most frames the response may have open: ``maximumDepth``, or more for a schema that
    /// needs more frames than that for its smallest value.
    let depthLimit: Int
    /// How many times a repetition was rolled back.
    var repetitions = 0
    var penalty = RepetitionPenalty()
    var cleanCloses = 0

    struct Checkpoint {
        let matcher: GrammarMatcher?
        let contextTokens: Int
        let outputBytes: Int
        let produced: Int
        let penaltyTokens: Int
    }

    init(
        context: any TokenBackend, sampler: Sampler, matcher: GrammarMatcher?, limit: Int,
        isCancelled: @escaping () -> Bool, emit: @escaping (TextUpdate) -> Void
    ) {
        self.context = context
        self.vocabulary = context.tokenVocabulary
        self.sampler = sampler
        self.matcher = matcher
        self.limit = limit
        self.isCancelled = isCancelled
        self.emit = emit
        depthLimit = max(Self.maximumDepth, matcher?.completionDepth ?? 0)
    }

    /// Generates until the end of the grammar, an end-of-generation token, or the limit.
    @discardableResult
    mutating func run() throws -> Outcome {
        while true {
            if isCancelled() { throw CancellationError() }
            let mayEscape = !escapeTokens.isEmpty && produced == 0
            if let matcher, !mayEscape {
                if matcher.isComplete { break }
                if try wrapUpIfOutOfBudget() { break }
                let forced = matcher.forcedBytes()
                if forced.first == 0x22, try closeStringAtItsLimit() { continue }
                if forced.contains(0x22), try closeStringIfDangling() { continue }
                if !forced.isEmpty, try decodeForced(forced, all: false) { continue }
            }
            guard produced < limit else { break }
            guard let token = try choose(escape: mayEscape ? escapeTokens : []) else {
                if let matcher, matcher.completionDepth >= depthLimit - Self.depthMargin {
                    // Nothing but a deeper structure is allowed here: close everything instead.
                    try wrapUp()
                    break
                }
                throw GeneratedContent.ParsingError(
                    rawContent: String(decoding: output, as: UTF8.self),
                    debugDescription:
                        "No token of the vocabulary can continue the response under its schema.")
            }
            if mayEscape, escapeTokens.contains(token) { return .escaped }
            if vocabulary.isEndOfGeneration(token), matcher?.canEnd ?? true { break }
            if try !closesInBudget(after: token) {
                if try closeStructure() { continue }
                try wrapUp()
                break
            }
            if matcher?.isInsideString == true, vocabulary.piece(token).contains(0x22), try closeStringIfDangling() {
                continue
            }
            checkpoint()
            try matcher?.advance(token: token)
            if matcher?.isInsideString == true { penalty.record(token) } else { penalty.endString() }
            try decode([token])
            if matcher != nil, let start = RepetitionDetector.repeatStart(in: output) {
                try stopRepeating(at: start)
            } else if matcher?.isInsideString == false, let start = RepetitionDetector.nestingStart(in: output) {
                try stopNesting(at: start)
            }
        }
        stream(upTo: output.count)
        statistics.duration = ContinuousClock.now - started
        return .finished
    }

    /// Samples a token: the sampler's choice if the grammar allows it, else a choice among the
    /// tokens the grammar allows.
    mutating func choose(escape: Set<LlamaToken>) throws -> LlamaToken? {
        guard var random = randomLogits else { return try choose(from: context.currentLogits(), escape: escape) }
        randomLogits = nil
        defer { randomLogits = random }
        return try random.next { try choose(from: $0, escape: escape) }
    }

    /// `choose` with the step's logits.
    mutating func choose(from logits: UnsafeBufferPointer<Float>, escape: Set<LlamaToken>) throws -> LlamaToken? {
        if matcher?.isInsideString == true, let adjusted = penalty.adjusted(logits) {
            return try adjusted.withUnsafeBufferPointer { try chooseUnderGrammar(from: $0, escape: escape) }
        }
        return try chooseUnderGrammar(from: logits, escape: escape)
    }

    /// `choose` with the logits the repetition penalty has adjusted.
    mutating func chooseUnderGrammar(from logits: UnsafeBufferPointer<Float>, escape: Set<LlamaToken>) throws
        -> LlamaToken?
    {
        guard let matcher else {
            guard produced == 0, !bannedFirstTokens.isEmpty else { return sampler.sample(logits) }
            let banned = bannedFirstTokens
            return sampler.sample(logits, allowed: { !banned.contains($0) })
        }
        let best = Sampler.best(of: logits)
        let sampled = sampler.sample(among: best) ?? sampler.sample(logits)
        let begin = ContinuousClock.now
        defer { statistics.engineMicroseconds.append((ContinuousClock.now - begin).microseconds) }
        // Near the depth limit a token is checked for the depth that finishing the output after it
        // needs (it may open a few frames, and what it opens may need more).
        let depthLimit = depthLimit
        let bounded = matcher.completionDepth >= depthLimit - Self.depthMargin
        let accepts = { (token: Int) in
            bounded ? matcher.accepts(token: token, withinDepth: depthLimit) : matcher.accepts(token: token)
        }
        let allowed = { (token: Int) in accepts(token) || escape.contains(token) }
        if let token = sampled, allowed(token) { return token }
        if let token = sampled, let compact = compactForm(of: token), allowed(compact) {
            return compact
        }
        if let token = sampler.sample(among: best, allowed: allowed) { return token }
        let mask = matcher.allowedTokens()
        return sampler.sample(
            logits,
            allowed: {
                mask.contains($0) && (!bounded || accepts($0)) || escape.contains($0)
            }
        )
    }

    /// How many frames below the depth limit tokens start to be checked for their depth: more
    /// than one token opens (`[{"` opens an array, an object and a key).
    private static let depthMargin = 4

    /// The token a model meant by a token with spaces or newlines around JSON's structure, which
    /// the grammar (compact JSON) does not take: `: "` is meant as `"`. Nil inside a string, where
    /// whitespace is text, or when the trimmed text is no single token.
    func compactForm(of token: LlamaToken) -> LlamaToken? {
        guard matcher?.isInsideString == false else { return nil }
        return Self.compactForm(of: vocabulary.piece(token), in: vocabulary)
    }

    /// The one token of a piece without the whitespace around it, or nil.
    static func compactForm(of piece: [UInt8], in vocabulary: any TokenVocabulary) -> LlamaToken? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        guard let first = piece.firstIndex(where: { !isSpace($0) }),
            let last = piece.lastIndex(where: { !isSpace($0) }),
            last - first + 1 < piece.count
        else { return nil }
        let tokens = vocabulary.tokenize(String(decoding: piece[first...last], as: UTF8.self))
        return tokens.count == 1 ? tokens[0] : nil
    }

    /// Decodes tokens the grammar has already accepted, and streams the text.
    mutating func decode(_ tokens: [LlamaToken]) throws {
        guard context.tokens.count + tokens.count <= context.contextLength else {
            throw EmbeddedError.contextFull(
                context.contextLength, needed: context.tokens.count + tokens.count,
                "The response filled the context window of \(context.contextLength) tokens. Set maximumResponseTokens, "
                    + "or start a new session with a condensed transcript.")
        }
        // The text streams as soon as its tokens are chosen: decoding them gives the next step's
        // logits, which the reader need not wait for.
        if produced == 0 { statistics.timeToFirstToken = ContinuousClock.now - started }
        produced += tokens.count
        statistics.responseTokens = produced
        for token in tokens { output += vocabulary.piece(token) }
        stream(upTo: UTF8Boundary.completePrefixLength(output))
        if randomLogits == nil { try context.append(tokens, isCancelled: isCancelled) }
    }

    /// Decodes forced bytes in one batch. Unless `all`, the last token is left for the model to
    /// sample, so the tokens stay those the tokenizer itself would produce at the boundary.
    /// - Returns: whether any token was decoded.
    mutating func decodeForced(_ bytes: [UInt8], all: Bool) throws -> Bool {
        let cut = UTF8Boundary.completePrefixLength(bytes)
        guard cut > 0 else { return false }
        var tokens = vocabulary.tokenize(String(decoding: bytes[..<cut], as: UTF8.self))
        if !all { tokens.removeLast(min(1, tokens.count)) }
        if !all, limit != Int.max {
            // Forced text never eats the tokens needed to close the open structures.
            tokens = Array(tokens.prefix(max(0, limit - produced - completionTokens - 2)))
        }
        var accepted: [LlamaToken] = []
        checkpoint()
        for token in tokens {
            guard matcher?.accepts(token: token) ?? true else { break }
            try matcher?.advance(token: token)
            accepted.append(token)
        }
        guard !accepted.isEmpty else { return false }
        penalty.endString()
        statistics.forcedTokens += accepted.count
        try decode(accepted)
        return true
    }

    /// Streams the output up to `end`: what follows what the reader has, or, after a rollback
    /// took back some of that, the whole text.
    mutating func stream(upTo end: Int) {
        if rolledBack {
            rolledBack = false
            emitted = end
            emit(.replace(String(decoding: output[..<end], as: UTF8.self)))
        } else if end > emitted {
            emit(.append(String(decoding: output[emitted..<end], as: UTF8.self)))
            emitted = end
        }
    }

    mutating func checkpoint() {
        checkpoints.append(
            Checkpoint(
                matcher: matcher, contextTokens: context.tokens.count, outputBytes: output.count,
                produced: produced, penaltyTokens: penalty.history.count))
        if checkpoints.count > 512 { checkpoints.removeFirst(256) }
    }
}
