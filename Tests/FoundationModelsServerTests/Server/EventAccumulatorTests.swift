import FoundationModels
import Testing

@testable import FoundationModelsServer

@Suite struct EventAccumulatorTests {
    private func append(_ text: String) -> LanguageModelExecutorGenerationChannel.Event {
        .response(entryID: "r", action: .appendText(text, tokenCount: 1))
    }

    private func replace(_ text: String) -> LanguageModelExecutorGenerationChannel.Event {
        .response(entryID: "r", action: .replaceTextSegment(text, tokenCount: 0))
    }

    /// The engine closes a string early at a clean place, taking back its end: the deltas of a
    /// structured answer still add up to the answer.
    @Test func aStringTakenBackIsNeverStreamed() {
        var accumulator = EventAccumulator(stop: [], structured: true)
        var streamed = ""
        for event in [
            append(#"{"name": "Ann", "greeting": "Hello there"#), append(", and wel"),
            replace(#"{"name": "Ann", "greeting": "Hello there."#), append(#"", "items": ["ale"]}"#),
        ] {
            streamed += accumulator.apply(event)
        }
        streamed += accumulator.rest()
        #expect(streamed == accumulator.answer)
        #expect(streamed == #"{"name": "Ann", "greeting": "Hello there.", "items": ["ale"]}"#)
    }

    @Test(arguments: [
        (#"{"a": "b"#, #"{"a": "#),
        (#"{"a": "b\"c"#, #"{"a": "#),
        (#"{"a": "b\\", "c"#, #"{"a": "b\\", "#),
        (#"{"a": 1"#, #"{"a"#),
        ("{", ""),
    ])
    func textIsSettledUpToTheLastUnescapedQuote(_ text: String, _ settled: String) {
        #expect(text.utf8.prefix(EventAccumulator.settled(text)).elementsEqual(settled.utf8))
    }

    @Test func plainTextIsStreamedAsItComes() {
        var accumulator = EventAccumulator(stop: [])
        #expect(accumulator.apply(append(#"He said "hi"#)) == #"He said "hi"#)
    }
}
