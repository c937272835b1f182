/// A quality a model judge scores, such as accuracy or tone, with its scale.
public struct ScoreDimension: Sendable {
    /// The name: the column of the detailed results, and the name the judge sees.
    public let name: String
    /// What the dimension measures, shown to the judge.
    public let description: String?
    /// The levels the judge scores with.
    public let scale: ScoringScale

    /// Creates a dimension.
    /// - Parameters:
    ///   - name: The name: the column of the detailed results.
    ///   - description: What the dimension measures, shown to the judge.
    ///   - scale: The levels the judge scores with.
    public init(_ name: String, description: String? = nil, scale: ScoringScale) {
        self.name = name
        self.description = description
        self.scale = scale
    }

    /// The metric of this dimension, to aggregate: `aggregator.computeMean(of: accuracy.metric)`.
    public var metric: Metric { Metric(name) }
}
