import Foundation
import Testing

/// Runs `Examples/DreamCoffee/Tests/tmux-ui-test.sh` on the built program: the real terminal
/// UI in tmux with the real model (menu → walk → talk → serve → brew → quit).
@Suite("Real model: terminal UI in tmux")
struct TerminalUITests {
    @Test("The tmux script plays a shift through the terminal UI and passes")
    func tmuxScript() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("Examples/DreamCoffee/Tests/tmux-ui-test.sh")
        // The test bundle sits next to the package's executables in the build folder.
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("dream-coffee")
        let candidates = [program, Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dream-coffee")]
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                  "build the program first: swift build --product dream-coffee")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, binary.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log)")
        #expect(log.contains("tmux-ui-test: PASS"))
    }
}
