import CommandLineSupport
import Foundation
import FoundationModels

/// `--stats`: what a response took, written to standard error after it: its prompt tokens (and
/// how many came from the cache, not decoded), its response tokens, the time to its first words
/// and in all, measured from the request.
struct ResponseStatistics {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var first: Duration?
    private var usage: LanguageModelSession.Usage?

    init() { start = clock.now }

    /// Notes a snapshot: the time of the first, and the latest usage.
    mutating func note(_ usage: LanguageModelSession.Usage) {
        if first == nil { first = clock.now - start }
        self.usage = usage
    }

    /// The figures, on one line.
    var line: String {
        let total = clock.now - start
        var parts: [String] = []
        if let usage {
            parts.append(
                "prompt \(usage.input.totalTokenCount) tokens (\(usage.input.cachedTokenCount) from the cache)")
            parts.append("response \(usage.output.totalTokenCount) tokens")
        }
        parts.append(String(format: "first words after %.2f s", ((first ?? total) / .seconds(1))))
        parts.append(String(format: "%.2f s in all", total / .seconds(1)))
        return parts.joined(separator: ", ")
    }
}
