/// What a decode costs on this machine, by its size, measured as the scheduler runs. On a CPU a
/// token costs about the same in a batch of 3 as alone when decoding is compute-bound, and less
/// in large batches, where llama.cpp's matrix kernels pay off: so the cost is kept apart for
/// each size class (1, 2, 3–4, 5–8, … tokens), as a moving average of seconds per token. A
/// class not measured yet borrows from the nearest one measured, the smaller first (an
/// overestimate, which keeps slices short); until the first decode, a guess.
struct DecodeCost {
    /// Seconds a token, by size class (nil: not measured yet).
    private var perToken: [Double?] = Array(repeating: nil, count: Self.classes)

    /// Records a decode's time.
    /// - Parameters:
    ///   - tokens: the batch's tokens.
    ///   - seconds: how long `llama_decode` took.
    mutating func record(tokens: Int, seconds: Double) {
        guard tokens > 0, seconds > 0 else { return }
        let index = Self.sizeClass(tokens)
        let measured = seconds / Double(tokens)
        perToken[index] = perToken[index].map { $0 + (measured - $0) * 0.3 } ?? measured
    }

    /// The expected time of a decode of `tokens` tokens.
    func seconds(_ tokens: Int) -> Double {
        guard tokens > 0 else { return 0 }
        let index = Self.sizeClass(tokens)
        let nearest = (0..<Self.classes).filter { perToken[$0] != nil }
            .min { (abs($0 - index), $0) < (abs($1 - index), $1) }
        return Double(tokens) * (nearest.flatMap { perToken[$0] } ?? Self.guess)
    }

    /// The most tokens that can join a batch of `base` tokens while adding at most `seconds` to
    /// its time (at least 1, at most `limit`).
    func tokens(in seconds: Double, beside base: Int = 0, limit: Int = 512) -> Int {
        let before = self.seconds(base)
        return (1...max(1, limit)).last { self.seconds(base + $0) - before <= seconds } ?? 1
    }

    /// Seconds a token before anything is measured (100 tokens a second).
    private static let guess = 0.01
    /// Size classes: 1, 2, 3–4, 5–8, … up to 513 and more.
    private static let classes = 11

    private static func sizeClass(_ tokens: Int) -> Int {
        min(Self.classes - 1, Int.bitWidth - (tokens - 1).leadingZeroBitCount)
    }
}
