import Foundation
import FoundationModelsTestSupport
import Locking
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

final class CallLog: Sendable {
    let cities = Locked<[String]>([])
}

struct WeatherTool: Tool {
    let description = "Get the current weather in a city."
    let log = CallLog()
    var cities: [String] { log.cities.withLock { $0 } }

    @Generable
    struct Arguments {
        @Guide(description: "The city name, e.g. Paris")
        var city: String
    }

    func call(arguments: Arguments) async throws -> String {
        log.cities.withLock { $0.append(arguments.city) }
        return "It is 31°C and sunny in \(arguments.city)."
    }
}

struct ExchangeRateTool: Tool {
    let name = "getExchangeRate"
    let description = "Get the exchange rate between two currencies."

    @Generable
    struct Arguments {
        @Guide(description: "ISO code of the currency to convert from", .pattern(/[A-Z]{3}/))
        var from: String
        @Guide(description: "ISO code of the currency to convert to", .pattern(/[A-Z]{3}/))
        var to: String
    }

    @Generable
    struct Rate {
        var rate: Double
    }

    func call(arguments: Arguments) async throws -> Rate {
        Rate(rate: 1.25)
    }
}

struct BrokenTool: Tool {
    let name = "getStockPrice"
    let description = "Get the price of a stock by its ticker symbol."

    @Generable
    struct Arguments {
        var ticker: String
    }

    struct Unavailable: Error {}

    func call(arguments: Arguments) async throws -> String { throw Unavailable() }
}

@Generable
struct WeatherReport {
    @Guide(description: "The city the report is for")
    var city: String
    @Guide(description: "The temperature in degrees Celsius")
    var temperature: Int
    @Guide(description: "The weather in a few words")
    var conditions: String
}

