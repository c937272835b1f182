import FoundationModels

/// A type that represents the output the system under test produces.
public protocol EvaluationSubject<Value> {
    /// The type of value the system under test produces.
    associatedtype Value: Codable

    /// The value the system under test produced.
    var value: Value { get }
    /// The structured transcript captured while producing the value, if any.
    var transcript: StructuredTranscript? { get }
}

extension EvaluationSubject {
    /// No transcript: subjects that don't involve a model leave it nil.
    public var transcript: StructuredTranscript? { nil }
}

/// The subject type for language model evaluations: a value, and optionally the transcript of
/// the session that produced it (which tool-call evaluators need).
public struct ModelSubject<Value: Codable & Sendable>: EvaluationSubject, Sendable {
    /// The value the model produced.
    public var value: Value
    /// The transcript of the session that produced the value, if any.
    public var transcript: StructuredTranscript?

    /// Creates a subject.
    /// - Parameters:
    ///   - value: The value the model produced.
    ///   - transcript: The transcript of the session that produced it, if any.
    public init(value: Value, transcript: StructuredTranscript? = nil) {
        self.value = value
        self.transcript = transcript
    }

    /// The tool calls in the transcript, in order; none without a transcript.
    public var toolCalls: [Transcript.ToolCall] { transcript?.toolCalls ?? [] }
}
