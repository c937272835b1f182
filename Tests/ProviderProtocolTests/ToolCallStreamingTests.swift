import Foundation
import FoundationModels
import Synchronization
import Testing

/// Tool calls streamed through the channel: arguments in pieces, parallel calls interleaved by
/// id, retracted calls, and the tool loop around them.
@Suite struct ToolCallStreamingTests {
    struct Weather: Tool {
        let name = "getWeather"
        let description = "The weather in a city."
        let log = Log()

        @Generable
        struct Arguments {
            var city: String
        }

        func call(arguments: Arguments) async throws -> String {
            log.append(arguments.city)
            return "Sunny in \(arguments.city)"
        }
    }

    @Test func interleavedArgumentDeltasAssembleIntoCalls() async throws {
        let calls = "calls"
        let playback = Playback([
            [
                .toolCalls(
                    entryID: calls,
                    action: .toolCall(id: "a", name: "getWeather", action: .appendArguments(#"{"ci"#, tokenCount: 1))),
                .toolCalls(
                    entryID: calls,
                    action: .toolCall(
                        id: "b", name: "getWeather", action: .appendArguments(#"{"city":"Ro"#, tokenCount: 1))),
                .toolCalls(
                    entryID: calls,
                    action: .toolCall(
                        id: "a", name: "getWeather", action: .appendArguments(#"ty":"Paris"}"#, tokenCount: 1))),
                .toolCalls(
                    entryID: calls,
                    action: .toolCall(id: "b", name: "getWeather", action: .appendArguments(#"me"}"#, tokenCount: 1))),
            ],
            [.response(action: .appendText("Sunny in both.", tokenCount: 3))],
        ])
        let weather = Weather()
        let session = LanguageModelSession(model: PlaybackModel(playback: playback), tools: [weather])
        let response = try await session.respond(to: "Weather in Paris and Rome?")
        #expect(response.content == "Sunny in both.")
        #expect(weather.log.lines.sorted() == ["Paris", "Rome"])
        let kinds = response.transcriptEntries.map { entry -> String in
            switch entry {
            case .prompt: "prompt"
            case .toolCalls(let calls): "calls:" + calls.map(\.id).joined(separator: ",")
            case .toolOutput(let output): "output:" + output.id
            case .response: "response"
            default: "other"
            }
        }
        #expect(kinds == ["prompt", "calls:a,b", "output:a", "output:b", "response"])
        // The second step saw the calls and their outputs.
        #expect(playback.received.count == 2)
        #expect(playback.received[1].transcript.count == 5)
    }

    @Test func aRetractedCallDoesNotRun() async throws {
        let playback = Playback([
            [
                .toolCalls(
                    entryID: "c",
                    action: .toolCall(
                        id: "x", name: "getWeather", action: .appendArguments(#"{"city":"Oslo"}"#, tokenCount: 1))),
                .toolCalls(
                    entryID: "c",
                    action: .toolCall(
                        id: "y", name: "getWeather", action: .appendArguments(#"{"city":"Bern"}"#, tokenCount: 1))),
                .toolCalls(entryID: "c", action: .removeToolCall(id: "x")),
            ],
            [.response(action: .appendText("ok", tokenCount: 1))],
        ])
        let weather = Weather()
        try await LanguageModelSession(model: PlaybackModel(playback: playback), tools: [weather]).respond(to: "?")
        #expect(weather.log.lines == ["Bern"])
    }

    @Test func perCallMetadataIsKept() async throws {
        let playback = Playback([
            [
                .toolCalls(
                    entryID: "c",
                    action: .toolCall(id: "x", name: "getWeather", action: .updateMetadata(["tag": "first"]))),
                .toolCalls(
                    entryID: "c",
                    action: .toolCall(
                        id: "x", name: "getWeather", action: .appendArguments(#"{"city":"Oslo"}"#, tokenCount: 1))),
            ],
            [.response(action: .appendText("ok", tokenCount: 1))],
        ])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback), tools: [Weather()])
        try await session.respond(to: "?")
        let call = session.transcript.compactMap { if case .toolCalls(let calls) = $0 { calls.first } else { nil } }
            .first
        #expect(try call?.metadata["tag"]?.value(String.self) == "first")
    }

    @Test func toolCallingModeReachesTheExecutor() async throws {
        let playback = Playback([[.response(action: .appendText("ok", tokenCount: 1))]])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback), tools: [Weather()])
        try await session.respond(to: "?", options: GenerationOptions(toolCallingMode: .required))
        #expect(playback.received.first?.generationOptions.toolCallingMode == .required)
        #expect(playback.received.first?.enabledToolDefinitions.map(\.name) == ["getWeather"])
    }

    @Test func invalidArgumentsAreAParsingError() async throws {
        let playback = Playback([
            [
                .toolCalls(
                    action: .toolCall(
                        id: "x", name: "getWeather", action: .appendArguments(#"{"city":"#, tokenCount: 1)))
            ]
        ])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback), tools: [Weather()])
        await #expect(throws: GeneratedContent.ParsingError.self) { try await session.respond(to: "?") }
        #expect(session.transcript.count == 1)
    }
}
