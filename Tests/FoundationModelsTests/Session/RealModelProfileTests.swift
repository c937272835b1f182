import Foundation
import FoundationModelsTestSupport
import Synchronization
import Testing

@testable import FoundationModels

/// Dynamic profiles on the real model, and what its KV cache keeps across profile switches and
/// rolling windows.
@Suite(.serialized, .tags(.model), .needsModel) struct RealModelProfileTests {
    let greedy = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 12)

    /// Instructions both profiles start with: long enough that reusing them shows.
    static let shared = """
        You are Mika, the barista of a small coffee shop in Lisbon. You know every drink on the menu: \
        espresso, cortado, flat white, cappuccino, latte, mocha, iced latte, cold brew and a galão, the \
        local milky coffee served in a glass. Pastries: pastel de nata, croissant and banana bread. \
        Answer in one short sentence.
        """

    /// What the app knows; the profile reads it.
    final class Rush: Sendable {
        private let flag = Atomic<Bool>(false)
        var isOn: Bool { flag.load(ordering: .relaxed) }
        func start() { flag.store(true, ordering: .relaxed) }
    }

    struct Barista: LanguageModelSession.DynamicProfile {
        let rush: Rush
        let model: LlamaLanguageModel

        var body: some DynamicProfile {
            if rush.isOn {
                Profile { Instructions(RealModelProfileTests.shared + " It is rush hour: answer in five words.") }
                    .model(model)
            } else {
                Profile { Instructions(RealModelProfileTests.shared + " Take your time and be warm.") }
                    .model(model)
            }
        }
    }

    private func statistics(_ response: LanguageModelSession.Response<String>) throws -> GenerationStatistics {
        try #require(GenerationStatistics(response.usage))
    }

    @Test func switchingProfilesThatShareInstructionsDecodesOnlyWhatDiffers() async throws {
        let rush = Rush()
        let session = LanguageModelSession(profile: Barista(rush: rush, model: TestModels.qwen))
        let first = try await session.respond(to: "What is a galão?", options: greedy)
        rush.start()
        let second = try await session.respond(to: "A cortado, please.", options: greedy)
        let figures = try statistics(second)
        print(
            "first turn decoded \(try statistics(first).decodedPromptTokens); after the switch \(figures.decodedPromptTokens) of \(figures.promptTokens)"
        )
        #expect(!second.content.isEmpty)
        // The shared instructions stay in the cache; the changed sentence and what follows it are decoded.
        #expect(figures.decodedPromptTokens < figures.promptTokens / 2)
        guard case .instructions(let instructions) = session.transcript.first else {
            Issue.record("no instructions entry")
            return
        }
        #expect(instructions.segments.map(\.description).joined().contains("rush hour"))
    }

    /// A modifier of the app's own that keeps the last turn, and a session property the profile
    /// reads: the turns so far, counted by a hook.
    struct LastTurn: LanguageModelSession.DynamicProfileModifier {
        func body(content: Content) -> some DynamicProfile {
            content.historyTransform { RollingWindow(entries: 2).apply(to: $0) }
        }
    }

    struct Counting: LanguageModelSession.DynamicProfile {
        let model: LlamaLanguageModel
        @SessionProperty(\.history) var history

        var body: some DynamicProfile {
            Profile {
                Instructions(RealModelProfileTests.shared + " This conversation has \(history.count) entries so far.")
            }
            .modifier(LastTurn())
            .model(model)
        }
    }

    @Test func aModifierAndASessionPropertyShapeWhatTheModelReads() async throws {
        let session = LanguageModelSession(profile: Counting(model: TestModels.qwen))
        var read: [Int] = []
        for prompt in ["What is a galão?", "Is a cortado strong?", "Thanks!"] {
            read.append(try statistics(try await session.respond(to: prompt, options: greedy)).promptTokens)
        }
        print("prompt tokens read per turn \(read)")
        #expect(session.transcript.count == 7)
        guard case .instructions(let instructions) = session.transcript.first else {
            Issue.record("no instructions entry")
            return
        }
        #expect(instructions.segments.map(\.description).joined().contains("has 4 entries so far"))
        // The window keeps the model's prompt from growing with the conversation.
        #expect(read[2] < read[1] + 20)
    }

    @Test func aRollingWindowKeepsTheInstructionsCachedAndThePromptBounded() async throws {
        let profile = LanguageModelSession.Profile { Instructions(Self.shared) }
            .historyTransform { RollingWindow(entries: 2).apply(to: $0) }
            .model(TestModels.qwen)
        let session = LanguageModelSession(profile: profile)
        var read: [Int] = []
        var decoded: [Int] = []
        for prompt in ["What is a galão?", "Is a cortado strong?", "Which pastry goes with it?", "Thanks!"] {
            let figures = try statistics(try await session.respond(to: prompt, options: greedy))
            read.append(figures.promptTokens)
            decoded.append(figures.decodedPromptTokens)
        }
        print("prompt tokens read per turn \(read), decoded \(decoded)")
        // The transcript keeps every entry; the model sees the instructions and the last turn.
        #expect(session.transcript.count == 9)
        let instructionTokens = try await TestModels.qwen.tokenCount(for: [
            .instructions(.init(segments: [.text(.init(content: Self.shared))], toolDefinitions: []))
        ])
        for (reads, decodes) in zip(read, decoded).dropFirst() {
            #expect(reads < instructionTokens + 80)
            #expect(decodes <= reads - instructionTokens + 8)
        }
    }
}
