import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Guided generation end to end with the real default model.
@Suite(.serialized, .tags(.model), .needsModel) struct GuidedSessionTests {
    static let customerSchema = """
        {"type":"object","title":"Customer","properties":{
          "name":{"type":"string","description":"a first name"},
          "age":{"type":"integer","minimum":18,"maximum":99},
          "drink":{"enum":["latte","espresso","mocha","cortado"]},
          "tags":{"type":"array","items":{"type":"string","pattern":"^[a-z]{3,8}$"},"minItems":2,"maxItems":3},
          "rating":{"type":"number","minimum":0.5,"maximum":5}
        },"required":["name","age","drink","tags","rating"]}
        """

    @Test(arguments: [UInt64(1), 2, 3])
    func followsTheSchema(seed: UInt64) async throws {
        let schema = try GenerationSchema(jsonSchema: Self.customerSchema)
        let session = LanguageModelSession(model: TestModels.qwen)
        let response = try await session.respond(
            to: "Invent a coffee shop customer.", schema: schema,
            options: GenerationOptions(
                samplingMode: .random(top: 40, seed: seed), temperature: 1.0, maximumResponseTokens: 120))
        let content = response.rawContent
        print(content.jsonString)
        let age = try content.value(Int.self, forProperty: "age")
        #expect((18...99).contains(age))
        #expect(
            ["latte", "espresso", "mocha", "cortado"].contains(try content.value(String.self, forProperty: "drink")))
        let tags = try content.value([String].self, forProperty: "tags")
        #expect((2...3).contains(tags.count))
        #expect(tags.allSatisfy { $0.range(of: "^[a-z]{3,8}$", options: .regularExpression) != nil })
        let rating = try content.value(Double.self, forProperty: "rating")
        #expect(rating >= 0.5 && rating <= 5)
        guard
            case .structure = session.transcript.last.map({ entry -> Transcript.Segment? in
                if case .response(let r) = entry { return r.segments.first } else { return nil }
            }) ?? nil
        else {
            Issue.record("the response is not a structured segment")
            return
        }
    }

    @Test func aTinyBudgetStillGivesCompleteJSON() async throws {
        let schema = try GenerationSchema(jsonSchema: Self.customerSchema)
        let session = LanguageModelSession(model: TestModels.qwen)
        let response = try await session.respond(
            to: "Invent a customer with a very long name.", schema: schema,
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 30))
        #expect(response.rawContent.isComplete)
        let tokens = TestModels.qwenVocabulary.tokenize(response.rawContent.jsonString)
        #expect(tokens.count <= 32, "\(tokens.count) tokens for a budget of 30")
        print(response.rawContent.jsonString)
    }

    @Test func streamsPartialContentWithAStableID() async throws {
        let schema = try GenerationSchema(jsonSchema: Self.customerSchema)
        let session = LanguageModelSession(model: TestModels.qwen)
        var ids = Set<GenerationID?>()
        var count = 0
        var last: GeneratedContent?
        for try await snapshot in session.streamResponse(
            to: "Invent a customer.", schema: schema,
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 120))
        {
            ids.insert(snapshot.rawContent.id)
            count += 1
            last = snapshot.rawContent
        }
        #expect(count > 3)
        #expect(ids.count == 1)
        #expect(last?.isComplete == true)
    }
}
