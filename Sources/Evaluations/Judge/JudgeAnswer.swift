import Foundation
import FoundationModels

/// The answer a model judge gives: for each dimension a rationale, then a score. Builds the
/// schema the answer is generated under and the description of it the prompt shows, and
/// reads an answer back as one metric per dimension. Internal.
struct JudgeAnswer: Sendable {
    /// The dimensions, in the order of the answer.
    let dimensions: [ScoreDimension]
    /// Whether a score is one of the scale's values, or any number in its range.
    let mode: ScoringMode

    static let rationaleKey = "rationale"
    static let scoreKey = "score"

    /// The schema: an object with an entry per dimension, named after it, each an object of a
    /// rationale and then a score (so the model reasons before it scores). A discrete score is
    /// one of the scale's labels; a continuous one a number in the scale's range.
    /// - Returns: The schema.
    /// - Throws: ``ModelJudgeError/noScaleValues(dimension:)`` for a scale without options;
    ///   `SchemaError` when two dimensions have the same name.
    func schema() throws -> GenerationSchema {
        let entries = try dimensions.enumerated().map { index, dimension in
            DynamicGenerationSchema.Property(
                name: dimension.name, description: dimension.description,
                schema: DynamicGenerationSchema(
                    name: "Dimension\(index + 1)",
                    properties: [
                        DynamicGenerationSchema.Property(
                            name: Self.rationaleKey,
                            description: "Why the response earns the score, in a sentence or two.",
                            schema: DynamicGenerationSchema(type: String.self)),
                        DynamicGenerationSchema.Property(
                            name: Self.scoreKey, description: "The score of \(dimension.name).",
                            schema: try scoreSchema(of: dimension, named: "Dimension\(index + 1)Score")),
                    ]))
        }
        return try GenerationSchema(
            root: DynamicGenerationSchema(name: "JudgeAnswer", properties: entries), dependencies: [])
    }

    private func scoreSchema(of dimension: ScoreDimension, named name: String) throws -> DynamicGenerationSchema {
        guard let range = dimension.scale.range else { throw ModelJudgeError.noScaleValues(dimension: dimension.name) }
        switch mode {
        case .discrete:
            var labels: [String] = []
            for option in dimension.scale.options where !labels.contains(option.label) { labels.append(option.label) }
            return DynamicGenerationSchema(name: name, anyOf: labels)
        case .continuous:
            return DynamicGenerationSchema(type: Double.self, guides: [.range(range)])
        }
    }

    /// The answer's form as the prompt shows it, e.g.
    /// `{"Accuracy": {"rationale": "…", "score": "4, 3, 2 or 1"}}`.
    var format: String {
        let entries = dimensions.map { dimension in
            let score =
                switch mode {
                case .discrete:
                    "\"" + Self.list(dimension.scale.options.map(\.label)) + "\""
                case .continuous:
                    dimension.scale.range.map {
                        "<a number from \(ScoringScale.numberLabel($0.lowerBound)) to \(ScoringScale.numberLabel($0.upperBound))>"
                    } ?? "<a number>"
                }
            return
                "\(Self.quoted(dimension.name)): {\"\(Self.rationaleKey)\": \"<why>\", \"\(Self.scoreKey)\": \(score)}"
        }
        return "{" + entries.joined(separator: ", ") + "}"
    }

    /// Reads an answer as one metric per dimension, each scored with the judge's rationale.
    /// - Parameters:
    ///   - content: The answer.
    ///   - response: The answer's text, for errors.
    /// - Returns: The metrics, in the order of the dimensions.
    /// - Throws: ``ModelJudgeError`` when the answer is not an object, lacks a dimension, or
    ///   has a score that is not on the scale.
    func metrics(from content: GeneratedContent, response: String) throws -> [Metric] {
        guard case .structure(let properties, let keys) = content.kind else {
            throw ModelJudgeError.invalidResponse(response)
        }
        return try dimensions.map { dimension in
            let entry: GeneratedContent
            if let named = Self.value(named: dimension.name, in: properties, keys) {
                entry = named
            } else if dimensions.count == 1, Self.value(named: Self.scoreKey, in: properties, keys) != nil {
                entry = content  // one dimension, answered without its name
            } else {
                throw ModelJudgeError.missingDimension(dimension.name, response: response)
            }
            let (score, rationale) = try Self.parts(of: entry, dimension: dimension.name, response: response)
            return dimension.metric.scoring(try value(of: score, for: dimension), rationale: rationale)
        }
    }

    /// The score and rationale of an entry: an object of both, or a bare score.
    private static func parts(of entry: GeneratedContent, dimension: String, response: String) throws
        -> (GeneratedContent, String?)
    {
        guard case .structure(let properties, let keys) = entry.kind else { return (entry, nil) }
        guard let score = value(named: scoreKey, in: properties, keys) else {
            throw ModelJudgeError.missingDimension(dimension, response: response)
        }
        let rationale: String? =
            if case .string(let text)? = value(named: rationaleKey, in: properties, keys)?.kind { text } else { nil }
        return (score, rationale)
    }

    /// The value of a score: in discrete mode the value of the option with that label (or
    /// value); in continuous mode a number in the scale's range, or an option's label.
    private func value(of score: GeneratedContent, for dimension: ScoreDimension) throws -> Double {
        let options = dimension.scale.options
        let invalid = ModelJudgeError.invalidScore(dimension: dimension.name, value: Self.display(score))
        let number: Double?
        switch score.kind {
        case .number(let value):
            number = value
        case .string(let text):
            let label = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let option = options.first(where: { $0.label == label })
                ?? options.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame })
            {
                return option.value
            }
            number = Double(label)
        default:
            throw invalid
        }
        guard let number, let range = dimension.scale.range else { throw invalid }
        switch mode {
        case .discrete:
            guard let option = options.first(where: { $0.value == number }) else { throw invalid }
            return option.value
        case .continuous:
            guard range.contains(number) else { throw invalid }
            return number
        }
    }

    /// A property by name, else by name in any case.
    private static func value(named name: String, in properties: [String: GeneratedContent], _ keys: [String])
        -> GeneratedContent?
    {
        properties[name]
            ?? keys.first { $0.caseInsensitiveCompare(name) == .orderedSame }.flatMap { properties[$0] }
    }

    private static func display(_ content: GeneratedContent) -> String {
        if case .string(let text) = content.kind { return text }
        return content.jsonString
    }

    /// "4, 3, 2 or 1".
    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    private static func quoted(_ text: String) -> String {
        GeneratedContent(kind: .string(text)).jsonString
    }
}
