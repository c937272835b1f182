import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import Evaluations

/// Samples, scales and scripted judges for the model-judge tests.
enum JudgeFixtures {
    struct BookTags: Codable, Sendable, Equatable {
        var tags: [String]
    }

    static let fourLevels = ScoringScale.numeric([
        4: "Excellent.", 3: "Good.", 2: "Weak.", 1: "Poor.",
    ])
    static let accuracy = ScoreDimension("Accuracy", description: "Does each tag describe the book?", scale: fourLevels)
    static let usefulness = ScoreDimension(
        "Usefulness", description: "Would each tag help browsing?", scale: fourLevels)

    static let sample = ModelSample(
        prompt: "A fun, twisty murder mystery on a private island.", expected: BookTags(tags: ["mystery", "whodunit"]))
    static let subject = ModelSubject(value: BookTags(tags: ["mystery", "island"]))

    /// A judge that always answers `answer`.
    static func judge(answering answer: String, capabilities: LanguageModelCapabilities = [.guidedGeneration])
        -> ScriptedModel
    {
        ScriptedModel(capabilities: capabilities) { _ in .text(answer) }
    }

    /// The JSON Schema of a request, as content.
    static func schema(of request: LanguageModelExecutorGenerationRequest) throws -> GeneratedContent {
        try GeneratedContent(json: try #require(request.schema).jsonSchema)
    }
}

extension GeneratedContent {
    /// The property at a path of names, for tests.
    subscript(_ path: String...) -> GeneratedContent? {
        var content: GeneratedContent? = self
        for name in path {
            guard case .structure(let properties, _)? = content?.kind else { return nil }
            content = properties[name]
        }
        return content
    }

    /// This node of a JSON Schema, with a `$ref` followed into the root's `$defs`.
    func resolved(in root: GeneratedContent) -> GeneratedContent? {
        guard case .string(let reference)? = self["$ref"]?.kind else { return self }
        return root["$defs", String(reference.split(separator: "/").last ?? "")]
    }

    /// The names of a structure's properties, in order.
    var keys: [String] {
        if case .structure(_, let keys) = kind { return keys }
        return []
    }
}
