import Foundation
import Testing

/// A Swift Testing trait that runs an evaluation before its test, makes the result available
/// as `EvaluationContext.current.result` in the test, and attaches the result to the test run
/// as a JSON file.
public struct EvaluationTrait: TestTrait, TestScoping, Sendable {
    /// The evaluation.
    let evaluation: any Evaluation
    /// Information kept with the result.
    let info: [String: String]
    /// Whether the result keeps each row's transcript.
    let recordTranscripts: Bool

    /// Runs the evaluation, then the test with its result.
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case, if any.
    ///   - function: The test.
    /// - Throws: An error reading the evaluation's dataset, or what the test throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let result = try await evaluation.run(info: info, recordTranscripts: recordTranscripts)
        let data = try result.jsonData(includeReportMetadata: true, includeTranscripts: recordTranscripts)
        Attachment.record(Array(data), named: "\(result.evaluationID).evalresult.json")
        try await EvaluationContext.$scoped.withValue(EvaluationContext(result: result)) {
            try await function()
        }
    }
}

extension Trait where Self == EvaluationTrait {
    /// A trait that runs an evaluation and makes its result available through the current
    /// evaluation context.
    /// - Parameters:
    ///   - evaluation: The evaluation.
    ///   - info: Information to keep with the result, such as the model's name.
    ///   - recordTranscripts: Whether the result keeps each row's transcript (a "Transcript"
    ///     column, and in the attached file).
    /// - Returns: The trait.
    public static func evaluates(
        _ evaluation: any Evaluation, info: [String: String] = [:], recordTranscripts: Bool = false
    ) -> Self {
        EvaluationTrait(evaluation: evaluation, info: info, recordTranscripts: recordTranscripts)
    }
}

/// The result of the evaluation a test's `.evaluates(_:)` trait ran.
public struct EvaluationContext: Sendable {
    /// The evaluation's result.
    public let result: EvaluationResult

    /// The context of the test running now.
    ///
    /// Read it only in a test that has an `.evaluates(_:)` trait; elsewhere it stops the
    /// program with a message that says so.
    public static var current: EvaluationContext {
        guard let scoped else {
            preconditionFailure("EvaluationContext.current is read outside a test with the .evaluates(_:) trait")
        }
        return scoped
    }

    /// The context of the scope, if any.
    @TaskLocal static var scoped: EvaluationContext?
}
