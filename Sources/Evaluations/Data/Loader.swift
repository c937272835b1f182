/// A type that supplies a dataset for evaluation.
public protocol Loader<Sample>: Sendable {
    /// The type of the samples.
    associatedtype Sample: SampleProtocol

    /// The samples, in order, for iteration during an evaluation run.
    var stream: any AsyncSequence<Sample, any Error> { get }
}

/// A loader backed by an in-memory array.
public struct ArrayLoader<Sample: SampleProtocol>: Loader {
    /// The samples.
    let samples: [Sample]

    /// Creates a loader backed by the given array of samples.
    /// - Parameter samples: The samples, in order.
    public init(samples: [Sample]) {
        self.samples = samples
    }

    /// Yields each sample in the array.
    public var stream: any AsyncSequence<Sample, any Error> {
        let samples = samples
        return AsyncThrowingStream { continuation in
            for sample in samples { continuation.yield(sample) }
            continuation.finish()
        }
    }
}

/// A loader backed by a custom asynchronous sequence.
public struct StreamLoader<Sample: SampleProtocol>: Loader {
    /// The samples.
    private let source: any AsyncSequence<Sample, any Error> & Sendable

    /// Creates a loader backed by an asynchronous sequence of samples.
    /// - Parameter stream: The samples, in order.
    public init(stream: some Sendable & AsyncSequence<Sample, any Error>) {
        source = stream
    }

    /// The sequence the loader was created with.
    public var stream: any AsyncSequence<Sample, any Error> { source }
}
