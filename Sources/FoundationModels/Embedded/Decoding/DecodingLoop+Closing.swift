import GuidedGeneration
import LlamaRuntime

/// How a response closes within its budget and its bounds: wrapping up near the end of the token
/// budget, closing a structure step by step, ending a string at a clean place, stopping a
/// repetition or a nesting loop.
extension DecodingLoop {
    /// When the tokens left are barely enough to close every open structure, closes them now.
    /// - Returns: whether the response was completed.
    mutating func wrapUpIfOutOfBudget() throws -> Bool {
        guard let matcher, limit != Int.max else { return false }
        let remaining = limit - produced
        // Every 16 tokens at least (forced text comes in batches, so `produced` jumps).
        guard isNearTheEnd || produced - measuredAt >= 16 || produced < measuredAt else { return false }
        measuredAt = produced
        (completionTokens, reservedTokens) = completionLengths(matcher)
        guard remaining <= completionTokens + 1 else { return false }
        try wrapUp()
        return true
    }

    /// Near the end of the budget, the shortest completion is measured every step.
    /// The window is twice the completion's length with its reserve, so a completion that grows
    /// quickly (closing a deep recursive structure) is measured before it stops fitting.
    var isNearTheEnd: Bool { limit - produced <= max(2 * reservedTokens + 16, 64) }

    /// The tokens of the shortest text that completes the response from the matcher's state,
    /// alone and with the ``stringReserve`` of each string that text leaves empty.
    func completionLengths(_ matcher: GrammarMatcher) -> (tokens: Int, reserved: Int) {
        let completion = matcher.shortestCompletion()
        let tokens = vocabulary.tokenize(String(decoding: completion, as: UTF8.self)).count
        return (tokens, tokens + Self.stringReserve * matcher.emptyStrings(in: completion))
    }

    /// Whether, after a sampled token, the response can still be closed within the budget with
    /// room for the words of its required strings still to come. A token can lengthen the
    /// shortest completion by more than itself (an escape's hex digits, an array's minimum count
    /// of objects, a person's name), so near the end each sampled token is tried first.
    func closesInBudget(after token: LlamaToken) throws -> Bool {
        guard var trial = matcher, limit != Int.max, isNearTheEnd else { return true }
        try trial.advance(token: token)
        return trial.isComplete || produced + 1 + completionLengths(trial).reserved <= limit
    }

    /// Takes the next step of closing the response when a sampled token does not fit in the
    /// budget: inside a string, ends it at its last clean place; elsewhere writes the shortest
    /// completion up to the opening quote of the next string it would leave empty, so that the
    /// structure closes (an array ends, an optional value is left out) and the model still writes
    /// that string's words.
    /// - Returns: whether the output changed; false when the response may already end.
    mutating func closeStructure() throws -> Bool {
        guard let matcher, !matcher.canEnd else { return false }
        if matcher.isInsideString {
            let cut = cleanCut(includingHere: true)
            if let index = cut?.index { rollBack(to: index) }
            guard let closing = cut?.closing ?? self.matcher?.stringClosing() else { return false }
            return try decodeForced(closing, all: true)
        }
        var trial = matcher
        var step: [UInt8] = []
        for byte in matcher.shortestCompletion() {
            try trial.advance(bytes: [byte])
            step.append(byte)
            if trial.isInsideString { break }
        }
        return try decodeForced(step, all: true)
    }

    /// Closes every open structure with the shortest completion, counted against the budget.
    mutating func wrapUp() throws {
        if let cut = cleanCut(includingHere: true), let index = cut.index { rollBack(to: index) }
        guard var matcher else { return }
        let completion = matcher.shortestCompletion()
        try matcher.advance(bytes: completion)
        self.matcher = matcher
        let tokens = vocabulary.tokenize(String(decoding: completion, as: UTF8.self))
        guard context.tokens.count + tokens.count <= context.contextLength else {
            throw EmbeddedError.contextFull(
                context.contextLength, needed: context.tokens.count + tokens.count,
                "The structured response cannot be completed within the context window of \(context.contextLength) tokens."
            )
        }
        // The closing text is part of the response; it need not be decoded by the model.
        produced += tokens.count
        statistics.forcedTokens += tokens.count
        statistics.responseTokens = produced
        output += completion
        stream(upTo: output.count)
    }

