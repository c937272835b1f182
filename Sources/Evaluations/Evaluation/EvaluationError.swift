import Foundation

/// An error in setting up or reading an evaluation.
public enum EvaluationError: Error, LocalizedError, Sendable {
    /// The aggregator named metrics that no evaluator produced.
    case metricsNotFound(names: [String])
    /// An evaluator that needs a transcript received a subject without one.
    case missingTranscript(evaluatorType: String)

    /// What went wrong, and what to do.
    public var errorDescription: String? {
        switch self {
        case .metricsNotFound(let names):
            "No evaluator produced the metric\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")); "
                + "aggregate only metrics that an evaluator returns."
        case .missingTranscript(let evaluatorType):
            "\(evaluatorType) needs the subject's transcript: return "
                + "ModelSubject(value:transcript: session.transcript.structuredTranscript) from subject(from:)."
        }
    }
}

/// An evaluator that threw while measuring a sample; recorded in the "EvaluatorErrors" column.
public enum EvaluatorError: Error, LocalizedError, Sendable {
    /// The evaluator threw.
    case failed(evaluator: (any EvaluatorProtocol)?, evaluatorType: String, reason: String)

    /// Which evaluator failed, and why.
    public var errorDescription: String? {
        switch self {
        case .failed(_, let evaluatorType, let reason): "\(evaluatorType) failed: \(reason)"
        }
    }
}

/// The system under test failed to produce a subject for a sample (or the sample could not be
/// read); recorded in the "SubjectInferenceError" column.
public enum SubjectInferenceError: Codable, Equatable, Hashable, Error, LocalizedError, Sendable {
    /// `subject(from:)` threw, or the dataset's record was not a sample.
    case failed(reason: String)

    /// Why there is no subject.
    public var errorDescription: String? {
        switch self {
        case .failed(let reason): "No subject: \(reason)"
        }
    }
}

/// An error reading saved results.
public enum EvaluationResultsError: Equatable, Error, LocalizedError, Sendable {
    /// The file is empty.
    case emptyJSONFile
    /// There is no file at the URL.
    case fileNotFound(URL)
    /// The file is not an evaluation result.
    case invalidJSONFormat

    /// What went wrong, and what to do.
    public var errorDescription: String? {
        switch self {
        case .emptyJSONFile: "The results file is empty; save a result with saveJSON(to:) first."
        case .fileNotFound(let url): "There is no results file at \(url.path)."
        case .invalidJSONFormat: "The file is not an evaluation result written by saveJSON(to:) or saveJSONLines(to:)."
        }
    }
}
