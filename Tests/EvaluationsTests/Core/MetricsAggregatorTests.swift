import Testing

@testable import Evaluations

@Suite struct MetricsAggregatorTests {
    let score = Metric("Score")

    func aggregate(_ values: [Double], _ body: (inout MetricsAggregator) -> Void) -> [AggregateMetric] {
        var aggregator = MetricsAggregator(values: ["Score": values])
        body(&aggregator)
        return aggregator.aggregates
    }

    @Test func everyStatistic() {
        let values: [Double] = [4, 1, 2, 2, 6]
        let aggregates = aggregate(values) { aggregator in
            aggregator.computeMean(of: score)
            aggregator.computeMedian(of: score)
            aggregator.computeMode(of: score)
            aggregator.computeMinimum(of: score)
            aggregator.computeMaximum(of: score)
            aggregator.computeVariance(of: score)
            aggregator.computeStandardDeviation(of: score)
            aggregator.custom(of: score, label: "Count") { Double($0.count) }
        }
        #expect(aggregates.map(\.value) == [3, 2, 2, 1, 6, 4, 2, 5])
        #expect(
            aggregates.map(\.label) == [
                "Mean of Score", "Median of Score", "Mode of Score", "Minimum of Score", "Maximum of Score",
                "Variance of Score", "Standard Deviation of Score", "Count",
            ])
        #expect(aggregates.allSatisfy { $0.group == nil })
        #expect(aggregates[0].sourceMetric == "Score" && aggregates[7].sourceMetric == nil)
    }

    @Test func medianOfAnEvenCountAndTheSmallestOfTiedModes() {
        let aggregates = aggregate([5, 1, 3, 5, 1, 9]) { aggregator in
            aggregator.computeMedian(of: score)
            aggregator.computeMode(of: score)
        }
        #expect(aggregates.map(\.value) == [4, 1])
    }

    @Test(arguments: [[7.0], [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]])
    func spreadOfOneValueOrIdenticalValuesIsZero(values: [Double]) {
        let aggregates = aggregate(values) { aggregator in
            aggregator.computeStandardDeviation(of: score)
            aggregator.computeVariance(of: score)
        }
        #expect(aggregates.map(\.value) == [0, 0])
    }

    @Test func noValuesGiveNaNAndAMissingMetricIsReported() {
        var aggregator = MetricsAggregator(values: ["Score": []])
        aggregator.computeMean(of: score)
        aggregator.computeMean(of: Metric("Nowhere"))
        aggregator.group("G") { $0.computeMaximum(of: Metric("Nowhere")) }
        #expect(aggregator.aggregates.count == 1)
        #expect(aggregator.aggregates[0].value.isNaN)
        #expect(aggregator.missingMetrics == ["Nowhere"])
    }

    @Test func groupsKeepTheirNames() {
        let aggregates = aggregate([1, 0]) { aggregator in
            aggregator.group("Accuracy") { $0.computeMean(of: score) }
            aggregator.computeMaximum(of: score)
        }
        #expect(aggregates.map(\.group) == [nil, "Accuracy"])
        #expect(aggregates.map(\.value) == [1, 0.5])
    }

    @Test func metricsAsNumbers() {
        #expect(score.passing().doubleValue == 1)
        #expect(score.failing(rationale: "no").doubleValue == 0)
        #expect(score.scoring(0.25).doubleValue == 0.25)
        #expect(score.ignore().doubleValue == nil)
        #expect(Metric("Bare").value == .ignore)
        #expect(score.failing(rationale: "off by one").description == "Score: failing (off by one)")
        #expect(AggregationOperation.mean(of: Metric("Accuracy")).label == "Mean of Accuracy")
        #expect(AggregationOperation.mean(of: score) == .mean(of: score.passing()))
        #expect(AggregationOperation.mean(of: score) != .median(of: score))
    }
}
