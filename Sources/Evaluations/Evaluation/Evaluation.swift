/// A type that defines an evaluation: a dataset, the subject the system under test produces for
/// each sample, the evaluators that measure it, and the aggregates of their metrics.
///
/// ```swift
/// struct MyEvaluation: Evaluation {
///     let match = Metric("Match")
///     let dataset = ArrayLoader(samples: [ModelSample(prompt: "One plus one is...", expected: "Two.")])
///
///     func subject(from sample: ModelSample<String>) async throws -> ModelSubject<String> {
///         let session = LanguageModelSession()
///         return ModelSubject(value: try await session.respond(to: sample.prompt).content)
///     }
///
///     var evaluators: Evaluators {
///         Evaluator { sample, subject in subject.value == sample.expected ? match.passing() : match.failing() }
///     }
///
///     func aggregateMetrics(using aggregator: inout MetricsAggregator) {
///         aggregator.computeMean(of: match)
///     }
/// }
/// ```
public protocol Evaluation: Sendable {
    /// The type of input samples in the evaluation dataset.
    associatedtype Sample where Sample == SampleLoader.Sample
    /// The type of the sample loader that provides the dataset.
    associatedtype SampleLoader: Loader
    /// The type of the subject produced by the system under test.
    associatedtype Subject: EvaluationSubject

    /// The evaluation dataset.
    var dataset: SampleLoader { get }

    /// The evaluation's name, the type's name by default.
    var name: String { get }

    /// Produces the subject of evaluation from a sample: run the system under test on it.
    /// - Parameter sample: The sample.
    /// - Returns: What the system under test produced.
    /// - Throws: When inference fails; a run records the error for the sample and goes on.
    func subject(from sample: Sample) async throws -> Subject

    /// The evaluator array type for this conformance: always `[any EvaluatorProtocol<Sample, Subject>]`.
    ///
    /// Apple declares it as a type alias in an extension; here it is an associated type fixed to
    /// the same array, because with a type alias Swift 6.3 cannot infer `Sample` when another
    /// file uses the conformance first ("unsupported recursion for reference to type alias").
    /// Conformances write `var evaluators: Evaluators` either way.
    associatedtype Evaluators = [any EvaluatorProtocol<Sample, Subject>]
    where Evaluators == [any EvaluatorProtocol<Sample, Subject>]

    /// The evaluators to apply to each sample and its subject.
    @EvaluatorsBuilder<Sample, Subject> var evaluators: Evaluators { get }

    /// Chooses the aggregate statistics of the metrics: the summary's columns.
    /// - Parameter aggregator: Collects the statistics to compute.
    func aggregateMetrics(using aggregator: inout MetricsAggregator)
}

extension Evaluation {
    /// The type's name.
    public var name: String { String(describing: Self.self) }

    /// The column of the detailed results that holds each sample.
    public var inputColumn: ResultColumn<Sample> { ResultColumn(name: ResultColumn<Sample>.inputName) }

    /// The column of the detailed results that holds each subject.
    public var responseColumn: ResultColumn<Subject> { ResultColumn(name: ResultColumn<Subject>.responseName) }

    /// The column of the detailed results that holds each sample's expected value.
    public var expectedColumn: ResultColumn<Sample.ExpectedValue> {
        ResultColumn(name: ResultColumn<Sample.ExpectedValue>.expectedName)
    }
}
