import Foundation
import FoundationModelsTestSupport
import GuidedGeneration
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// A person whose children are persons: a schema that lets a model nest without end.
@Generable
struct FamilyMember {
    let name: String
    @Guide(.range(0...110)) let age: Int
    @Guide(.maximumCount(3)) let children: [FamilyMember]
}

/// A club of family members (the shape of the issue's report).
@Generable
struct FamilyClub {
    let name: String
    @Guide(.maximumCount(3)) let members: [FamilyMember]
}

/// Recursive schemas always complete: the decoding loop bounds their depth, and the budget
/// closes them in time.
@Suite(.serialized, .tags(.model), .needsModel) struct RecursiveSchemaTests {
    /// The deepest JSON nesting the loop's depth limit allows (frames count the document too).
    static let deepestNesting = 24
    /// How deep a JSON text nests (objects and arrays).
    static func nesting(_ text: String) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// Random logits open a child wherever one is allowed; the depth limit and the budget close
    /// them, and every response decodes.
    @Test(arguments: 0..<3)
    func randomLogitsOnARecursiveSchemaComplete(seed: Int) throws {
        let generator = try RandomLogitsGenerator(model: TestModels.qwen)
        let options = GenerationOptions(
            samplingMode: .random(top: 50, seed: UInt64(seed)), temperature: 1.5, maximumResponseTokens: 700)
        let (text, tokens) = try generator.respond(
            schema: FamilyClub.generationSchema, options: options, logitSeed: UInt64(seed))
        #expect(tokens <= 700)
        #expect((try? FamilyClub(GeneratedContent(json: text))) != nil, "seed \(seed): \(text)")
        #expect(Self.nesting(text) <= Self.deepestNesting, "seed \(seed): \(text)")
    }

    /// Sections that may hold a section: nested optional objects.
    static let newsletter = #"""
        {"$ref": "#/$defs/Section", "$defs": {"Section": {"type": "object", "properties": {
            "title": {"type": "string"}, "summary": {"type": "string"},
            "subsection": {"$ref": "#/$defs/Section"}}, "required": ["title"]}}}
        """#

    @Test(arguments: 0..<2)
    func randomLogitsOnNestedOptionalsComplete(seed: Int) throws {
        let generator = try RandomLogitsGenerator(model: TestModels.qwen)
        let options = GenerationOptions(
            samplingMode: .random(top: 50, seed: UInt64(seed)), temperature: 1.5, maximumResponseTokens: 700)
        let (text, _) = try generator.respond(
            schema: try GenerationSchema(jsonSchema: Self.newsletter), options: options, logitSeed: UInt64(seed))
        let content = try GeneratedContent(json: text)
        #expect(content.isComplete, "seed \(seed): \(text)")
        #expect(Self.nesting(text) <= Self.deepestNesting, "seed \(seed): \(text)")
    }

    /// The real model, sampling at a high temperature with no token limit, fills a family club
    /// that decodes (the context window is the only budget).
    @Test func theModelCompletesAFamilyClub() async throws {
        let session = LanguageModelSession(model: TestModels.qwen)
        let response = try await session.respond(
            to: "Describe a family club: each member with their children and grandchildren.",
            generating: FamilyClub.self,
            options: GenerationOptions(samplingMode: .random(top: 40, seed: 3), temperature: 1.0))
        #expect(Self.nesting(response.rawContent.jsonString) <= Self.deepestNesting)
    }
}
