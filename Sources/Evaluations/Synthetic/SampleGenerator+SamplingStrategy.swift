extension SampleGenerator {
    /// How a generator picks the examples it shows the model for each batch.
    public enum SamplingStrategy: Sendable {
        /// A random subset of the initial samples for each batch; when a batch adds nothing new,
        /// tries again with another subset, up to `retries` times in a row.
        case random(retries: Int = 5)
        /// A window that slides through the initial samples in order, one window further for
        /// each batch.
        case slidingWindow

        /// The most examples a batch shows.
        static var examplesPerBatch: Int { 5 }

        /// How many batches in a row may add nothing before the generator stops.
        var retries: Int {
            switch self {
            case .random(let retries): max(0, retries)
            case .slidingWindow: 5
            }
        }

        /// The examples of a batch, as positions in the initial samples.
        /// - Parameters:
        ///   - poolCount: How many initial samples there are.
        ///   - batch: The batch's number, from 0.
        ///   - generator: The source of randomness for ``random(retries:)``.
        /// - Returns: The positions, in increasing order for a random subset, in window order
        ///   for a sliding window.
        func exampleIndices(poolCount: Int, batch: Int, using generator: inout some RandomNumberGenerator) -> [Int] {
            let count = min(poolCount, Self.examplesPerBatch)
            guard count > 0 else { return [] }
            switch self {
            case .random:
                return Array(0..<poolCount).shuffled(using: &generator).prefix(count).sorted()
            case .slidingWindow:
                let start = (batch * count) % poolCount
                return (start..<start + count).map { $0 % poolCount }
            }
        }
    }
}
