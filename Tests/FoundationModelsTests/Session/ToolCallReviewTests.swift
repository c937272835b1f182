import Foundation
import FoundationModelsTestSupport
import Locking
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// The tool-call reviewer (an extension of this project) against the scripted mock model.
@Suite struct ToolCallReviewTests {
    struct Declined: Error {}

    static func call(_ city: String, id: String = UUID().uuidString) -> Transcript.ToolCall {
        Transcript.ToolCall(id: id, toolName: "WeatherTool", arguments: GeneratedContent(properties: ["city": city]))
    }

    static func entries(_ session: LanguageModelSession) -> (
        calls: [Transcript.ToolCall], outputs: [Transcript.ToolOutput]
    ) {
        var calls: [Transcript.ToolCall] = []
        var outputs: [Transcript.ToolOutput] = []
        for entry in session.transcript {
            if case .toolCalls(let made) = entry { calls += made }
            if case .toolOutput(let output) = entry { outputs.append(output) }
        }
        return (calls, outputs)
    }

    /// The tool outputs the model was shown in its last request.
    static func lastOutputsSeen(by model: ScriptedModel) -> [String] {
        let request = model.requests.last
        return (request?.transcript ?? Transcript()).compactMap { entry -> String? in
            if case .toolOutput(let output) = entry { output.segments.text } else { nil }
        }
    }

    @Test func theReviewerSeesTheCallAndRunApprovesIt() async throws {
        let model = ScriptedModel(replies: [.toolCalls([Self.call("Paris", id: "c1")]), .text("Sunny in Paris.")])
        let weather = WeatherTool()
        let session = LanguageModelSession(model: model, tools: [weather])
        let seen = Locked<[Transcript.ToolCall]>([])
        session.toolCallReviewer = { call in
            seen.withLock { $0.append(call) }
            return .run
        }
        let response = try await session.respond(to: "Weather in Paris?")
        #expect(seen.withLock { $0 } == [Self.call("Paris", id: "c1")])
        #expect(weather.cities == ["Paris"])
        #expect(response.content == "Sunny in Paris.")
        let (calls, outputs) = Self.entries(session)
        #expect(calls == [Self.call("Paris", id: "c1")])
        #expect(outputs.map(\.id) == ["c1"] && outputs[0].segments.text == "It is 31°C and sunny in Paris.")
        #expect(Self.lastOutputsSeen(by: model) == ["It is 31°C and sunny in Paris."])
    }

    @Test func replacedArgumentsRunAndAreWhatTheTranscriptRecords() async throws {
        let model = ScriptedModel(replies: [.toolCalls([Self.call("Pari", id: "c1")]), .text("Sunny in Paris.")])
        let weather = WeatherTool()
        let session = LanguageModelSession(model: model, tools: [weather])
        session.toolCallReviewer = { call in
            .replace(arguments: GeneratedContent(properties: ["city": "Paris"]))
        }
        let response = try await session.respond(to: "Weather in Paris?")
        #expect(weather.cities == ["Paris"])
        #expect(response.content == "Sunny in Paris.")
        let (calls, outputs) = Self.entries(session)
        #expect(calls == [Self.call("Paris", id: "c1")])
        #expect(outputs.map(\.segments.text) == ["It is 31°C and sunny in Paris."])
        #expect(response.transcriptEntries.count == 4)
    }

    @Test func aDeclinedCallDoesNotRunAndTheModelIsToldSo() async throws {
        let model = ScriptedModel(replies: [.toolCalls([Self.call("Oslo", id: "c1")]), .text("I can't check that.")])
        let weather = WeatherTool()
        let session = LanguageModelSession(model: model, tools: [weather])
        session.toolCallReviewer = { _ in .decline }
        let response = try await session.respond(to: "Weather in Oslo?")
        #expect(weather.cities.isEmpty)
        #expect(response.content == "I can't check that.")
        let (calls, outputs) = Self.entries(session)
        #expect(calls.map(\.toolName) == ["WeatherTool"])
        guard case .skip(let declined) = LanguageModelSession.ToolCallDecision.decline else {
            Issue.record("not a skip")
            return
        }
        #expect(outputs.map(\.id) == ["c1"] && outputs[0].segments.text == declined)
        #expect(Self.lastOutputsSeen(by: model) == [declined])
    }

    @Test func aSkippedCallGivesTheModelTheReviewersOutput() async throws {
        let model = ScriptedModel(replies: [.toolCalls([Self.call("Oslo")]), .text("It snows.")])
        let weather = WeatherTool()
        let session = LanguageModelSession(model: model, tools: [weather])
        session.toolCallReviewer = { _ in .skip(output: "It is -3°C and snowing in Oslo.") }
        try await session.respond(to: "Weather in Oslo?")
        #expect(weather.cities.isEmpty)
        #expect(Self.lastOutputsSeen(by: model) == ["It is -3°C and snowing in Oslo."])
    }

    @Test func callsOfOneStepAreReviewedInOrderWithTheirOwnDecisions() async throws {
        let calls = [Self.call("Paris"), Self.call("Oslo"), Self.call("Rome")]
        let model = ScriptedModel(replies: [.toolCalls(calls), .text("Done.")])
        let weather = WeatherTool()
        let session = LanguageModelSession(model: model, tools: [weather])
        let order = Locked<[String]>([])
        session.toolCallReviewer = { call in
            let city = try call.arguments.value(String.self, forProperty: "city")
            order.withLock { $0.append(city) }
            switch city {
            case "Oslo": return .decline
            case "Rome": return .replace(arguments: GeneratedContent(properties: ["city": "Milan"]))
            default: return .run
            }
        }
        try await session.respond(to: "Weather in three cities?")
        #expect(order.withLock { $0 } == ["Paris", "Oslo", "Rome"])
        #expect(Set(weather.cities) == ["Paris", "Milan"])
        let (recorded, outputs) = Self.entries(session)
        #expect(
            try recorded.map { try $0.arguments.value(String.self, forProperty: "city") } == ["Paris", "Oslo", "Milan"])
        #expect(outputs.map(\.id) == recorded.map(\.id))
        #expect(outputs[2].segments.text == "It is 31°C and sunny in Milan.")
    }

    @Test func aThrowingReviewerEndsTheTurnAndLeavesTheTranscript() async throws {
        let model = ScriptedModel(replies: [.toolCalls([Self.call("Paris")]), .text("Hello.")])
        let weather = WeatherTool()
        let session = LanguageModelSession(model: model, tools: [weather], instructions: "Be brief.")
        session.toolCallReviewer = { _ in throw Declined() }
        await #expect(throws: Declined.self) { try await session.respond(to: "Weather in Paris?") }
        #expect(weather.cities.isEmpty)
        #expect(session.transcript.count == 1)
        session.toolCallReviewer = nil
        let response = try await session.respond(to: "Hi")
        #expect(response.content == "Hello.")
    }

    @Test func replacementArgumentsThatDoNotDecodeGiveToolCallError() async throws {
        let model = ScriptedModel(replies: [.toolCalls([Self.call("Paris")])])
        let session = LanguageModelSession(model: model, tools: [WeatherTool()])
        session.toolCallReviewer = { _ in .replace(arguments: GeneratedContent(properties: ["town": "Paris"])) }
        await #expect {
            try await session.respond(to: "Weather in Paris?")
        } throws: { error in
            (error as? LanguageModelSession.ToolCallError)?.tool.name == "WeatherTool"
        }
        #expect(session.transcript.count == 1)
    }
}
