import CLlama

/// A token id of a model's vocabulary: Swift's `Int`, as the engine indexes its tables with
/// it; llama.cpp's 32-bit `llama_token` appears only inside this module, where it is called.
public typealias LlamaToken = Int

/// A model's vocabulary: text ⇄ tokens, token bytes and the special tokens.
///
/// `@unchecked Sendable`: all state is immutable after init, and llama.cpp never mutates a
/// vocabulary after loading, so its read functions may be called from any thread.
public final class LlamaVocabulary: @unchecked Sendable {
    private let handle: ModelHandle
    private let pointer: OpaquePointer

    init(handle: ModelHandle) {
        self.handle = handle
        let pointer = llama_model_get_vocab(handle.pointer)!
        self.pointer = pointer
        self.pieces = (0..<Int(llama_vocab_n_tokens(pointer))).map { [pointer] id in
            Self.piece(of: id, vocab: pointer, special: false)
        }
    }

    /// Every token's bytes, by token id; control tokens have no bytes.
    public let pieces: [[UInt8]]

    /// The number of tokens.
    public var count: Int { pieces.count }

    /// The end-of-sequence token.
    public var endOfSequence: LlamaToken { LlamaToken(llama_vocab_eos(pointer)) }

    /// Whether generation ends at this token (end of sequence, end of turn).
    public func isEndOfGeneration(_ token: LlamaToken) -> Bool { llama_vocab_is_eog(pointer, llama_token(token)) }

    /// Every token that ends generation.
    public var endOfGenerationTokens: [LlamaToken] {
        (0..<count).filter { isEndOfGeneration($0) }
    }

    /// Splits text into tokens.
    /// - Parameters:
    ///   - text: the text.
    ///   - addSpecial: add the model's beginning-of-sequence token if it uses one.
    ///   - parseSpecial: read special-token text such as `<|im_start|>` as those tokens.
    /// - Returns: the tokens.
    public func tokenize(_ text: String, addSpecial: Bool = false, parseSpecial: Bool = false) -> [LlamaToken] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                var tokens = [llama_token](repeating: 0, count: bytes.count + 8)
                var n = llama_tokenize(
                    pointer, chars.baseAddress, Int32(bytes.count), &tokens, Int32(tokens.count),
                    addSpecial, parseSpecial)
                if n < 0 {
                    tokens = [llama_token](repeating: 0, count: Int(-n))
                    n = llama_tokenize(
                        pointer, chars.baseAddress, Int32(bytes.count), &tokens, Int32(tokens.count),
                        addSpecial, parseSpecial)
                }
                return tokens.prefix(Int(max(n, 0))).map(LlamaToken.init)
            }
        }
    }

    /// The bytes of a token; special tokens are rendered only when `special` is true.
    public func piece(_ token: LlamaToken, special: Bool = false) -> [UInt8] {
        if !special, pieces.indices.contains(token) { return pieces[token] }
        return Self.piece(of: token, vocab: pointer, special: special)
    }

    /// The text of tokens; a UTF-8 character split across tokens is decoded whole.
    public func text(of tokens: some Sequence<LlamaToken>) -> String {
        var bytes: [UInt8] = []
        for token in tokens { bytes += piece(token) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func piece(of token: LlamaToken, vocab: OpaquePointer, special: Bool) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: 64)
        var n = llama_token_to_piece(vocab, llama_token(token), &buffer, Int32(buffer.count), 0, special)
        if n < 0 {
            buffer = [CChar](repeating: 0, count: Int(-n))
            n = llama_token_to_piece(vocab, llama_token(token), &buffer, Int32(buffer.count), 0, special)
        }
        return buffer.prefix(Int(max(n, 0))).map { UInt8(bitPattern: $0) }
    }
}
