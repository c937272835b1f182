import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Seeded generations of the seed's types and a type with every guide, on the Qwen and Gemma
/// vocabularies: every response decodes and satisfies every guide. CI runs a few seeds;
/// `FM_VALIDITY_RUNS=N` runs N per type and model and prints the totals.
@Suite(.serialized, .tags(.model), .needsModel) struct ValidityTests {
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
            if name == "qwen" { #expect(!npc.name.isEmpty && !npc.coffeeOrder.isEmpty, "\(npc)") }
        }
        print("validity (\(name)): \(Self.runs * 3) seed-type responses decoded")
    }
}
