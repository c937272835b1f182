import FoundationModels

/// A type that defines evaluation samples: an input for the system under test, and what it
/// should produce.
public protocol SampleProtocol: Codable, Sendable {
    /// The type of the expected output value.
    associatedtype ExpectedValue
    /// The type of the input data.
    associatedtype Input: CustomStringConvertible

    /// The expected output for comparison, if the sample has one.
    var expected: ExpectedValue? { get }
    /// The input, shown in the "Input" column of the detailed results.
    var input: Input { get }
}

/// A sample for a language model: a prompt, optional instructions and schema, and what the
/// response and its tool calls should be.
public protocol ModelSampleProtocol: SampleProtocol
where ExpectedValue: Codable & Sendable, Input == ModelSampleInput {
    /// The type of evaluation expectations, such as a tool-call trajectory.
    associatedtype Expectation: Codable & Sendable

    /// The bundled model input.
    var input: ModelSampleInput { get }
    /// The expected value and expectations.
    var output: ModelSampleOutput<ExpectedValue, Expectation> { get }
}
