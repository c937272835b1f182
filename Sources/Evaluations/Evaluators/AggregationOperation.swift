import Foundation

/// A statistic of a metric over the samples of a run, or a custom one.
public enum AggregationOperation: Codable, Equatable, Sendable {
    /// The mean.
    case mean(of: Metric)
    /// The median (the mean of the two middle values for an even count).
    case median(of: Metric)
    /// The most frequent value (the smallest of equally frequent ones).
    case mode(of: Metric)
    /// The smallest value.
    case minimum(of: Metric)
    /// The largest value.
    case maximum(of: Metric)
    /// The sample standard deviation; 0 for a single value.
    case standardDeviation(of: Metric)
    /// The sample variance; 0 for a single value.
    case variance(of: Metric)
    /// A custom aggregation identified by its label.
    case custom(label: String)

    /// The display label, e.g. "Mean of Accuracy"; a custom aggregation's own label.
    public var label: String {
        switch self {
        case .mean(let metric): "Mean of \(metric.name)"
        case .median(let metric): "Median of \(metric.name)"
        case .mode(let metric): "Mode of \(metric.name)"
        case .minimum(let metric): "Minimum of \(metric.name)"
        case .maximum(let metric): "Maximum of \(metric.name)"
        case .standardDeviation(let metric): "Standard Deviation of \(metric.name)"
        case .variance(let metric): "Variance of \(metric.name)"
        case .custom(let label): label
        }
    }

    /// The metric the statistic is of; nil for a custom aggregation.
    var metric: Metric? {
        switch self {
        case .mean(let metric), .median(let metric), .mode(let metric), .minimum(let metric), .maximum(let metric),
            .standardDeviation(let metric), .variance(let metric):
            metric
        case .custom: nil
        }
    }

    /// Operations are equal when they compute the same statistic of the same metric name.
    public static func == (a: AggregationOperation, b: AggregationOperation) -> Bool {
        a.kind == b.kind && a.metric?.name == b.metric?.name && a.label == b.label
    }

    /// The statistic's name in JSON.
    private var kind: String {
        switch self {
        case .mean: "mean"
        case .median: "median"
        case .mode: "mode"
        case .minimum: "minimum"
        case .maximum: "maximum"
        case .standardDeviation: "standardDeviation"
        case .variance: "variance"
        case .custom: "custom"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, metric, label
    }

    /// Reads an operation written by `encode(to:)`: `{"kind": "mean", "metric": "Accuracy"}`.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error for an unknown kind.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        if kind == "custom" {
            self = .custom(label: try container.decode(String.self, forKey: .label))
            return
        }
        let metric = Metric(try container.decode(String.self, forKey: .metric))
        let cases: [String: (Metric) -> AggregationOperation] = [
            "mean": AggregationOperation.mean, "median": AggregationOperation.median, "mode": AggregationOperation.mode,
            "minimum": AggregationOperation.minimum, "maximum": AggregationOperation.maximum,
            "standardDeviation": AggregationOperation.standardDeviation, "variance": AggregationOperation.variance,
        ]
        guard let make = cases[kind] else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown aggregation \"\(kind)\"")
        }
        self = make(metric)
    }

    /// Writes the statistic's kind and its metric's name (or a custom label).
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        if case .custom(let label) = self {
            try container.encode(label, forKey: .label)
        } else {
            try container.encodeIfPresent(metric?.name, forKey: .metric)
        }
    }

    /// Computes the statistic of values.
    /// - Parameter values: The values; an empty list gives NaN.
    /// - Returns: The statistic; nil for a custom aggregation, which computes its own.
    func compute(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return metric == nil ? nil : .nan }
        let count = Double(values.count)
        let mean = values.reduce(0, +) / count
        // Identical values spread by exactly 0 (the mean of 0.1s is not exactly 0.1), and two
        // passes never give a rounding error's negative variance, whose root would be NaN.
        let identical = values.allSatisfy { $0 == values[0] }
        let variance = identical ? 0 : values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / (count - 1)
        switch self {
        case .mean: return mean
        case .median:
            let sorted = values.sorted()
            let middle = sorted.count / 2
            return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        case .mode:
            let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
            return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        case .minimum: return values.min()
        case .maximum: return values.max()
        case .standardDeviation: return variance.squareRoot()
        case .variance: return variance
        case .custom: return nil
        }
    }
}

/// One aggregate statistic of a run: a column of the summary.
public struct AggregateMetric: Codable, Equatable, Sendable {
    /// The group this aggregate belongs to, if any.
    public let group: String?
    /// The statistic.
    public let operation: AggregationOperation
    /// The value; NaN when no sample had a value for the metric.
    public let value: Double

    init(group: String?, operation: AggregationOperation, value: Double) {
        self.group = group
        self.operation = operation
        self.value = value
    }

    /// The display label, e.g. "Mean of Accuracy".
    public var label: String { operation.label }
    /// The name of the metric the statistic is of; nil for a custom aggregation.
    public var sourceMetric: String? { operation.metric?.name }

    /// The label and the value, as the grouped summary shows them.
    var summaryLine: String { "\(label): \(value.formatted(maximumFractionDigits: 4))" }

    private enum CodingKeys: String, CodingKey {
        case group, operation, value
    }

    /// Reads an aggregate; a null value is NaN.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when a field is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        group = try container.decodeIfPresent(String.self, forKey: .group)
        operation = try container.decode(AggregationOperation.self, forKey: .operation)
        value = try container.decodeIfPresent(Double.self, forKey: .value) ?? .nan
    }

    /// Writes an aggregate; NaN, which JSON lacks, as null.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(group, forKey: .group)
        try container.encode(operation, forKey: .operation)
        try container.encode(value.isFinite ? value : nil, forKey: .value)
    }

    /// Aggregates are equal when their values are, NaN included.
    public static func == (a: AggregateMetric, b: AggregateMetric) -> Bool {
        a.group == b.group && a.operation == b.operation && (a.value == b.value || (a.value.isNaN && b.value.isNaN))
    }
}

extension Double {
    /// The number with at most some fraction digits, and no trailing zeros.
    func formatted(maximumFractionDigits: Int) -> String {
        guard isFinite else { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        var text = String(format: "%.\(maximumFractionDigits)f", self)
        while text.hasSuffix("0") { text.removeLast() }
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
