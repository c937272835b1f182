import Testing

@testable import Evaluations

@Suite struct SamplingStrategyTests {
    typealias Strategy = SampleGenerator<ModelSample<String>>.SamplingStrategy

    /// A generator of a fixed sequence, so random choices repeat.
    struct Counter: RandomNumberGenerator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test func aSlidingWindowAdvancesByAWindowEachBatchAndWraps() {
        var random = Counter()
        let windows = (0..<3).map { Strategy.slidingWindow.exampleIndices(poolCount: 7, batch: $0, using: &random) }
        #expect(windows == [[0, 1, 2, 3, 4], [5, 6, 0, 1, 2], [3, 4, 5, 6, 0]])
    }

    @Test func aRandomSubsetHasAtMostFiveDistinctExamples() {
        var random = Counter()
        for batch in 0..<20 {
            let indices = Strategy.random().exampleIndices(poolCount: 12, batch: batch, using: &random)
            #expect(indices.count == 5)
            #expect(Set(indices).count == 5 && indices.allSatisfy { (0..<12).contains($0) })
        }
        #expect(Strategy.random().exampleIndices(poolCount: 3, batch: 0, using: &random) == [0, 1, 2])
        #expect(Strategy.random().exampleIndices(poolCount: 0, batch: 0, using: &random).isEmpty)
    }

    @Test func retriesAreTheRandomStrategysCountOrFive() {
        #expect(Strategy.random().retries == 5)
        #expect(Strategy.random(retries: 2).retries == 2)
        #expect(Strategy.slidingWindow.retries == 5)
    }
}