/// Tool calling with the real default model.
@Suite(.serialized, .tags(.model), .needsModel) struct ToolCallingTests {
    let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 60)

    @Test func callsTheToolAndUsesItsOutput() async throws {
        let weather = WeatherTool()
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [weather],
            instructions: "You are a helpful assistant. Use tools when they help.")
        let response = try await session.respond(to: "What is the weather like in Lisbon right now?", options: options)
        #expect(weather.cities.count == 1 && weather.cities[0].hasPrefix("Lisbo"))
        #expect(response.content.contains("31"))
        let kinds = session.transcript.map { entry -> String in
            switch entry {
            case .instructions: "instructions"
            case .prompt: "prompt"
            case .toolCalls: "toolCalls"
            case .toolOutput: "toolOutput"
            case .response: "response"
            case .reasoning: "reasoning"
            case .data: "data"
            }
        }
        #expect(kinds == ["instructions", "prompt", "toolCalls", "toolOutput", "response"])
        let data = try JSONEncoder().encode(session.transcript)
        #expect(try JSONDecoder().decode(Transcript.self, from: data) == session.transcript)
    }

    @Test func picksTheRightToolOfTwo() async throws {
        let weather = WeatherTool()
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [weather, ExchangeRateTool()],
            instructions: "You are a helpful assistant. Use tools when they help.")
        let response = try await session.respond(to: "How many US dollars is one euro today?", options: options)
        let called = session.transcript.compactMap { entry -> [String]? in
            if case .toolCalls(let calls) = entry { return calls.map(\.toolName) } else { return nil }
        }.flatMap { $0 }
        #expect(called == ["getExchangeRate"])
        #expect(weather.cities.isEmpty)
        #expect(response.content.contains("1.25"))
    }

    @Test func aQuestionThatNeedsNoToolGetsNoCall() async throws {
        let weather = WeatherTool()
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [weather],
            instructions: "You are a helpful assistant. Use tools when they help.")
        let response = try await session.respond(to: "Write a short poem about rain.", options: options)
        #expect(weather.cities.isEmpty)
        #expect(!session.transcript.contains { if case .toolCalls = $0 { true } else { false } })
        #expect(!response.content.isEmpty)
    }

    @Test func aThrowingToolGivesToolCallErrorAndTheSessionGoesOn() async throws {
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [BrokenTool()],
            instructions: "You are a helpful assistant. Use tools when they help.")
        await #expect {
            try await session.respond(to: "What is the stock price of AAPL?", options: options)
        } throws: { error in
            guard let error = error as? LanguageModelSession.ToolCallError else { return false }
            return error.tool.name == "getStockPrice" && error.underlyingError is BrokenTool.Unavailable
        }
        #expect(session.transcript.count == 1)
        let response = try await session.respond(to: "Say hello.", options: options)
        #expect(!response.content.isEmpty)
    }

    @Test func streamingATurnThatCallsToolsEndsWithASnapshot() async throws {
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [WeatherTool()],
            instructions: "You are a helpful assistant. Use tools when they help.")
        var last: String?
        for try await snapshot in session.streamResponse(to: "What's the weather in Oslo?", options: options) {
            last = snapshot.content
        }
        #expect(last?.contains("31") == true)
        guard case .response(let response) = session.transcript.last else {
            Issue.record("no response")
            return
        }
        #expect(response.segments.text == last)
    }

    @Test func aToolTurnCanAnswerWithAGenerableType() async throws {
        let weather = WeatherTool()
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [weather],
            instructions: "You are a helpful assistant. Use tools when they help.")
        let response = try await session.respond(
            to: "What is the weather like in Lisbon right now?",
            generating: WeatherReport.self, options: options)
        #expect(weather.cities.count == 1 && weather.cities[0].hasPrefix("Lisbo"))
        #expect(response.content.temperature == 31)
        #expect(response.content.city.hasPrefix("Lisbo"))
        let entries = Array(session.transcript)
        #expect(entries.count == 5)
        guard case .toolCalls(let calls) = entries[2], case .toolOutput(let output) = entries[3],
            case .response(let answer) = entries[4]
        else {
            Issue.record("unexpected entries \(entries)")
            return
        }
        #expect(output.id == calls[0].id && output.toolName == "WeatherTool")
        guard case .structure(let structure) = answer.segments.first else {
            Issue.record("not structured: \(answer)")
            return
        }
        #expect(try WeatherReport(structure.content).temperature == 31)
        #expect(response.rawContent.jsonString == structure.content.jsonString)
    }

    @Test func theReviewerReplacesACallsArgumentsAndTheTurnGoesOn() async throws {
        let weather = WeatherTool()
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [weather],
            instructions: "You are a helpful assistant. Use tools when they help.")
        let seen = Locked<[String]>([])
        session.toolCallReviewer = { call in
            seen.withLock { $0.append(call.toolName) }
            return .replace(arguments: GeneratedContent(properties: ["city": "Porto"]))
        }
        let response = try await session.respond(to: "What is the weather like in Lisbon right now?", options: options)
        #expect(seen.withLock { $0 } == ["WeatherTool"])
        #expect(weather.cities == ["Porto"])
        #expect(response.content.contains("31"))
        let recorded = session.transcript.compactMap { entry -> String? in
            guard case .toolCalls(let calls) = entry else { return nil }
            return try? calls[0].arguments.value(String.self, forProperty: "city")
        }
        #expect(recorded == ["Porto"])
    }

    @Test func aDeclinedCallIsNotRunAndTheModelStillAnswers() async throws {
        let weather = WeatherTool()
        let session = LanguageModelSession(
            model: TestModels.qwen, tools: [weather],
            instructions: "You are a helpful assistant. Use tools when they help.")
        session.toolCallReviewer = { _ in .decline }
        let response = try await session.respond(to: "What is the weather like in Lisbon right now?", options: options)
        #expect(weather.cities.isEmpty)
        #expect(!response.content.isEmpty && !response.content.contains("<tool_call>"))
        guard case .response = session.transcript.last else {
            Issue.record("no response")
            return
        }
        #expect(session.transcript.contains { if case .toolOutput = $0 { true } else { false } })
    }
}
