import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Choice lists of thousands of values with the real default model: the prompt lists a few and
/// says how many there are, the grammar enforces every one.
@Suite(.serialized, .tags(.model), .needsModel) struct LargeChoiceSessionTests {
    let greedy = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 40)

    @Test func aGuideWithTenThousandNamesGeneratesOneOfThem() async throws {
        let names = (0..<10_000).map { "Guest \($0)" }
        let guest = DynamicGenerationSchema(type: String.self, guides: [.anyOf(names)])
        let root = DynamicGenerationSchema(name: "Booking", properties: [.init(name: "guest", schema: guest)])
        let schema = try GenerationSchema(root: root, dependencies: [])
        let prompt = SchemaDescription(schema).instruction
        #expect(prompt.contains("One of 10000 values; the first 20 are listed.") && !prompt.contains("Guest 20\""))
        let response = try await LanguageModelSession(model: TestModels.qwen)
            .respond(to: "Book a table for one guest.", schema: schema, options: greedy)
        let value = try response.content.value(String.self, forProperty: "guest")
        print("guest: \(value)")
        #expect(names.contains(value))
    }

    @Test func anEnumOfFiftyThousandChoicesGeneratesOneOfThem() async throws {
        let codes = (0..<50_000).map { String(format: "C%05d", $0) }
        let schema = try GenerationSchema(root: DynamicGenerationSchema(name: "Code", anyOf: codes), dependencies: [])
        let clock = ContinuousClock()
        let start = clock.now
        let response = try await LanguageModelSession(model: TestModels.qwen)
            .respond(to: "Pick a product code.", schema: schema, options: greedy)
        let value = try response.content.value(String.self)
        print("code: \(value) in \(clock.now - start)")
        #expect(codes.contains(value))
    }
}
