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
        #expect(stops.release("Hello EN") == "")
        #expect(stops.release("Hello ENough") == "ENough")
        #expect(stops.release("Hello ENough END and more") == " ")
        #expect(stops.stopped)
        #expect(stops.release("Hello ENough END and more, still") == "")
    }

    @Test func releasesTheHeldBackTextAtTheEnd() {
        var stops = StopSequences(["###"])
        #expect(stops.release("a ##") == "a ")
        #expect(stops.release("a ##", final: true) == "##")
        #expect(!stops.stopped)
    }

    @Test func withoutStopSequencesEverythingIsReleased() {
        var stops = StopSequences([])
        #expect(stops.release("abc") == "abc")
        #expect(stops.release("abcdef") == "def")
    }
}
