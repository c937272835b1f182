import Foundation

/// How many samples an evaluation's `run(info:)` works on at once. Extension of this project:
/// Apple's runs one sample after another; here samples run side by side, so a model that
/// batches (the embedded model's scheduler, a server) does the work of many sessions at once.
///
/// Results are the same either way: rows keep the dataset's order. A subject that throws
/// `LanguageModelSession.Error.concurrentRequests` (one session shared by every sample) is
/// produced again after the others, one at a time.
///
/// ```swift
/// let result = try await EvaluationConcurrency.$maximumSamples.withValue(1) {
///     try await evaluation.run()   // one sample at a time, as Apple's
/// }
/// ```
public enum EvaluationConcurrency {
    /// The most samples in flight at once: `FM_EVALUATION_CONCURRENCY` from the environment,
    /// else 8.
    @TaskLocal public static var maximumSamples: Int = {
        let configured = ProcessInfo.processInfo.environment["FM_EVALUATION_CONCURRENCY"].flatMap { Int($0) }
        return max(1, configured ?? 8)
    }()
}
