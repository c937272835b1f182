import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FMBenchmarks

/// The validity cases with random logits (the mask alone) on the real Qwen and Gemma
/// vocabularies: a CI-sized sample of `fm bench validity --random-logits`.
@Suite(.serialized, .tags(.model), .needsModel) struct ValidityBenchmarkTests {
    static let folder = SystemLanguageModel.defaultModelURL.deletingLastPathComponent()
    static let models = ["qwen2.5-coder-0.5b-instruct-q8_0.gguf", "gemma-3-270m-q4_k_m.gguf"]
    static let seeds = Int(ProcessInfo.processInfo.environment["FM_RANDOM_LOGITS_RUNS"] ?? "") ?? 1

    @Test(arguments: models)
    func randomLogitsStayValidAndWithinBudget(model file: String) throws {
        let generator = try RandomLogitsGenerator(
            model: LlamaLanguageModel(contentsOf: Self.folder.appendingPathComponent(file)))
        for validityCase in try ValidityCase.all() {
            for seed in 0..<Self.seeds {
                let options = ValidityCase.options(seed: seed, budget: validityCase.budget)
                let (text, tokens) = try generator.respond(
                    schema: validityCase.schema, options: options, logitSeed: UInt64(seed))
                #expect(validityCase.problems(text) == [], "\(validityCase.name), seed \(seed): \(text)")
                #expect(tokens <= validityCase.budget, "\(validityCase.name), seed \(seed): \(tokens) tokens")
            }
        }
    }

    /// Regression: near the end of the budget, a sampled token (here `\u` in a pattern string)
    /// could lengthen the shortest completion by more than the tokens left, so the wrap-up went
    /// one token over the budget of 80.
    @Test func aTokenThatLengthensTheCompletionIsNotTakenAtTheEnd() throws {
        let generator = try RandomLogitsGenerator(
            model: LlamaLanguageModel(contentsOf: Self.folder.appendingPathComponent(Self.models[0])))
        let ticket = ValidityCase(OrderTicket.self, prompt: "", budget: 80)
        let (text, tokens) = try generator.respond(
            schema: ticket.schema, options: ValidityCase.options(seed: 0, budget: 80), logitSeed: 0)
        #expect(tokens <= 80, "\(tokens) tokens: \(text)")
        #expect(ticket.problems(text) == [], "\(text)")
    }

    @Test func theChecksFindBrokenGuides() throws {
        let cases = Dictionary(uniqueKeysWithValues: try ValidityCase.all().map { ($0.name, $0) })
        let ticket =
            #"{"drink":"tea","version":"v2","code":"AB-12","style":"hot-small","priceTag":"$1.00","#
            + #""receipt":"abcd","table":"T1","word":"a b","greek":"αβ"}"#
        #expect(cases["OrderTicket"]!.problems(ticket).count == 3)
        let bounds = #"{"score":1,"level":3,"code":"x","tree":{"name":"toolongname","children":[]}}"#
        #expect(cases["Bounds"]!.problems(bounds).count == 3)
        #expect(cases["Measurements"]!.problems("{}").first?.hasPrefix("does not decode") == true)
    }

    @Test func theProgramReportsEveryResponseValid() throws {
        let result = try Program(name: "fm").run([
            "bench", "validity", "--random-logits", "--runs", "1", "--types", "OrderTicket,Bounds",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("4/4 responses valid"))
    }
}
