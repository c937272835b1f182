import Testing

@testable import FoundationModelsServer

@Suite struct StopSequencesTests {
    @Test func cutsAtTheEarliestStopSequence() {
        let stops = StopSequences(["END", "\n\n"])
        #expect(stops.cut("one\n\ntwo END") == ("one", true))
        #expect(stops.cut("no stop here") == ("no stop here", false))
    }

    @Test func holdsBackTextThatMayBecomeAStopSequence() {
        var stops = StopSequences(["END"])
        #expect(stops.release("Hello E") == "Hello ")
        #expect(stops.release("N") == "")
        #expect(stops.release("ough") == "ENough")
        #expect(stops.release(" END and more") == " ")
        #expect(stops.stopped)
        #expect(stops.release(", still") == "")
    }

    @Test func releasesTheHeldBackTextAtTheEnd() {
        var stops = StopSequences(["###"])
        #expect(stops.release("a ##") == "a ")
        #expect(stops.release("", final: true) == "##")
        #expect(!stops.stopped)
    }

    @Test func withoutStopSequencesEverythingIsReleased() {
        var stops = StopSequences([])
        #expect(stops.release("abc") == "abc")
        #expect(stops.release("def") == "def")
    }

    @Test func findsAStopSequenceSpreadOverSeveralPieces() {
        var stops = StopSequences(["<|end|>", "\n\n"])
        let pieces = ["Done", ".", " <|", "en", "d|", "> after"]
        #expect(pieces.map { stops.release($0) }.joined() == "Done. ")
        #expect(stops.stopped)
    }
}
