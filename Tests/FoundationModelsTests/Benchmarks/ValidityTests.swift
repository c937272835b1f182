import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Seeded generations of the seed's types and a type with every guide, on the Qwen and Gemma
/// vocabularies: every response decodes and satisfies every guide. CI runs a few seeds;
/// `FM_VALIDITY_RUNS=N` runs N per type and model and prints the totals.
@Suite(.serialized) struct ValidityTests {
    static let runs = Int(ProcessInfo.processInfo.environment["FM_VALIDITY_RUNS"] ?? "") ?? 1

    static func options(_ seed: Int) -> GenerationOptions {
        GenerationOptions(
            samplingMode: .random(top: 40, seed: UInt64(seed)), temperature: 1.0, maximumResponseTokens: 160)
    }

    @Test(arguments: ["qwen", "gemma"])
    func everyGuideHolds(model name: String) async throws {
        let model = name == "qwen" ? TestModels.qwen : TestModels.gemma
        var valid = 0
        for seed in 0..<Self.runs {
            let suite = try await LanguageModelSession(model: model)
                .respond(
                    to: "Fill in a coffee order ticket.", generating: SeedTypes.GuideSuite.self,
                    options: Self.options(seed)
                )
                .content
            #expect(["latte", "mocha", "cortado"].contains(suite.drink))
            #expect(suite.version == "v1")
            #expect(suite.code.wholeMatch(of: /[A-Z]{3}-[0-9]{2}/) != nil)
            #expect((1...5).contains(suite.stars))
            #expect(suite.price >= 0.5 && suite.price <= 9.75)
            #expect((2...3).contains(suite.tags.count))
            #expect((1...4).contains(suite.digits.count) && suite.digits.allSatisfy { (0...9).contains($0) })
            valid += 1
        }
        print("validity (\(name)): \(valid)/\(Self.runs) GuideSuite responses decoded with every guide satisfied")
    }

    @Test(arguments: ["qwen", "gemma"])
    func theSeedTypesDecode(model name: String) async throws {
        let model = name == "qwen" ? TestModels.qwen : TestModels.gemma
        for seed in 0..<Self.runs {
            let menu = try await LanguageModelSession(model: model)
                .respond(
                    to: "Create a lunch menu for an Italian restaurant.", generating: SeedTypes.RestaurantMenu.self,
                    options: GenerationOptions(
                        samplingMode: .random(top: 40, seed: UInt64(seed)), maximumResponseTokens: 400)
                ).content
            #expect((4...8).contains(menu.menu.count))
            let customer = try await LanguageModelSession(model: model)
                .respond(
                    to: "Create a customer for a dream-realm coffee shop.",
                    generating: SeedTypes.GeneratedCustomer.self,
                    options: Self.options(seed)
                ).content
            #expect(customer.attributes.count == 2)
            let npc = try await LanguageModelSession(model: model)
                .respond(
                    to: "Generate a fun fantasy coffee shop customer.", generating: SeedTypes.NPC.self,
                    options: Self.options(seed)
                ).content
            // Gemma 270M is a base model: an empty name and description are valid output for it.
            if name == "qwen" { #expect(!npc.picture.imageDescription.isEmpty || npc.name.isEmpty == false) }
        }
        print("validity (\(name)): \(Self.runs * 3) seed-type responses decoded")
    }

    /// The seed's customer prompt (verbatim) shows its examples as `{name: "Thimblefoot", …}`, so
    /// the model wants `: "` where compact JSON has `:"`; taken as meant, the name is a name, not
    /// what the model's second choice, the `",` token, makes of it (a name of ",").
    @Test func aSpacedOpeningQuoteIsTakenAsMeant() async throws {
        let prompt = """
            Create an NPC customer with a fun personality suitable for the dream realm. \
            Have the customer order coffee. Here are some examples to inspire you: \
            {name: "Thimblefoot", imageDescription: "A horse with a rainbow mane", \
            coffeeOrder: "I would like a coffee that's refreshing and sweet like grass of a summer meadow"} \
            {name: "Spiderkid", imageDescription: "A furry spider with a cool baseball cap", \
            coffeeOrder: "An iced coffee please, that's as spooky as me!"} \
            {name: "Wise Fairy", imageDescription: "A blue glowing fairy that radiates wisdom and sparkles", \
            coffeeOrder: "Something simple and plant-based please, that will restore my wise energy."}
            """
        let instructions = """
            This is a fantasy RPG game set in a coffee shop called Dream Coffee. \
            Use your imagination to generate fun game characters.
            """
        for seed in 1...3 {
            let npc = try await LanguageModelSession(
                model: TestModels.qwen, instructions: instructions
            )
            .respond(
                to: prompt, generating: SeedTypes.NPC.self,
                options: GenerationOptions(
                    samplingMode: .random(probabilityThreshold: 0.9, seed: UInt64(seed)), temperature: 0.9,
                    maximumResponseTokens: 120)
            ).content
            #expect(npc.name.contains { $0.isLetter }, "seed \(seed): \(npc.name)")
            #expect(npc.coffeeOrder.contains { $0.isLetter }, "seed \(seed): \(npc.coffeeOrder)")
        }
    }
}
