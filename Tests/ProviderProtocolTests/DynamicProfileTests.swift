import Foundation
import FoundationModels
import Synchronization
import Testing

/// Dynamic profiles in the shapes Apple's documentation shows.
@Suite struct DynamicProfileTests {
    /// What the app knows; a profile reads it.
    typealias AppState = Flag

    struct Assistant: LanguageModelSession.DynamicProfile {
        let state: AppState
        let model: PlaybackModel

        var body: some DynamicProfile {
            if state.isSet {
                Profile {
                    Instructions("You are an expert. Answer in depth.")
                }
                .temperature(0.2)
            } else {
                Profile {
                    Instructions("You are a helper. Answer briefly.")
                }
                .temperature(0.9)
                .maximumResponseTokens(40)
            }
        }
    }

    private func replies(_ count: Int) -> Playback {
        Playback(Array(repeating: [.response(action: .appendText("OK", tokenCount: 1))], count: count))
    }

    @Test func aProfileSwitchesOnAppStateAtTheNextRequest() async throws {
        let playback = replies(2)
        let state = AppState()
        let model = PlaybackModel(playback: playback)
        let session = LanguageModelSession(profile: Assistant(state: state, model: model).model(model))
        try await session.respond(to: "one")
        state.set()
        try await session.respond(to: "two")
        let requests = playback.received
        #expect(
            requests.map(\.instructionsText) == [
                "You are a helper. Answer briefly.", "You are an expert. Answer in depth.",
            ])
        #expect(requests.map(\.generationOptions.temperature) == [0.9, 0.2])
        #expect(requests.map(\.generationOptions.maximumResponseTokens) == [40, nil])
        // The transcript keeps the instructions of the last request, in place.
        guard case .instructions(let instructions) = session.transcript.first else {
            Issue.record("no instructions entry")
            return
        }
        #expect(instructions.segments.map(\.description) == ["You are an expert. Answer in depth."])
    }

    @Test func callOptionsWinOverTheProfiles() async throws {
        let playback = replies(1)
        let model = PlaybackModel(playback: playback)
        let session = LanguageModelSession(profile: Assistant(state: AppState(), model: model).model(model))
        try await session.respond(to: "x", options: GenerationOptions(temperature: 0.5))
        #expect(playback.received.first?.generationOptions.temperature == 0.5)
        #expect(playback.received.first?.generationOptions.maximumResponseTokens == 40)
    }

    struct LastTwo: LanguageModelSession.DynamicProfileModifier {
        func body(content: Content) -> some DynamicProfile {
            content.historyTransform { Array($0.suffix(2)) }
        }
    }

    @Test func aModifierTransformsWhatTheModelSeesNotTheTranscript() async throws {
        let playback = replies(3)
        let model = PlaybackModel(playback: playback)
        let profile = LanguageModelSession.Profile { Instructions("Be brief.") }.modifier(LastTwo()).model(model)
        let session = LanguageModelSession(profile: profile)
        for prompt in ["a", "b", "c"] { try await session.respond(to: prompt) }
        let seen = playback.received.last.map(\.transcript) ?? Transcript()
        #expect(seen.map(\.description) == ["(Response) OK", "(Prompt) c"])
        #expect(session.transcript.count == 7)
    }

    @Test func historyTransformsComposeOutsideIn() async throws {
        let playback = replies(2)
        let model = PlaybackModel(playback: playback)
        let profile = LanguageModelSession.Profile { Instructions("x") }
            .historyTransform { $0.filter { if case .prompt = $0 { true } else { false } } }
            .historyTransform { Array($0.suffix(3)) }
            .model(model)
        let session = LanguageModelSession(profile: profile)
        try await session.respond(to: "one")
        try await session.respond(to: "two")
        // The outer transform (the last written) runs first: the last three entries, then prompts only.
        #expect(playback.received.last?.transcript.map(\.description) == ["(Prompt) one", "(Prompt) two"])
    }

    @Test func aRollingWindowKeepsTheInstructionsAndWholeTurns() async throws {
        let playback = Playback([
            [.response(action: .appendText("A", tokenCount: 1))],
            [.toolCalls(action: .toolCall(id: "t", name: "unlock", action: .appendArguments("{}", tokenCount: 1)))],
            [.response(action: .appendText("B", tokenCount: 1))],
            [.response(action: .appendText("C", tokenCount: 1))],
        ])
        let model = PlaybackModel(playback: playback)
        let profile = LanguageModelSession.Profile {
            Instructions("Be brief.")
            Unlock(unlocked: Flag())
        }
        .historyTransform { RollingWindow(entries: 3).apply(to: $0) }
        .model(model)
        let session = LanguageModelSession(profile: profile)
        try await session.respond(to: "one")
        try await session.respond(to: "two")
        try await session.respond(to: "three")
        // Three entries back from the end would cut the second turn between its tool call and
        // output: the window starts at that turn's prompt instead.
        let seen = playback.received.last?.transcript.map(\.description) ?? []
        #expect(seen.first == "(Instructions) Be brief.")
        #expect(
            Array(seen.dropFirst()) == [
                "(Prompt) two", "(Tool calls) unlock {}", "(Tool output: unlock) unlocked",
                "(Response) B", "(Prompt) three",
            ])
        #expect(session.transcript.count == 9)
    }

    struct Visits: LanguageModelSession.DynamicProfile {
        let model: PlaybackModel
        @SessionProperty(\.visits) var visits
        @SessionProperty(\.history) var history

        var body: some DynamicProfile {
            Profile {
                Instructions("This is visit \(visits + 1).")
            }
            .onResponse {
                visits += 1
                if history.count > 4 { history = history.suffix(2) }
            }
            .model(model)
        }
    }

    @Test func sessionPropertiesAreReadInTheBodyAndWrittenInHooks() async throws {
        let playback = replies(3)
        let session = LanguageModelSession(profile: Visits(model: PlaybackModel(playback: playback)))
        for prompt in ["a", "b", "c"] { try await session.respond(to: prompt) }
        #expect(
            playback.received.map(\.instructionsText) == ["This is visit 1.", "This is visit 2.", "This is visit 3."])
        #expect(session.properties.visits == 3)
        // The third response left six entries after the instructions; the hook kept two.
        #expect(session.transcript.count == 3)
    }

    @Test func activationHooksRunWhenTheActiveProfileChanges() async throws {
        let log = Log()
        let state = AppState()
        let playback = replies(3)
        let model = PlaybackModel(playback: playback)
        struct Switching: LanguageModelSession.DynamicProfile {
            let state: AppState
            let log: Log
            var body: some DynamicProfile {
                if state.isSet {
                    Profile { Instructions("expert") }
                        .onActivate { [log] in log.append("expert on") }
                        .onDeactivate { [log] in log.append("expert off") }
                } else {
                    Profile { Instructions("helper") }
                        .onActivate { [log] in log.append("helper on") }
                        .onDeactivate { [log] in log.append("helper off") }
                }
            }
        }
        let session = LanguageModelSession(profile: Switching(state: state, log: log).model(model))
        try await session.respond(to: "1")
        try await session.respond(to: "2")
        state.set()
        try await session.respond(to: "3")
        #expect(log.lines == ["helper on", "helper off", "expert on"])
    }

    @Test func dynamicInstructionsCarryToolsAndChangeAfterAToolRuns() async throws {
        let unlocked = Flag()
        let playback = Playback([
            [.toolCalls(action: .toolCall(id: "u", name: "unlock", action: .appendArguments("{}", tokenCount: 1)))],
            [.response(action: .appendText("42", tokenCount: 1))],
        ])
        let session = LanguageModelSession(
            model: PlaybackModel(playback: playback),
            dynamicInstructions: Vault(unlocked: unlocked))
        try await session.respond(to: "What is the secret?")
        let requests = playback.received
        #expect(requests.map(\.enabledToolDefinitions.count) == [1, 0])
        #expect(requests.last?.instructionsText == "You guard a vault.The secret is 42.")
    }
}

/// Sets a flag when the model calls it.
struct Unlock: Tool {
    let name = "unlock"
    let description = "Unlocks the secret."
    let unlocked: Flag

    @Generable
    struct Arguments {}

    func call(arguments: Arguments) async throws -> String {
        unlocked.set()
        return "unlocked"
    }
}

/// Instructions that offer the unlock tool until it has run, then tell the secret.
struct Vault: DynamicInstructions {
    let unlocked: Flag

    var body: some DynamicInstructions {
        Instructions("You guard a vault.")
        if unlocked.isSet {
            Instructions("The secret is 42.")
        } else {
            Unlock(unlocked: unlocked)
        }
    }
}

extension SessionPropertyValues {
    @SessionPropertyEntry var visits: Int = 0
}

extension LanguageModelExecutorGenerationRequest {
    /// The text of the instructions the request starts with.
    var instructionsText: String {
        guard case .instructions(let instructions)? = transcript.first else { return "" }
        return instructions.segments.map(\.description).joined()
    }
}
