import LlamaRuntime

/// What the decoding loop needs of a model: the tokens in its cache, the logits after them,
/// decoding more, dropping some from the end, and its vocabulary. `LlamaContext` is one; a
/// scripted backend over a test vocabulary is another, so that budgets, forced text and
/// repetition handling are tested without a model.
protocol TokenBackend: AnyObject {
    /// The tokens decoded so far, in order.
    var tokens: [LlamaToken] { get }
    /// The most tokens the cache holds.
    var contextLength: Int { get }
    /// The scores of every vocabulary entry after the last decoded token (a backend that no
    /// longer has them, after a truncation, decodes the last token again).
    /// - Throws: `LlamaError` when that decode fails.
    func currentLogits() throws -> UnsafeBufferPointer<Float>
    /// The vocabulary.
    var tokenVocabulary: any TokenVocabulary { get }
    /// Decodes tokens after those in the cache.
    /// - Throws: `LlamaError` (`.contextFull`, `.cancelled`, `.decode`).
    func append(_ tokens: [LlamaToken], isCancelled: () -> Bool) throws
    /// Drops every token from position `count` on.
    func truncate(to count: Int)
}

/// Text ⇄ tokens of a model's vocabulary.
protocol TokenVocabulary {
    /// Every token's bytes, by id.
    var pieces: [[UInt8]] { get }
    /// Splits text into tokens (special-token text read as those tokens when `parseSpecial`).
    func tokenize(_ text: String, addSpecial: Bool, parseSpecial: Bool) -> [LlamaToken]
    /// Whether generation ends at this token.
    func isEndOfGeneration(_ token: LlamaToken) -> Bool
}

extension TokenVocabulary {
    /// The number of tokens.
    var count: Int { pieces.count }

    /// Splits plain text into tokens.
    func tokenize(_ text: String) -> [LlamaToken] { tokenize(text, addSpecial: false, parseSpecial: false) }

    /// A token's bytes (empty for control tokens).
    func piece(_ token: LlamaToken) -> [UInt8] {
        pieces.indices.contains(token) ? pieces[token] : []
    }
}

extension LlamaVocabulary: TokenVocabulary {}

extension LlamaContext: TokenBackend {
    var tokenVocabulary: any TokenVocabulary { model.vocabulary }
    func currentLogits() -> UnsafeBufferPointer<Float> { logits }
}
