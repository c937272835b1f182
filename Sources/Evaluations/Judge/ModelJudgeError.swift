import Foundation

/// An error of a model judge: its answer could not be read as scores, or a dimension cannot
/// be scored. A run records it for the sample and goes on.
public enum ModelJudgeError: Error, LocalizedError, Sendable {
    /// The judge's answer is JSON, but not an object of scores.
    case invalidResponse(String)
    /// The judge gave a dimension a score that is not on its scale.
    case invalidScore(dimension: String, value: String)
    /// The judge's answer is not JSON.
    case jsonDecodingFailed(response: String, underlying: any Error)
    /// The judge's answer has no score for a dimension.
    case missingDimension(String, response: String)
    /// A dimension's scale has no options.
    case noScaleValues(dimension: String)

    /// What went wrong, and what to do.
    public var errorDescription: String? {
        let remedy =
            "Use a judge model with guided generation (it keeps the answer to the schema), "
            + "or keep the answer format in custom instructions."
        switch self {
        case .invalidResponse(let response):
            return "The judge's answer is not an object with a score for each dimension: \(Self.excerpt(response)). "
                + remedy
        case .invalidScore(let dimension, let value):
            return "The judge scored \(dimension) \(value), which is not on its scale. " + remedy
        case .jsonDecodingFailed(let response, let underlying):
            return "The judge's answer is not JSON (\(underlying.localizedDescription)): \(Self.excerpt(response)). "
                + remedy
        case .missingDimension(let dimension, let response):
            return "The judge's answer has no score for \(dimension): \(Self.excerpt(response)). " + remedy
        case .noScaleValues(let dimension):
            return "The scale of \(dimension) has no options; give it at least one level "
                + "(ScoringScale.numeric, .passFail, .custom or init(options:))."
        }
    }

    /// The start of a long answer.
    private static func excerpt(_ text: String) -> String {
        text.count <= 300 ? text : text.prefix(300) + "…"
    }
}
