import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

/// Output quality on the player-facing model, the 1.5B (the rest of the suite runs on the fast
/// tier). Few and seeded: every call costs seconds.
@Suite("Real model: what a player reads on the 1.5B", .serialized, .tags(.model), .needsModel)
struct RealModelQualityTests {
    static let model = SystemLanguageModel(
        url: SystemLanguageModel.fastModelURL.deletingLastPathComponent()
            .appendingPathComponent("qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"))

    @Test("The judge scores the drink that was ordered above one that was not")
    func judging() async throws {
        #expect(Self.model.isAvailable, "run scripts/setup to install the 1.5B")
        let npc = try NPC(
            GeneratedContent(
                json: #"""
                    {"name": "Luna", "coffeeOrder": "an iced oat latte with vanilla",
                    "picture": {"imageDescription": "a small grey owl with a blue scarf"}}
                    """#))
        let engine = EncounterEngine(
            model: Self.model, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 120))
        let ordered = await engine.judgeDrink(
            drink: Drink(kind: .latte, temperature: .iced, milk: .oat, flavors: [.vanilla]), for: npc)
        let other = await engine.judgeDrink(drink: Drink(kind: .espresso), for: npc)
        #expect(ordered.satisfaction > other.satisfaction, "\(ordered) / \(other)")
        #expect(QualityCheck.isInCharacter(ordered.feedback), "\(ordered.feedback)")
        #expect(QualityCheck.isInCharacter(other.feedback), "\(other.feedback)")
    }

}
