import Testing

@testable import CommandLineSupport

@Suite struct TerminalSessionTests {
    @Test func refusesToStartWithoutATerminal() throws {
        // `swift test` runs with standard input not attached to a terminal.
        guard !TerminalSessionTests.stdinIsTerminal else { return }
        #expect(throws: TerminalSession.SetupError.self) { try TerminalSession() }
    }

    static var stdinIsTerminal: Bool {
        #if canImport(Glibc)
            return Glibc.isatty(0) == 1 && Glibc.isatty(1) == 1
        #else
            return true
        #endif
    }
}

#if canImport(Glibc)
    import Glibc
#endif
