/// Computes the summary of a run: aggregate statistics of the metrics' values over its samples.
///
/// An evaluation's `aggregateMetrics(using:)` names the statistics; each becomes a column of the
/// summary. Ignored results are excluded; a metric that no evaluator produced is reported in the
/// result's `errors.metricsNotFound`.
public struct MetricsAggregator {
    /// A grouped collection of related statistics.
    public struct Group {
        /// The group's name.
        public let name: String
        /// The values of each metric, by name, in sample order.
        let values: [String: [Double]]
        /// The statistics computed so far.
        var aggregates: [AggregateMetric] = []
        /// The metrics named that no evaluator produced.
        var missing: [String] = []

        /// Adds the mean of a metric to the group.
        /// - Parameter metric: The metric.
        public mutating func computeMean(of metric: Metric) { add(.mean(of: metric)) }
        /// Adds the median of a metric to the group.
        /// - Parameter metric: The metric.
        public mutating func computeMedian(of metric: Metric) { add(.median(of: metric)) }
        /// Adds the mode of a metric to the group.
        /// - Parameter metric: The metric.
        public mutating func computeMode(of metric: Metric) { add(.mode(of: metric)) }
        /// Adds the minimum of a metric to the group.
        /// - Parameter metric: The metric.
        public mutating func computeMinimum(of metric: Metric) { add(.minimum(of: metric)) }
        /// Adds the maximum of a metric to the group.
        /// - Parameter metric: The metric.
        public mutating func computeMaximum(of metric: Metric) { add(.maximum(of: metric)) }
        /// Adds the standard deviation of a metric to the group.
        /// - Parameter metric: The metric.
        public mutating func computeStandardDeviation(of metric: Metric) { add(.standardDeviation(of: metric)) }
        /// Adds the variance of a metric to the group.
        /// - Parameter metric: The metric.
        public mutating func computeVariance(of metric: Metric) { add(.variance(of: metric)) }

        /// Adds a statistic of your own to the group.
        /// - Parameters:
        ///   - metric: The metric.
        ///   - label: The statistic's label: the summary's column, and `.custom(label:)`.
        ///   - body: Computes the statistic from the metric's values in sample order, ignored
        ///     results excluded.
        public mutating func custom(of metric: Metric, label: String, _ body: ([Double]) -> Double) {
            guard let metricValues = values[metric.name] else { return missing.append(metric.name) }
            aggregates.append(
                AggregateMetric(group: group, operation: .custom(label: label), value: body(metricValues)))
        }

        private var group: String? { name.isEmpty ? nil : name }

        private mutating func add(_ operation: AggregationOperation) {
            guard let name = operation.metric?.name, let metricValues = values[name] else {
                return missing.append(operation.metric?.name ?? operation.label)
            }
            aggregates.append(
                AggregateMetric(group: group, operation: operation, value: operation.compute(metricValues)!))
        }
    }

    /// The statistics outside any group.
    private var ungrouped: Group

    /// The groups, in order.
    private var groups: [Group] = []

    /// An aggregator of metrics' values.
    /// - Parameter values: The values of each metric, by name, in sample order, ignored results
    ///   excluded.
    init(values: [String: [Double]]) {
        ungrouped = Group(name: "", values: values)
    }

    /// Adds the mean of a metric.
    /// - Parameter metric: The metric.
    public mutating func computeMean(of metric: Metric) { ungrouped.computeMean(of: metric) }
    /// Adds the median of a metric.
    /// - Parameter metric: The metric.
    public mutating func computeMedian(of metric: Metric) { ungrouped.computeMedian(of: metric) }
    /// Adds the mode of a metric.
    /// - Parameter metric: The metric.
    public mutating func computeMode(of metric: Metric) { ungrouped.computeMode(of: metric) }
    /// Adds the minimum of a metric.
    /// - Parameter metric: The metric.
    public mutating func computeMinimum(of metric: Metric) { ungrouped.computeMinimum(of: metric) }
    /// Adds the maximum of a metric.
    /// - Parameter metric: The metric.
    public mutating func computeMaximum(of metric: Metric) { ungrouped.computeMaximum(of: metric) }
    /// Adds the standard deviation of a metric.
    /// - Parameter metric: The metric.
    public mutating func computeStandardDeviation(of metric: Metric) { ungrouped.computeStandardDeviation(of: metric) }
    /// Adds the variance of a metric.
    /// - Parameter metric: The metric.
    public mutating func computeVariance(of metric: Metric) { ungrouped.computeVariance(of: metric) }

    /// Adds a statistic of your own.
    /// - Parameters:
    ///   - metric: The metric.
    ///   - label: The statistic's label: the summary's column, and `.custom(label:)`.
    ///   - body: Computes the statistic from the metric's values in sample order, ignored results
    ///     excluded.
    public mutating func custom(of metric: Metric, label: String, _ body: ([Double]) -> Double) {
        ungrouped.custom(of: metric, label: label, body)
    }

    /// Adds a group of statistics.
    /// - Parameters:
    ///   - name: The group's name.
    ///   - body: Adds the group's statistics.
    public mutating func group(_ name: String, _ body: (inout Group) -> Void) {
        var group = Group(name: name, values: ungrouped.values)
        body(&group)
        groups.append(group)
    }

    /// The statistics, ungrouped first, then each group's in order.
    var aggregates: [AggregateMetric] { ([ungrouped] + groups).flatMap(\.aggregates) }

    /// The metrics named that no evaluator produced, each once.
    var missingMetrics: [String] {
        var seen = Set<String>()
        return ([ungrouped] + groups).flatMap(\.missing).filter { seen.insert($0).inserted }
    }
}
