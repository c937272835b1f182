import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FoundationModelsCore

@Suite(.tags(.model), .needsModel) struct SessionCondensingTests {
    static func summary(of session: LanguageModelSession) -> [String] {
        guard case .instructions(let instructions) = session.transcript.first else { return [] }
        return instructions.segments.filter { $0.id.hasPrefix(LanguageModelSession.summarySegmentPrefix) }.map(
            \.description)
    }

    @Test func summarizesOlderEntriesIntoTheInstructionsAndKeepsTheLastOnes() async throws {
        let model = ScriptedModel(replies: [
            .text("Hi Ada."), .text("Noted."), .text("Latte."), .text("Ada likes cortados."), .text("Ada."),
        ])
        let session = LanguageModelSession(model: model, tools: [WeatherTool()], instructions: "Be brief.")
        for prompt in ["I am Ada.", "I like cortados.", "Suggest a drink."] { try await session.respond(to: prompt) }
        let condensed = try await session.condensed(keepingLast: 2)
        #expect(session.transcript.count == 7)  // the original is left as it was
        let entries = Array(condensed.transcript)
        #expect(entries.count == 3)
        #expect(entries[1...] == Array(session.transcript)[5...])
        #expect(Self.summary(of: condensed) == ["Summary of the conversation so far: Ada likes cortados."])
        guard case .instructions(let instructions) = entries[0] else {
            Issue.record("no instructions")
            return
        }
        #expect(instructions.segments.first?.description == "Be brief.")
        #expect(instructions.toolDefinitions.map(\.name) == ["WeatherTool"])
        // The summarizer saw the older entries, not the kept ones.
        let request = try #require(model.requests.last)
        guard case .prompt(let asked) = request.transcript.last else {
            Issue.record("no prompt")
            return
        }
        #expect(asked.segments.text.contains("I am Ada."))
        #expect(!asked.segments.text.contains("Suggest a drink."))
        #expect(request.enabledToolDefinitions.isEmpty)
        // The new session continues with the same model and tools.
        #expect(try await condensed.respond(to: "Who am I?").content == "Ada.")
        #expect(model.requests.last?.enabledToolDefinitions.map(\.name) == ["WeatherTool"])
    }

    @Test func condensingAgainReplacesTheSummaryWithOneThatIncludesIt() async throws {
        let model = ScriptedModel(replies: [
            .text("1"), .text("2"), .text("first summary"), .text("3"), .text("4"), .text("second summary"),
        ])
        var session = LanguageModelSession(model: model, instructions: "Be brief.")
        try await session.respond(to: "one")
        try await session.respond(to: "two")
        session = try await session.condensed(keepingLast: 2)
        try await session.respond(to: "three")
        try await session.respond(to: "four")
        session = try await session.condensed(keepingLast: 2)
        #expect(Self.summary(of: session) == ["Summary of the conversation so far: second summary"])
        #expect(session.transcript.count == 3)
        let request = try #require(model.requests.last)
        guard case .prompt(let asked) = request.transcript.last else {
            Issue.record("no prompt")
            return
        }
        #expect(asked.segments.text.contains("Earlier summary: Summary of the conversation so far: first summary"))
        #expect(asked.segments.text.contains("three"))
    }

    @Test func nothingOlderMeansNoSummary() async throws {
        let model = ScriptedModel(replies: [.text("Hi.")])
        let session = LanguageModelSession(model: model, instructions: "Be brief.")
        try await session.respond(to: "Hello")
        let condensed = try await session.condensed(keepingLast: 4)
        #expect(condensed.transcript == session.transcript)
        #expect(model.requests.count == 1)
    }

    @Test func theRealModelRemembersANameThroughTheSummary() async throws {
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 16)
        let session = LanguageModelSession(
            model: TestModels.qwen, instructions: "You are a helpful assistant. Answer briefly.")
        for prompt in ["Hello! My name is Zelda.", "What is 2 + 3?", "Name a fruit."] {
            try await session.respond(to: prompt, options: options)
        }
        let condensed = try await session.condensed(
            keepingLast: 2, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 48))
        print(Self.summary(of: condensed))
        #expect(condensed.transcript.count == 3)
        #expect(Self.summary(of: condensed).first?.contains("Zelda") == true)
        let answer = try await condensed.respond(to: "What is my name?", options: options)
        #expect(answer.content.contains("Zelda"))
    }
}
