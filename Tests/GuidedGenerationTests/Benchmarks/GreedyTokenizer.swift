@testable import GuidedGeneration

/// Splits bytes into tokens by longest match: not a model's tokenizer, but close enough to
/// drive mask benchmarks with realistic tokens.
final class GreedyTokenizer {
    private var table: [[UInt8]: Int] = [:]
    private let longest: Int

    init(_ vocabulary: Vocabulary) {
        var longest = 1
        for (id, bytes) in vocabulary.tokens.enumerated() where !bytes.isEmpty && !vocabulary.isEndOfSequence(id) {
            if table[bytes] == nil { table[bytes] = id }
            longest = max(longest, bytes.count)
        }
        self.longest = min(longest, 32)
    }

    func tokenize(_ text: [UInt8]) -> [Int] {
        var result: [Int] = []
        var position = 0
        while position < text.count {
            var length = min(longest, text.count - position)
            while length > 1, table[Array(text[position..<position + length])] == nil { length -= 1 }
            guard let token = table[Array(text[position..<position + length])] else { return [] }
            result.append(token)
            position += length
        }
        return result
    }
}
