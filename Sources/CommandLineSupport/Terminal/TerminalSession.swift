import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The full-screen terminal while the game runs: raw mode, the alternate screen and a hidden
/// cursor, all undone on `restore()`, on normal exit, on SIGINT/SIGTERM/SIGHUP, and on a crash
/// signal (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE).
///
/// Extension of this project. Only one session is active at a time.
public final class TerminalSession: Sendable {
    /// Why the terminal could not be taken over.
    public struct SetupError: LocalizedError, Sendable, CustomStringConvertible {
        /// What went wrong and what to do.
        public var description: String

        public var errorDescription: String? { description }
    }

    /// The terminal settings to put back, shared with the signal handlers.
    private static let saved = Mutex<termios?>(nil)

    /// The bytes that undo the screen changes: reset style, show cursor, leave the alternate screen.
    private static let restoreBytes: [UInt8] = Array(
        (ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen).utf8)

    /// Installs the exit and signal handlers once per process.
    private static let installHandlers: Void = {
        _ = restoreBytes
        atexit { TerminalSession.restoreTerminal() }
        for caught in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            _ = signal(caught) { number in
                TerminalSession.restoreTerminal()
                // Let the default action (exit, core dump) happen as if we had not been here.
                _ = signal(number, SIG_DFL)
                _ = raise(number)
            }
        }
    }()

    /// Takes over the terminal: raw input, alternate screen, hidden cursor.
    /// - Parameter withoutTerminal: The message when standard input or output is not a
    ///   terminal: what to run instead.
    /// - Throws: `SetupError` when standard input or output is not a terminal.
    public init(withoutTerminal: String = "this program needs an interactive terminal; run it in a terminal window")
        throws
    {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw SetupError(description: withoutTerminal)
        }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw SetupError(description: "cannot read the terminal settings (errno \(errno))")
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        Self.installHandlers
        Self.saved.withLock { $0 = original }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            Self.saved.withLock { $0 = nil }
            throw SetupError(description: "cannot switch the terminal to raw mode (errno \(errno))")
        }
        write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen)
    }

    deinit {
        Self.restoreTerminal()
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    public func restore() {
        Self.restoreTerminal()
    }

    /// Restores the saved settings if a session is active; used by `restore()`, `atexit` and
    /// the signal handlers (it never waits for the lock, so a signal cannot deadlock it).
    private static func restoreTerminal() {
        _ = saved.withLockIfAvailable { state in
            guard var original = state else { return }
            state = nil
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            restoreBytes.withUnsafeBytes { _ = systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
    }

    /// Writes text to the terminal at once (no buffering).
    /// - Parameter text: The text, with escape sequences.
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                systemWrite(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Waits for key presses.
    /// - Parameter milliseconds: How long to wait for the first key (-1 waits forever).
    /// - Returns: The keys read, or none when the time ran out.
    public func readKeys(timeout milliseconds: Int32) -> [Key] {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        guard count > 0 else { return count == 0 ? [.endOfInput] : [] }
        return Key.decode(Array(buffer[0..<count]))
    }

    /// The current window size.
    public var size: TerminalSize { TerminalSize.current() }
}

/// `write(2)`, named apart from `TerminalSession.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}
