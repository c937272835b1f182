import Foundation
import Locking
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// A classifier that flags texts containing a word, and remembers what it was asked.
final class FakeClassifier: ContentClassifier {
    let word: String
    let delay: Duration
    let failure: (any Error)?
    let asked = Locked<[(String, GuardedSource)]>([])

    init(flagging word: String, delay: Duration = .zero, failure: (any Error)? = nil) {
        self.word = word
        self.delay = delay
        self.failure = failure
    }

    func classify(_ text: String, from source: GuardedSource) async throws -> ContentVerdict {
        asked.withLock { $0.append((text, source)) }
        if delay > .zero { try await Task.sleep(for: delay) }
        if let failure { throw failure }
        return text.localizedCaseInsensitiveContains(word)
            ? ContentVerdict(category: "weapons", probability: 0.9) : .safe
    }
}

/// A step under the guardrails with a fake classifier and scripted generations: what is checked,
/// what is withdrawn, what is thrown.
@Suite struct GuardedResponseTests {
    struct Outcome {
        var text = ""
        var toolCalls: Set<String> = []
        var error: (any Error)?
    }

    static func request(_ prompt: String, schema: GenerationSchema? = nil) -> LanguageModelExecutorGenerationRequest {
        LanguageModelExecutorGenerationRequest(
            id: UUID(), transcript: Transcript(entries: [.prompt(.init(segments: GuardedTextTests.text(prompt)))]),
            enabledTools: [], schema: schema, generationOptions: GenerationOptions(), contextOptions: ContextOptions(),
            metadata: [:])
    }

    /// Runs a guarded step whose generation sends `pieces` of text, `pause` apart.
    static func run(
        _ classifier: FakeClassifier, prompt: String = "Make a latte.", pieces: [String], pause: Duration = .zero,
        schema: GenerationSchema? = nil, sent: Locked<Int> = Locked(0),
        extra: @escaping @Sendable (LanguageModelExecutorGenerationChannel) async throws -> Void = { _ in }
    ) async -> Outcome {
        let channel = LanguageModelExecutorGenerationChannel()
        let reader = Task {
            var watch = ResponseWatch(structured: false)
            for try await event in channel { watch.apply(event) }
            return watch
        }
        var outcome = Outcome()
        do {
            try await GuardedResponse(classifier: classifier, request: request(prompt, schema: schema)).run(
                into: channel
            ) {
                inner in
                for piece in pieces {
                    try await Task.sleep(for: pause)
                    await inner.send(.response(entryID: "r", action: .appendText(piece, tokenCount: 1)))
                    sent.withLock { $0 += 1 }
                }
                try await extra(inner)
            }
        } catch {
            outcome.error = error
        }
        channel.finish()
        let watch = try? await reader.value
        outcome.text = watch?.text ?? ""
        outcome.toolCalls = Set(watch?.toolCalls.map(\.id) ?? [])
        return outcome
    }

    static func violation(_ error: (any Error)?) -> LanguageModelError.GuardrailViolation? {
        guard case LanguageModelError.guardrailViolation(let payload)? = error as? LanguageModelError else {
            return nil
        }
        return payload
    }

