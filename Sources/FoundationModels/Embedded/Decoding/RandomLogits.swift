/// Uniformly random scores, one per vocabulary entry, drawn afresh for every token from a seeded
/// generator: logits that carry no knowledge of the grammar, so that everything valid about the
/// output is the mask's doing.
struct RandomLogits {
    private var random: SeededGenerator
    private var values: [Float]

    /// Scores for a vocabulary of `count` tokens.
    init(count: Int, seed: UInt64) {
        random = SeededGenerator(seed: seed)
        values = [Float](repeating: 0, count: count)
    }

    /// Draws new scores and hands them to `body`.
    mutating func next<Result>(_ body: (UnsafeBufferPointer<Float>) throws -> Result) rethrows -> Result {
        for i in values.indices {
            // 24 random bits: uniform in [0, 1), as fine-grained as a Float holds.
            values[i] = Float(random.next() >> 40) * 0x1p-24
        }
        return try values.withUnsafeBufferPointer(body)
    }
}
