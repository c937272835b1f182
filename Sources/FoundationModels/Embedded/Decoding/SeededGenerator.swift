/// A small, fast, seedable random number generator (SplitMix64, Steele, Lea and Flood 2014):
/// the same seed gives the same sequence on every machine, so a seed reproduces sampled output.
///
/// The package's one generator: the sampler and random logits use it, and so do Dream Coffee,
/// the engine tests and the fuzzers (`package` access, not public API).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator.
    /// - Parameter seed: The seed.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    /// - Returns: A random value.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
