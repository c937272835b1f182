import GuidedGeneration
import LlamaRuntime

@testable import FoundationModels
@testable import FoundationModelsCore

/// A vocabulary of every byte, a few multi-byte pieces and an end token: the tokenizer takes the
/// longest piece at each position, as a BPE tokenizer's merges would.
struct ScriptedVocabulary: TokenVocabulary {
    static let endOfText: LlamaToken = 0
    let pieces: [[UInt8]]

    init(extra: [String] = ["{\"", "\":\"", "\",\"", "\"}", "\":", "name", "abc", " the", " cat", "ing"]) {
        pieces = [[]] + (0...255).map { [UInt8($0)] } + extra.map { Array($0.utf8) }
    }

    func tokenize(_ text: String, addSpecial: Bool, parseSpecial: Bool) -> [LlamaToken] {
        var bytes = Array(text.utf8)[...]
        var tokens: [LlamaToken] = []
        while !bytes.isEmpty {
            let (id, piece) = pieces.enumerated().filter { !$0.element.isEmpty && bytes.starts(with: $0.element) }
                .max { $0.element.count < $1.element.count }!
            tokens.append(id)
            bytes = bytes.dropFirst(piece.count)
        }
        return tokens
    }

    func isEndOfGeneration(_ token: LlamaToken) -> Bool { token == Self.endOfText }

    /// The engine's view of this vocabulary.
    var engineVocabulary: Vocabulary { Vocabulary(tokens: pieces, endOfSequenceTokens: [Int(Self.endOfText)]) }
}

/// A token backend with no model: its logits favour the token that continues the text the
/// script wants next (the longest piece first), then the end token once the text is written.
/// Tokens decoded before the response (the prompt) are ignored by the script.
final class ScriptedTokenBackend: TokenBackend {
    let vocabulary = ScriptedVocabulary()
    let contextLength: Int
    private(set) var tokens: [LlamaToken] = []
    private let scores: UnsafeMutableBufferPointer<Float>
    private let promptLength: Int
    /// The text the "model" wants to write after the bytes written so far.
    private let wants: ([UInt8]) -> [UInt8]
    /// How many tokens were decoded in each call of `append`.
    private(set) var batches: [Int] = []

    init(prompt: Int = 4, contextLength: Int = 4096, wants: @escaping ([UInt8]) -> [UInt8]) {
        self.contextLength = contextLength
        self.wants = wants
        scores = .allocate(capacity: vocabulary.pieces.count)
        promptLength = prompt
        tokens = [LlamaToken](repeating: 32, count: prompt)
        score()
    }

    /// A script that writes `text`, then ends.
    convenience init(writing text: String, contextLength: Int = 4096) {
        let target = Array(text.utf8)
        self.init(contextLength: contextLength) { written in
            written.count < target.count && target.starts(with: written) ? Array(target[written.count...]) : []
        }
    }

    var tokenVocabulary: any TokenVocabulary { vocabulary }

    deinit { scores.deallocate() }

    func currentLogits() -> UnsafeBufferPointer<Float> { UnsafeBufferPointer(scores) }

    func append(_ newTokens: [LlamaToken], isCancelled: () -> Bool) throws {
        if isCancelled() { throw LlamaError(.cancelled, "cancelled") }
        guard tokens.count + newTokens.count <= contextLength else { throw LlamaError(.contextFull, "full") }
        tokens += newTokens
        batches.append(newTokens.count)
        score()
    }

    func truncate(to count: Int) {
        tokens.removeSubrange(min(count, tokens.count)...)
        score()
    }

    /// The bytes written after the prompt.
    var written: [UInt8] { tokens.dropFirst(promptLength).flatMap { vocabulary.pieces[$0] } }

    private func score() {
        let next = wants(written)
        for index in scores.indices { scores[index] = -Float(index % 7) }
        scores[Int(ScriptedVocabulary.endOfText)] = next.isEmpty ? 20 : -20
        guard !next.isEmpty else { return }
        for (id, piece) in vocabulary.pieces.enumerated() where !piece.isEmpty && next.starts(with: piece) {
            scores[id] = 10 + Float(piece.count)
        }
    }
}
