import Foundation

/// Chooses the next token from logits under the session's `GenerationOptions`, optionally
/// restricted to the tokens a grammar allows.
struct Sampler {
    private enum Strategy {
        case greedy
        case topK(Int)
        case nucleus(Double)
    }
    private var strategy: Strategy
    private let temperature: Double
    private var random: SeededGenerator

    init(options: GenerationOptions) {
        let temperature = options.temperature ?? 0.7
        var seed: UInt64?
        switch options.samplingMode?.kind {
        case .greedy:
            strategy = .greedy
        case .randomTopK(let k, let s):
            strategy = .topK(k)
            seed = s
        case .randomProbabilityThreshold(let p, let s):
            strategy = .nucleus(p)
            seed = s
        case nil:
            strategy = .nucleus(0.9)
        }
        self.temperature = temperature
        if temperature == 0 { strategy = .greedy }
        random = SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max))
    }

    /// Whether the choice is the most likely token (no randomness).
    var isGreedy: Bool { if case .greedy = strategy { return true } else { return false } }

    /// Picks a token.
    /// - Parameters:
    ///   - logits: one score per vocabulary entry.
    ///   - allowed: when given, only tokens for which it returns true are candidates.
    /// - Returns: the token, or nil when no token is allowed.
    mutating func sample(_ logits: UnsafeBufferPointer<Float>, allowed: ((Int) -> Bool)? = nil) -> Int? {
        if case .greedy = strategy { return Self.argmax(logits, allowed: allowed) }
        return choose(from: Self.top(candidateCount, of: logits, allowed: allowed))
    }

    /// The best tokens to pass to `sample(among:allowed:)`: one pass over the logits serves a
    /// first choice and, when the grammar rejects it, a second among the allowed ones.
    static func best(of logits: UnsafeBufferPointer<Float>) -> Candidates {
        Candidates(tokens: top(256, of: logits, allowed: nil), coverAll: logits.count <= 256)
    }

    /// The best tokens of a step's logits, best first.
    struct Candidates {
        let tokens: [(token: Int, logit: Float)]
        /// Whether they are the whole vocabulary.
        let coverAll: Bool
    }

    /// Picks a token as `sample(_:allowed:)` would, from the best tokens only: a rejected choice
    /// is usually followed closely by an allowed one, and checking a few tokens costs far less
    /// than the grammar's full mask over a large vocabulary. The same tokens and random draws
    /// as `sample(_:allowed:)`, so seeded output is unchanged.
    /// - Returns: the token, or nil when fewer of the best tokens are allowed than the strategy
    ///   chooses among (then ask `sample(_:allowed:)` with the full mask).
    mutating func sample(among best: Candidates, allowed: ((Int) -> Bool)? = nil) -> Int? {
        var candidates: [(token: Int, logit: Float)] = []
        for candidate in best.tokens where allowed?(candidate.token) ?? true {
            candidates.append(candidate)
            if candidates.count == candidateCount { break }
        }
        guard candidates.count == candidateCount || best.coverAll else { return nil }
        return choose(from: candidates)
    }

    /// How many of the best allowed tokens the strategy chooses among.
    private var candidateCount: Int {
        switch strategy {
        case .greedy: 1
        case .topK(let k): k
        case .nucleus: 64
        }
    }

    private mutating func choose(from candidates: [(token: Int, logit: Float)]) -> Int? {
        switch strategy {
        case .greedy: candidates.first?.token
        case .topK: pick(from: candidates, threshold: 1)
        case .nucleus(let p): pick(from: candidates, threshold: p)
        }
    }

    private mutating func pick(from candidates: [(token: Int, logit: Float)], threshold: Double) -> Int? {
        guard let best = candidates.first else { return nil }
        let t = max(temperature, 1e-4)
        var weights = candidates.map { exp(Double($0.logit - best.logit) / t) }
        let total = weights.reduce(0, +)
        var cumulative = 0.0
        var cut = weights.count
        for (i, w) in weights.enumerated() {
            cumulative += w / total
            if cumulative >= threshold {
                cut = i + 1
                break
            }
        }
        weights = Array(weights.prefix(cut))
        let sum = weights.reduce(0, +)
        var r = Double.random(in: 0..<sum, using: &random)
        for (i, w) in weights.enumerated() {
            r -= w
            if r < 0 { return candidates[i].token }
        }
        return candidates[cut - 1].token
    }

    static func argmax(_ logits: UnsafeBufferPointer<Float>, allowed: ((Int) -> Bool)?) -> Int? {
        var best = -1
        var bestValue = -Float.infinity
        for i in 0..<logits.count where logits[i] > bestValue || best < 0 {
            if let allowed, !allowed(i) { continue }
            best = i
            bestValue = logits[i]
        }
        return best >= 0 ? best : nil
    }

    /// The `k` highest-scoring allowed tokens, best first.
    static func top(_ k: Int, of logits: UnsafeBufferPointer<Float>, allowed: ((Int) -> Bool)?) -> [(
        token: Int, logit: Float
    )] {
        var heap: [(token: Int, logit: Float)] = []
        heap.reserveCapacity(k + 1)
        var floor = -Float.infinity
        for i in 0..<logits.count {
            let v = logits[i]
            if heap.count == k && v <= floor { continue }
            if let allowed, !allowed(i) { continue }
            let at = heap.firstIndex { $0.logit < v } ?? heap.count
            heap.insert((i, v), at: at)
            if heap.count > k { heap.removeLast() }
            if heap.count == k { floor = heap[k - 1].logit }
        }
        return heap
    }
}
