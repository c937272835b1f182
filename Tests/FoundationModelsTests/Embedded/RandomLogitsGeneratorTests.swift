import Foundation
import FoundationModelsTestSupport
import GuidedGeneration
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// A note whose strings random logits fill with escapes and unicode.
@Generable
struct BudgetNote {
    let title: String
    @Guide(.maximumCount(3))
    let tags: [String]
}

/// Numbers with no bounds but their Swift types'.
@Generable
struct UnboundedNumbers {
    let count: Int
    let amount: Decimal
    let ratio: Double
    let single: Float
    let small: Int8
}

/// Guided generation with uniformly random logits (the mask alone) on the real vocabularies,
/// and the fixes it found.
@Suite(.serialized, .tags(.model), .needsModel) struct RandomLogitsGeneratorTests {
    static func options(_ seed: Int, budget: Int) -> GenerationOptions {
        GenerationOptions(
            samplingMode: .random(top: 50, seed: UInt64(seed)), temperature: 1.5, maximumResponseTokens: budget)
    }

    /// Responses close within small budgets, with strings that random logits fill with escapes.
    @Test(arguments: ["qwen", "gemma"])
    func responsesCloseWithinATightBudget(model name: String) throws {
        let generator = try RandomLogitsGenerator(model: name == "qwen" ? TestModels.qwen : TestModels.gemma)
        for seed in 0..<8 {
            let budget = 10 + seed % 7
            let (text, tokens) = try generator.respond(
                schema: BudgetNote.generationSchema, options: Self.options(seed, budget: budget),
                logitSeed: UInt64(seed))
            #expect(tokens <= budget, "seed \(seed): \(tokens) tokens for a budget of \(budget): \(text)")
            #expect((try? BudgetNote(GeneratedContent(json: text))) != nil, "seed \(seed): \(text)")
        }
    }

    /// Regression: unbounded integers had any number of digits (not an `Int`), and unbounded
    /// numbers any exponent (`Decimal` trapped on them).
    @Test(arguments: ["qwen", "gemma"])
    func unboundedNumbersDecodeIntoTheirTypes(model name: String) throws {
        let generator = try RandomLogitsGenerator(model: name == "qwen" ? TestModels.qwen : TestModels.gemma)
        for seed in 0..<4 {
            let (text, _) = try generator.respond(
                schema: UnboundedNumbers.generationSchema,
                options: Self.options(seed, budget: 80), logitSeed: UInt64(seed))
            let numbers = try #require(try? UnboundedNumbers(GeneratedContent(json: text)), "seed \(seed): \(text)")
            #expect(numbers.ratio.isFinite && numbers.single.isFinite, "seed \(seed): \(text)")
        }
    }

    @Test func generatedNumbersStayInTheRangeSwiftTypesDecode() throws {
        #expect(try Int.generationSchema.grammarSchema().root == .integer(minimum: .min, maximum: .max))
        #expect(try Double.generationSchema.grammarSchema().root == .number(minimum: -1e38, maximum: 1e38))
        let huge = try GenerationSchema(jsonSchema: #"{"type":"integer","minimum":1e30}"#)
        #expect { try huge.grammarSchema() } throws: { error in  // no Int is that large
            guard case LanguageModelError.unsupportedGenerationGuide = error else { return false }
            return true
        }
        let oneSided = try GenerationSchema(jsonSchema: #"{"type":"number","maximum":-2,"format":"float"}"#)
        #expect(try oneSided.grammarSchema().root == .number(minimum: -1e38, maximum: -2))
    }

    @Test func aDecimalTooLargeThrowsInsteadOfTrapping() throws {
        #expect(throws: GeneratedContent.ParsingError.self) { try Decimal(GeneratedContent(json: "1e300")) }
        #expect(try Decimal(GeneratedContent(json: "12.50")) == Decimal(string: "12.50"))
    }
}
