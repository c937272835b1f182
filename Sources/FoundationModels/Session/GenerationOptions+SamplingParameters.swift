extension GenerationOptions.SamplingMode {
    /// Whether the mode always takes the most likely token. Extension of this project: lets a
    /// backend outside this module (e.g. a server) map the mode to its own parameters.
    public var isGreedy: Bool {
        if case .greedy = mode { return true }
        return false
    }

    /// The `k` of `random(top:seed:)`, else nil. Extension of this project.
    public var topK: Int? {
        if case .topK(let k, _) = mode { return k }
        return nil
    }

    /// The threshold of `random(probabilityThreshold:seed:)`, else nil. Extension of this project.
    public var probabilityThreshold: Double? {
        if case .nucleus(let p, _) = mode { return p }
        return nil
    }

    /// The seed of a random mode, else nil. Extension of this project.
    public var seed: UInt64? {
        switch mode {
        case .greedy: nil
        case .topK(_, let seed), .nucleus(_, let seed): seed
        }
    }
}
