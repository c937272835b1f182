import Testing

@testable import CommandLineSupport

@Suite struct ScreenBufferTests {
    static let size = TerminalSize(columns: 80, rows: 24)

    @Test func firstFrameRedrawsEverything() {
        var frame = ScreenBuffer(size: Self.size)
        frame.put("Dream Coffee", row: 0, column: 34, style: TextStyle(bold: true))
        let output = frame.render(over: nil, mode: .trueColor)
        #expect(output.contains(ANSI.clearScreen))
        #expect(output.contains(ANSI.bold + "Dream Coffee"))
        #expect(frame.plainLines.count == 24)
        #expect(frame.plainLines.allSatisfy { $0.count == 80 })
        #expect(frame.plainLines[0].contains("Dream Coffee"))
    }

    @Test func laterFramesWriteOnlyWhatChanged() {
        var before = ScreenBuffer(size: Self.size)
        before.put("score: 1", row: 23, column: 0)
        var after = before
        after.put("2", row: 23, column: 7)
        let output = after.render(over: before, mode: .trueColor)
        #expect(output == ANSI.moveTo(row: 23, column: 7) + ANSI.reset + "2")
        #expect(after.render(over: after, mode: .trueColor).isEmpty)
    }

    @Test func sizeChangeRedrawsEverything() {
        let small = ScreenBuffer(size: Self.size)
        let big = ScreenBuffer(size: TerminalSize(columns: 100, rows: 30))
        #expect(big.render(over: small, mode: .plain).contains(ANSI.clearScreen))
    }

    @Test func wideCharactersTakeTwoColumnsAndClip() {
        var frame = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
        #expect(frame.put("☕x", row: 0, column: 0) == 3)
        #expect(frame[0, 1].character == nil)
        #expect(frame.plainLines == ["☕x "])
        frame.put("☕", row: 0, column: 3)  // would overflow: clipped
        #expect(frame.plainLines == ["☕x "])
        var next = frame
        next.put("y", row: 0, column: 1)  // overwrites the right half: redraw from column 0
        #expect(next.render(over: frame, mode: .plain).hasPrefix(ANSI.moveTo(row: 0, column: 0)))
    }

    @Test func plainModeDropsColours() {
        var frame = ScreenBuffer(size: TerminalSize(columns: 10, rows: 1))
        frame.put("hi", row: 0, column: 0, style: TextStyle(foreground: RGB(255, 0, 0), bold: true))
        let output = frame.render(over: nil, mode: .plain)
        #expect(!output.contains("38;2"))
        #expect(output.contains(ANSI.bold + "hi"))
        #expect(frame.render(over: nil, mode: .trueColor).contains(ANSI.foreground(RGB(255, 0, 0))))
    }

    @Test func colorModeHonoursNoColorAndPipes() {
        #expect(ColorMode.detect(environment: [:], isTerminal: true) == .trueColor)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], isTerminal: true) == .plain)
        #expect(ColorMode.detect(environment: ["NO_COLOR": ""], isTerminal: true) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"], isTerminal: true) == .plain)
        #expect(ColorMode.detect(environment: [:], isTerminal: false) == .plain)
        #expect(ANSI.styled("x", TextStyle(foreground: RGB(1, 2, 3)), mode: .plain) == "x")
    }

    @Test func sizeFallsBackToEnvironmentOrDefault() {
        // Under `swift test` standard output is usually not a terminal.
        let size = TerminalSize.current(environment: ["COLUMNS": "120", "LINES": "40"])
        #expect(size.columns > 0 && size.rows > 0)
    }
}
