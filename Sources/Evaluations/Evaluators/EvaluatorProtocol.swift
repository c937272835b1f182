/// A type that evaluates subjects and produces metrics, one for each column of the detailed
/// results.
public protocol EvaluatorProtocol<Input, Subject>: Sendable {
    /// The sample type.
    associatedtype Input: SampleProtocol
    /// The subject type.
    associatedtype Subject: EvaluationSubject

    /// Measures a subject against its sample.
    /// - Parameters:
    ///   - subject: What the system under test produced.
    ///   - input: The sample it was produced from.
    /// - Returns: One metric result per metric this evaluator measures.
    /// - Throws: When the evaluator cannot measure the subject; a run records the error for the
    ///   sample and goes on.
    func metrics(subject: Subject, input: Input) async throws -> [Metric]
}

/// A closure-based evaluator that returns one metric result per sample.
public struct Evaluator<Input: SampleProtocol>: EvaluatorProtocol where Input.ExpectedValue: Codable & Sendable {
    /// The closure.
    let evaluate: @Sendable (Input, ModelSubject<Input.ExpectedValue>) async throws -> Metric

    /// Creates an evaluator from a closure.
    /// - Parameter evaluate: Measures a subject against its sample.
    public init(_ evaluate: @escaping @Sendable (Input, ModelSubject<Input.ExpectedValue>) async throws -> Metric) {
        self.evaluate = evaluate
    }

    /// Runs the closure.
    /// - Parameters:
    ///   - subject: What the system under test produced.
    ///   - input: The sample it was produced from.
    /// - Returns: The closure's result.
    /// - Throws: What the closure throws.
    public func metrics(subject: ModelSubject<Input.ExpectedValue>, input: Input) async throws -> [Metric] {
        [try await evaluate(input, subject)]
    }
}

/// Builds an evaluation's list of evaluators from a block of evaluator expressions.
@resultBuilder
public struct EvaluatorsBuilder<Sample: SampleProtocol, Subject: EvaluationSubject> {
    /// An evaluator.
    public static func buildExpression(
        _ expression: any EvaluatorProtocol<Sample, Subject>
    ) -> any EvaluatorProtocol<Sample, Subject> {
        expression
    }

    /// The evaluators of an `if` without `else`: none when the condition is false.
    public static func buildOptional(
        _ component: [any EvaluatorProtocol<Sample, Subject>]?
    ) -> [any EvaluatorProtocol<Sample, Subject>] {
        component ?? []
    }

    /// The first evaluators.
    public static func buildPartialBlock(
        first: [any EvaluatorProtocol<Sample, Subject>]
    ) -> [any EvaluatorProtocol<Sample, Subject>] {
        first
    }

    /// The first evaluator.
    public static func buildPartialBlock(
        first: any EvaluatorProtocol<Sample, Subject>
    ) -> [any EvaluatorProtocol<Sample, Subject>] {
        [first]
    }

    /// The evaluators so far, and more.
    public static func buildPartialBlock(
        accumulated: [any EvaluatorProtocol<Sample, Subject>], next: [any EvaluatorProtocol<Sample, Subject>]
    ) -> [any EvaluatorProtocol<Sample, Subject>] {
        accumulated + next
    }

    /// The evaluators so far, and one more.
    public static func buildPartialBlock(
        accumulated: [any EvaluatorProtocol<Sample, Subject>], next: any EvaluatorProtocol<Sample, Subject>
    ) -> [any EvaluatorProtocol<Sample, Subject>] {
        accumulated + [next]
    }
}
