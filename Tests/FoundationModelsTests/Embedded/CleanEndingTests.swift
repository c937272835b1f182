import GuidedGeneration
import LlamaRuntime
import Testing

@testable import FoundationModels

/// Where a string reads as finished, and the repetition penalty that keeps strings from looping.
@Suite struct CleanEndingTests {
    private func place(_ text: String, next: String? = " ") -> CleanEnding.Place? {
        CleanEnding.place(of: Array(text.utf8)[...], next: next?.utf8.first)
    }

    @Test func sentencesAndWholeWordsAreCleanPlaces() {
        #expect(place("Fresh pasta with basil.") == .sentence)
        #expect(place("Fresh pasta with basil") == .word)
        #expect(place("Fresh pasta with basil", next: "s") == nil)  // mid-word
        #expect(place("Fresh pasta with basil", next: nil) == nil)  // may be mid-word
        #expect(place("Fresh pasta with basil.", next: nil) == .sentence)
        #expect(place("Fresh pasta with") == nil)
        #expect(place("basil, ") == nil)
        #expect(place("basil,") == nil)
        #expect(place(" .") == nil)
        #expect(place("") == nil)
    }

    @Test func aDanglingConnectorOrCommaEndsBadly() {
        #expect(CleanEnding.endsBadly(Array("tomato and garlic and ".utf8)[...]))
        #expect(CleanEnding.endsBadly(Array("a variety of basil,".utf8)[...]))
        #expect(!CleanEnding.endsBadly(Array("a variety of basil".utf8)[...]))
        #expect(!CleanEnding.endsBadly(Array("{\"name\":\"".utf8)[...]))
    }

    @Test func thePenaltyFallsOnTheTokenThatWouldRepeatASequence() {
        var penalty = RepetitionPenalty()
        for token: LlamaToken in [1, 2, 3, 1] { penalty.record(token) }
        #expect(penalty.penalties().isEmpty)  // one token of echo is allowed
        penalty.record(2)
        #expect(penalty.penalties() == [3: 0.8])
        penalty.record(3)
        penalty.record(1)
        penalty.record(2)
        // "1 2 3 1 2" seen again: 3 would repeat five tokens.
        #expect((penalty.penalties()[3] ?? 0) > 4)
        penalty.truncate(to: 4)
        #expect(penalty.penalties().isEmpty)
    }

    @Test func noRepeatIsMatchedAcrossTwoStrings() {
        var penalty = RepetitionPenalty()
        for token: LlamaToken in [1, 2, 3] { penalty.record(token) }
        penalty.endString()
        penalty.record(1)
        penalty.record(2)
        #expect(penalty.penalties() == [3: 0.8])
        penalty.endString()
        penalty.record(2)
        #expect(penalty.penalties().isEmpty)
    }
}