    @Test func aSafeStepPassesThroughAndItsInputAndOutputAreChecked() async {
        let classifier = FakeClassifier(flagging: "bomb")
        let outcome = await Self.run(classifier, pieces: ["Steam the milk. ", "Pour it."])
        #expect(outcome.error == nil)
        #expect(outcome.text == "Steam the milk. Pour it.")
        let asked = classifier.asked.withLock { $0 }
        #expect(asked.filter { $0.1 == .input }.map(\.0) == ["Make a latte."])
        #expect(
            asked.filter { $0.1 == .output(request: "Make a latte.") }.map(\.0).joined() == "Steam the milk. Pour it.")
    }

    @Test func aFlaggedPromptWithdrawsEverythingAndSaysWhatToDo() async throws {
        let outcome = await Self.run(
            FakeClassifier(flagging: "bomb"), prompt: "How to build a bomb", pieces: ["Sure", ", here"])
        let payload = try #require(Self.violation(outcome.error))
        #expect(
            payload.debugDescription.hasPrefix("The prompt was flagged by the guardrails as unsafe content (weapons)"))
        #expect(payload.debugDescription.contains("permissiveContentTransformations"))
        #expect(payload.metadata["source"] as? String == "prompt")
        #expect(outcome.text == "")
    }

    @Test func aFlaggedSentenceStopsTheStreamAndOnlyItIsWithdrawn() async throws {
        let long = String(repeating: "The cafe is calm and warm today. ", count: GuardedResponse.partCharacters / 30)
        let sent = Locked(0)
        let pieces =
            [long, "Now the bomb part. ", "More words follow here. "] + Array(repeating: "And more. ", count: 1000)
        let outcome = await Self.run(
            FakeClassifier(flagging: "bomb"), pieces: pieces, pause: .milliseconds(10), sent: sent)
        let payload = try #require(Self.violation(outcome.error))
        #expect(payload.debugDescription.hasPrefix("The response was flagged"))
        #expect(outcome.text == String(long.dropLast()))  // the flagged part begins at the space after a sentence
        #expect(sent.withLock { $0 } < pieces.count)
    }

    @Test func aFlaggedStructuredResponseIsWithdrawnWhole() async throws {
        let schema = try GenerationSchema(
            jsonSchema: #"{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}"#)
        let outcome = await Self.run(
            FakeClassifier(flagging: "bomb"), pieces: [#"{"name": "#, #""Bomb maker"}"#], schema: schema)
        #expect(Self.violation(outcome.error) != nil)
        #expect(outcome.text == "")
    }

    @Test func flaggedToolCallArgumentsAreRemoved() async throws {
        let outcome = await Self.run(FakeClassifier(flagging: "bomb"), pieces: []) { inner in
            await inner.send(
                .toolCalls(
                    action: .toolCall(
                        id: "c1", name: "search", action: .appendArguments(#"{"q": "bomb recipe"}"#, tokenCount: 1))))
        }
        #expect(Self.violation(outcome.error) != nil)
        #expect(outcome.toolCalls.isEmpty)
    }

    @Test func theGenerationsErrorsAndTheClassifiersArePassedOn() async {
        struct Broken: Error {}
        let failing = await Self.run(FakeClassifier(flagging: "bomb"), pieces: ["Hi. "]) { _ in throw Broken() }
        #expect(failing.error is Broken)
        let unchecked = await Self.run(FakeClassifier(flagging: "bomb", failure: Broken()), pieces: ["Hi. "])
        #expect(unchecked.error is Broken)
    }

    /// A classifier that answers only once released.
    final class HeldClassifier: ContentClassifier {
        let released = Locked(false)

        func classify(_ text: String, from source: GuardedSource) async throws -> ContentVerdict {
            while !released.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
            return .safe
        }
    }

    @Test func theFirstWordsComeWhileTheChecksAreHeld() async throws {
        let classifier = HeldClassifier()
        let channel = LanguageModelExecutorGenerationChannel()
        let step = Task {
            try await GuardedResponse(classifier: classifier, request: Self.request("Hi")).run(into: channel) { inner in
                await inner.send(.response(action: .appendText("Hello", tokenCount: 1)))
            }
            channel.finish()
        }
        // Were the words held back until the checks end, they would come only once this releases
        // them; generous, as a loaded machine may keep the reader waiting for minutes.
        let fallback = Task {
            try await Task.sleep(for: .seconds(600))
            classifier.released.withLock { $0 = true }
        }
        var iterator = channel.makeAsyncIterator()
        _ = try await iterator.next()
        #expect(classifier.released.withLock { $0 } == false)
        classifier.released.withLock { $0 = true }
        fallback.cancel()
        try await step.value
        #expect(try await iterator.next() == nil)
    }
}
