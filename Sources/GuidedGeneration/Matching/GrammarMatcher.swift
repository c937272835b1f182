/// Matches generated output, byte by byte, against a compiled ``Grammar`` and answers what a
/// decoder may produce next: whether a token is allowed, the full set of allowed tokens,
/// whether the output may end, the bytes that are the only way forward, and a shortest way to
/// finish.
///
/// The matcher accepts exactly the byte strings that are prefixes of compact JSON documents
/// satisfying the schema, so any allowed token keeps a valid document within reach: a
/// decoder sampling under ``allowedTokens()`` can always finish (``shortestCompletion()``).
///
/// A matcher is a value: copy it to explore, advance it as tokens are accepted. Computed masks
/// are cached in the grammar (and string masks in the vocabulary), so later matchers of the
/// same grammar and vocabulary are faster.
/// Extension of this project.
public struct GrammarMatcher: Sendable {
    /// The grammar being matched.
    public let grammar: Grammar
    /// The vocabulary that token ids refer to.
    public let vocabulary: Vocabulary
    /// Every way the bytes so far can be read (more than one only inside an `anyOf`).
    private(set) var configurations: [Configuration]
    /// Whether an end-of-sequence token has been accepted.
    public private(set) var hasEnded = false

    /// Creates a matcher at the start of the output.
    /// - Parameters:
    ///   - grammar: The compiled schema.
    ///   - vocabulary: The model's vocabulary.
    public init(grammar: Grammar, vocabulary: Vocabulary) {
        self.grammar = grammar
        self.vocabulary = vocabulary
        configurations = [[Frame(node: 0)]]
    }

    // MARK: Checking

    /// Whether the token may come next. End-of-sequence tokens are allowed exactly when
    /// ``canEnd`` is true; tokens with no bytes never are.
    /// - Parameter token: A token id.
    /// - Returns: `true` when the token is allowed.
    public func accepts(token: Int) -> Bool {
        guard token >= 0, token < vocabulary.count, !hasEnded else { return false }
        if vocabulary.isEndOfSequence(token) { return canEnd }
        let bytes = vocabulary.tokens[token]
        return !bytes.isEmpty && accepts(bytes: bytes)
    }

    /// Whether the bytes may come next.
    /// - Parameter bytes: The bytes to check.
    /// - Returns: `true` when every byte is allowed in turn.
    public func accepts(bytes: [UInt8]) -> Bool {
        guard !hasEnded else { return false }
        let runner = Runner(nodes: grammar.nodes)
        var found = false
        for configuration in configurations where !found {
            runner.load(configuration)
            runner.feed(bytes, from: 0) { found = true }
        }
        return found
    }

    /// Whether the output may end here (the document is complete).
    public var canEnd: Bool {
        hasEnded || configurations.contains { Runner.canEnd($0, nodes: grammar.nodes) }
    }

    /// Whether the output is complete and nothing more may follow.
    public var isComplete: Bool {
        hasEnded || (canEnd && viableBytes().isEmpty)
    }

    // MARK: Advancing

    /// Accepts a token.
    /// - Parameter token: A token id; an end-of-sequence token ends the output.
    /// - Throws: ``GrammarError`` with code `rejectedInput` when the token is not allowed;
    ///   the matcher is then unchanged.
    public mutating func advance(token: Int) throws {
        guard token >= 0, token < vocabulary.count else {
            throw GrammarError(
                .rejectedInput, "Token \(token) is outside the vocabulary of \(vocabulary.count) tokens.")
        }
        if vocabulary.isEndOfSequence(token) {
            guard canEnd, !hasEnded else {
                throw GrammarError(
                    .rejectedInput,
                    "The end-of-sequence token \(token) is not allowed before the output is complete; sample under the mask."
                )
            }
            hasEnded = true
            return
        }
        let bytes = vocabulary.tokens[token]
        guard !bytes.isEmpty else {
            throw GrammarError(
                .rejectedInput, "Token \(token) has no bytes (a special token) and is never allowed in guided output.")
        }
        try advance(bytes: bytes)
    }

    /// Accepts bytes.
    /// - Parameter bytes: The bytes, which may end inside a UTF-8 character.
    /// - Throws: ``GrammarError`` with code `rejectedInput` when the bytes are not allowed;
    ///   the matcher is then unchanged.
    public mutating func advance(bytes: [UInt8]) throws {
        guard !hasEnded else {
            throw GrammarError(.rejectedInput, "The output has already ended; nothing may follow.")
        }
        let runner = Runner(nodes: grammar.nodes)
        var next: [Configuration] = []
        var seen = Set<Configuration>()
        for configuration in configurations {
            runner.load(configuration)
            runner.feed(bytes, from: 0) {
                if seen.insert(runner.frames).inserted { next.append(runner.frames) }
            }
        }
        guard !next.isEmpty else {
            let text = String(decoding: bytes, as: UTF8.self)
            throw GrammarError(
                .rejectedInput, "The bytes \(bytes) (\"\(text)\") are not allowed here; sample under the mask.")
        }
        configurations = next
    }

    // MARK: Bytes

    /// The bytes that may come next, each alone.
    func viableBytes() -> [UInt8] {
        guard !hasEnded else { return [] }
        var allowed = [Bool](repeating: false, count: 256)
        let runner = Runner(nodes: grammar.nodes)
        for configuration in configurations {
            runner.load(configuration)
            for byte in 0...255 where !allowed[byte] {
                runner.feed(UInt8(byte)) { allowed[byte] = true }
            }
        }
        return (0...255).filter { allowed[$0] }.map(UInt8.init)
    }
}
