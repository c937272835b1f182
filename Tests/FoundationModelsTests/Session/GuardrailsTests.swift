import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// The content filter on prompts and responses, with the real default model.
@Suite(.serialized, .tags(.model), .needsModel) struct GuardrailsTests {
    static let short = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 8)

    static func model(blocking phrases: [String], permissive: Bool = false) -> SystemLanguageModel {
        var guardrails = permissive ? SystemLanguageModel.Guardrails.permissiveContentTransformations : .default
        guardrails.blockedPhrases = phrases
        return SystemLanguageModel(url: TestModels.qwenURL, guardrails: guardrails)
    }

    static func isViolation(_ error: any Error, mentioning what: String) -> Bool {
        guard case LanguageModelError.guardrailViolation(let payload) = error else { return false }
        return payload.debugDescription.contains(what)
    }

    @Test func aBlockedResponseIsNotRecordedAndTheSessionGoesOn() async throws {
        let session = LanguageModelSession(
            model: Self.model(blocking: ["paris"]), instructions: "Answer in a few words.")
        await #expect {
            try await session.respond(to: "What is the capital of France?", options: Self.short)
        } throws: { Self.isViolation($0, mentioning: "The response contains the blocked phrase \"paris\"") }
        #expect(session.transcript.count == 1)
        #expect(
            try await session.respond(to: "What is the capital of Italy?", options: Self.short).content.contains("Rome")
        )
    }

    @Test func aBlockedPromptIsNeverSent() async throws {
        let session = LanguageModelSession(model: Self.model(blocking: ["smoothie"]))
        await #expect {
            try await session.respond(to: "Make me a SMOOTHIE", options: Self.short)
        } throws: { Self.isViolation($0, mentioning: "The prompt contains") }
        let schema = try GenerationSchema(
            jsonSchema: #"{"type":"object","properties":{"drink":{"type":"string"}},"required":["drink"]}"#)
        await #expect {
            try await session.respond(to: "A smoothie recipe", schema: schema, options: Self.short)
        } throws: { Self.isViolation($0, mentioning: "The prompt contains") }
        #expect(session.transcript.isEmpty)
    }

    @Test func permissiveContentTransformationsAllowTextButNotStructuredResponses() async throws {
        let session = LanguageModelSession(
            model: Self.model(blocking: ["paris"], permissive: true), instructions: "Answer in a few words.")
        let text = try await session.respond(to: "Repeat this sentence: Paris is in France.", options: Self.short)
        #expect(text.content.localizedCaseInsensitiveContains("paris"))
        let schema = try GenerationSchema(
            jsonSchema: #"{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}"#)
        await #expect {
            try await session.respond(
                to: "Which city is in this text: Paris is in France.", schema: schema,
                options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 16))
        } throws: { Self.isViolation($0, mentioning: "paris") }
        #expect(session.transcript.count == 3)
    }
}
