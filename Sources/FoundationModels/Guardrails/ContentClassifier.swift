/// Decides whether a text is harmful, for the guardrails.
protocol ContentClassifier: Sendable {
    /// Classifies a text.
    /// - Parameters:
    ///   - text: a prompt, a tool's output, or (part of) a response.
    ///   - source: where the text comes from.
    /// - Returns: the verdict.
    func classify(_ text: String, from source: GuardedSource) async throws -> ContentVerdict

    /// Readies the classifier ahead of its first check, in the background.
    func prewarm()
}

extension ContentClassifier {
    func prewarm() {}
}

/// Where a checked text comes from. Extension of this project (package use: `fm bench guardrails`).
package enum GuardedSource: Sendable, Hashable {
    /// The prompt or a tool's output: what the model reads.
    case input
    /// What the model writes, in answer to a request (the last prompt, if any).
    case output(request: String?)
}

/// A classifier's verdict on a text. Extension of this project (package use: `fm bench guardrails`).
package struct ContentVerdict: Sendable, Equatable {
    /// The kinds of harm the guardrails know.
    package static let categories = [
        "weapons", "violence", "crime", "hacking", "fraud", "drugs", "hate", "harassment", "self-harm", "sexual",
        "extremism", "misinformation", "privacy",
    ]

    /// The kind of harm, or nil when the text is safe.
    package var category: String?
    /// How likely the text is harmful, from 0 to 1, as the classifier saw it.
    package var probability: Double

    /// A safe text.
    static let safe = ContentVerdict(category: nil, probability: 0)

    /// Whether the text is harmful.
    package var isHarmful: Bool { category != nil }
}
