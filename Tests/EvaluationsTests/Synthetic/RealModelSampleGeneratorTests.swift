import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import Evaluations

/// A generator on the default model (the fast tier in tests) and its default session.
@Suite(.serialized, .tags(.model), .needsModel) struct RealModelSampleGeneratorTests {
    @Generable
    struct Capital: Codable, Sendable {
        var city: String
    }

    @Test func theGeneratorMakesNewValidSamples() async throws {
        let seeds = [("France", "Paris"), ("Japan", "Tokyo"), ("Kenya", "Nairobi")].map { country, city in
            ModelSample(prompt: "What is the capital of \(country)?", expected: Capital(city: city))
        }
        let generator = SampleGenerator(
            Prompt("Generate questions that ask for the capital city of a country, each with its answer."),
            samples: seeds, targetCount: 6,
            validator: { sample in !(sample.expected?.city.isEmpty ?? true) && sample.promptDescription.count > 10 })
        var generated: [ModelSample<Capital>] = []
        for try await sample in generator.run() { generated.append(sample) }
        let rejected = await generator.invalidSamples
        print(generated.map { "\($0.promptDescription) → \($0.expected?.city ?? "-")" }.joined(separator: "\n"))
        print("rejected: \(rejected.map(\.promptDescription))")
        #expect(!generated.isEmpty)
        let prompts = generated.map { $0.promptDescription.lowercased() }
        #expect(Set(prompts).count == prompts.count)
        #expect(prompts.allSatisfy { prompt in !seeds.contains { $0.promptDescription.lowercased() == prompt } })
        #expect(await generator.samples.count == seeds.count + generated.count)
    }
}
