import Foundation
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// What the guardrails check: a step's new input, and the parts of its output as it streams.
@Suite struct GuardedTextTests {
    static func text(_ content: String) -> [Transcript.Segment] { [.text(.init(content: content))] }

    @Test func theInputIsThePromptOrTheToolOutputsAfterTheLastCalls() throws {
        let instructions = Transcript.Entry.instructions(.init(segments: Self.text("Be kind."), toolDefinitions: []))
        let prompt = Transcript.Entry.prompt(.init(segments: Self.text("Weather in Paris?")))
        let call = Transcript.ToolCall(
            id: "1", toolName: "weather", arguments: try GeneratedContent(json: #"{"city":"Paris"}"#))
        let outputs: [Transcript.Entry] = [
            .toolOutput(.init(id: "1", toolName: "weather", segments: Self.text("Sunny"))),
            .toolOutput(.init(id: "2", toolName: "weather", segments: Self.text("Warm"))),
        ]
        #expect(GuardedText.input(of: Transcript(entries: [instructions, prompt])) == "Weather in Paris?")
        #expect(
            GuardedText.input(of: Transcript(entries: [instructions, prompt, .toolCalls(.init([call]))] + outputs))
                == "Sunny\nWarm")
        #expect(GuardedText.input(of: Transcript(entries: [instructions])) == nil)
        #expect(
            GuardedText.input(
                of: Transcript(entries: [prompt, .response(.init(assetIDs: [], segments: Self.text("Hi")))])) == nil)
        #expect(
            GuardedText.request(of: Transcript(entries: [instructions, prompt, .toolCalls(.init([call]))] + outputs))
                == "Weather in Paris?")
    }

    @Test func anAnswerIsClassifiedWithTheRequestItAnswers() {
        let prompt = ClassifierPrompt(for: .output(request: "Make a latte."))
        #expect(prompt.message("Steam the milk.") == "Request: Make a latte.\nAnswer: Steam the milk.")
        #expect(ClassifierPrompt(for: .input).message("Hi") == "Message:\n\"\"\"\nHi\n\"\"\"")
        #expect(prompt.messages.first?.role == "system" && prompt.messages.count % 2 == 1)
    }

    @Test func aStructuredResponseSaysItsStringValuesNotItsKeys() {
        let json = #"{"name": "Ghost \"Boo\"", "tags": ["a", "b"], "age": 3, "about": "unfinis"#
        #expect(GuardedText.stringValues(in: json) == [#"Ghost \"Boo\""#, "a", "b"])
        #expect(GuardedText.stringValues(in: #""just a string""#) == [])
        #expect(GuardedText.stringValues(in: #""just a string""#, complete: true) == ["just a string"])
        #expect(GuardedText.stringValues(in: #"{"key": "value"}"#) == ["value"])
    }

    @Test func aTextResponseIsCutAtSentenceEndsOnceEnoughHasCome() {
        var watch = ResponseWatch(structured: false)
        watch.apply(.response(entryID: "r", action: .appendText("One. Two is longer", tokenCount: 1)))
        #expect(watch.nextPart(minimum: 3) == .init(text: "One.", start: 0))
        #expect(watch.nextPart(minimum: 3) == nil)
        watch.apply(.response(action: .appendText(". Three! ", tokenCount: 1)))
        #expect(watch.nextPart(minimum: 3) == .init(text: " Two is longer.", start: 4))
        #expect(watch.rest() == .init(text: " Three! ", start: 19))
        #expect(watch.rest() == nil)
        #expect(watch.entryID == "r")
    }

    @Test func aReplacedTextIsCheckedFromWhereItDiffers() {
        var watch = ResponseWatch(structured: false)
        watch.apply(.response(action: .appendText("Hello there. General", tokenCount: 1)))
        #expect(watch.nextPart(minimum: 5)?.text == "Hello there.")
        watch.apply(.response(action: .replaceTextSegment("Hello", tokenCount: 0)))
        watch.apply(.response(action: .appendText(" world.", tokenCount: 1)))
        #expect(watch.rest() == .init(text: " world.", start: 5))
    }

    @Test func aStructuredResponseIsCutAtValuesAndToolCallsAreCheckedAtTheEnd() {
        var watch = ResponseWatch(structured: true)
        watch.apply(.response(action: .appendText(#"{"name": "Moon", "order": "A lat"#, tokenCount: 1)))
        #expect(watch.nextPart(minimum: 10) == nil)
        watch.apply(.response(action: .appendText(#"te with foam", "size": "#, tokenCount: 1)))
        #expect(watch.nextPart(minimum: 10) == .init(text: "Moon\nA latte with foam", start: 0))
        watch.apply(.response(action: .appendText(#""big"}"#, tokenCount: 1)))
        watch.apply(
            .toolCalls(
                action: .toolCall(id: "c", name: "find", action: .appendArguments(#"{"q": "owls"}"#, tokenCount: 1))))
        #expect(watch.rest() == .init(text: "big\nowls", start: 0))
    }

    @Test func aLongTextIsClassifiedInWindowsCutAtSpaces() {
        let text = String(repeating: "word ", count: ModelContentClassifier.windowCharacters / 2)
        let windows = ModelContentClassifier.windows(of: text)
        #expect(windows.count == 3)
        #expect(windows.allSatisfy { $0.count <= ModelContentClassifier.windowCharacters })
        #expect(windows.dropLast().allSatisfy { $0.hasSuffix(" ") })
        #expect(windows.joined() == text)
        #expect(ModelContentClassifier.windows(of: "short") == ["short"])
    }

    @Test func verdictsAreKeptUpToTheCapacity() {
        var cache = VerdictCache()
        for index in 0...VerdictCache.capacity { cache["\(index)"] = .safe }
        #expect(cache["0"] == nil)
        #expect(cache["1"] == .safe)
        #expect(cache["\(VerdictCache.capacity)"] == .safe)
    }
}
