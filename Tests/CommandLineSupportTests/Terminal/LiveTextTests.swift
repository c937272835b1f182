import Testing

@testable import CommandLineSupport

@Suite struct LiveTextTests {
    @Test func redrawMovesUpOverTheRowsDrawnBefore() {
        var written: [String] = []
        var live = LiveText(redraw: true, columns: { 4 }, write: { written.append($0) })
        live.show("ab\n☕☕☕")  // the second line takes 6 columns: two rows of 4
        live.show("ab\n☕☕☕")  // unchanged: nothing written
        live.show("x")
        #expect(written == ["ab\n☕☕☕\n", "\r\u{1B}[3A\u{1B}[Jx\n"])
    }

    @Test func offATerminalEachChangeIsALine() {
        var written: [String] = []
        var live = LiveText(redraw: false, columns: { 80 }, write: { written.append($0) })
        live.show("a")
        live.show("a")
        live.show("ab")
        #expect(written == ["a\n", "ab\n"])
    }
}
