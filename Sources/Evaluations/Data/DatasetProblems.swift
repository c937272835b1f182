import Foundation
import Locking

/// Records of a dataset that could not be read as samples, collected while a run reads its
/// dataset, so that the run can keep each as a row with its reason. Internal.
final class DatasetProblems: Sendable {
    /// The problems and how many samples came before each.
    private let problems = Locked<[(samplesBefore: Int, reason: String)]>([])

    /// The collector of the run reading its dataset now, if any.
    @TaskLocal static var current: DatasetProblems?

    /// Records a skipped record for the current run; without one, writes it to standard error.
    /// - Parameters:
    ///   - reason: What was skipped and why.
    ///   - samplesBefore: How many samples the dataset yielded before it.
    static func report(_ reason: String, samplesBefore: Int) {
        guard let current else {
            FileHandle.standardError.write(Data("Evaluations: skipped \(reason)\n".utf8))
            return
        }
        current.problems.withLock { $0.append((samplesBefore, reason)) }
    }

    /// The problems, in the order they were met.
    var all: [(samplesBefore: Int, reason: String)] { problems.withLock { $0 } }
}

/// The reason of a decoding error in a sentence. Internal.
enum DecodingProblem {
    /// Says what is wrong and where.
    /// - Parameter error: The error a decoder threw.
    /// - Returns: The sentence.
    static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "missing \"\(key.stringValue)\"\(path(context))"
        case .typeMismatch(let type, let context)?: return "expected \(type)\(path(context))"
        case .valueNotFound(let type, let context)?: return "expected \(type)\(path(context)), found null"
        case .dataCorrupted(let context)?:
            let underlying = (context.underlyingError as NSError?)?.localizedDescription
            return (underlying.map { "not valid JSON (\($0))" } ?? context.debugDescription) + path(context)
        default: return ErrorReason.of(error)
        }
    }
}