    /// Rolls back to where a string began repeating itself and closes the string at its last
    /// clean place before that (or, after repeated loops, closes the whole response).
    mutating func stopRepeating(at start: Int) throws {
        guard let index = checkpoints.lastIndex(where: { $0.outputBytes <= start }) else { return }
        rollBack(to: index)
        repetitions += 1
        if repetitions <= 3, let cut = cleanCut(includingHere: true) {
            if let index = cut.index { rollBack(to: index) }
            if try decodeForced(cut.closing, all: true) { return }
        }
        let quote: [UInt8] = [0x22]
        if repetitions <= 3, let matcher, matcher.accepts(bytes: quote), try decodeForced(quote, all: true) { return }
        if var matcher {
            let completion = matcher.shortestCompletion()
            try matcher.advance(bytes: completion)
            self.matcher = matcher
            output += completion
            produced += vocabulary.tokenize(String(decoding: completion, as: UTF8.self)).count
        }
    }

    /// Rolls back to where a recursion began repeating itself (the same object opened inside
    /// itself for the third time) and closes it there: the second copy is never opened, and the
    /// closing text goes up to the next string it would leave empty (the first copy's name).
    mutating func stopNesting(at start: Int) throws {
        guard let index = checkpoints.lastIndex(where: { $0.outputBytes <= start }) else { return }
        rollBack(to: index)
        if try !closeStructure() { try wrapUp() }
    }

    /// The last clean place to close the current string (`CleanEnding.cut`).
    func cleanCut(includingHere: Bool) -> CleanEnding.Cut? {
        guard let matcher, matcher.isInsideString else { return nil }
        return CleanEnding.cut(
            output: output, points: checkpoints.map { ($0.matcher, $0.outputBytes) },
            current: includingHere ? matcher : nil)
    }

    /// When the grammar makes the string close here (it has reached its longest length), closes
    /// it at its last clean place instead, as the token budget does: a sentence's end that keeps
    /// at least half of it, else the last whole word.
    /// - Returns: whether the output changed (then the step starts again).
    mutating func closeStringAtItsLimit() throws -> Bool {
        guard cleanCloses < 8, let cut = cleanCut(includingHere: true), cut.index != nil else { return false }
        try close(at: cut)
        return true
    }

    /// When the string is about to close on a dangling word or comma, closes it at its last
    /// clean place instead (a few times per response at most).
    /// - Returns: whether the output changed (then the step starts again).
    mutating func closeStringIfDangling() throws -> Bool {
        guard cleanCloses < 8, let matcher, matcher.isInsideString, CleanEnding.endsBadly(output[...]),
            let cut = cleanCut(includingHere: false)
        else { return false }
        try close(at: cut)
        return true
    }

    /// Closes the string at a clean place: rolls back to it and decodes the closing bytes.
    mutating func close(at cut: CleanEnding.Cut) throws {
        cleanCloses += 1
        if let index = cut.index { rollBack(to: index) }
        _ = try decodeForced(cut.closing, all: true)
    }

    /// Goes back to the state before a checkpoint's token, dropping that checkpoint and later ones.
    mutating func rollBack(to index: Int) {
        let point = checkpoints[index]
        checkpoints.removeSubrange(index...)
        context.truncate(to: point.contextTokens)
        matcher = point.matcher
        output.removeSubrange(point.outputBytes...)
        produced = point.produced
        penalty.truncate(to: point.penaltyTokens)
        if output.count < emitted {
            emitted = output.count
            rolledBack = true
        }
    }
}
