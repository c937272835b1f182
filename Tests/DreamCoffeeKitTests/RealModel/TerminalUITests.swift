import Foundation
import FoundationModelsTestSupport
import Testing

/// Runs `Examples/DreamCoffee/Tests/tmux-ui-test.sh` on the built program: the real terminal
/// UI in tmux with the real model (menu → walk → talk → serve → brew → quit).
@Suite("Real model: terminal UI in tmux", .tags(.model), .needsModel)
struct TerminalUITests {
    @Test("The tmux script plays a shift through the terminal UI and passes")
    func tmuxScript() throws {
        let program = Program(name: "dream-coffee")
        try #require(program.exists, "build the program first: swift build --product dream-coffee")
        let script = Program.packageRoot.appendingPathComponent("Examples/DreamCoffee/Tests/tmux-ui-test.sh")
        // The script's own waits add up to about 12 minutes; `timeout` stops it (and its trap
        // stops the game) if it ever hangs.
        let result = try Program(executable: URL(fileURLWithPath: "/usr/bin/timeout")).run([
            "-k", "30", "1200", "/bin/bash", script.path, program.url.path,
        ])
        print(result.error)  // its steps, and the first customer's wait against its floor
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("tmux-ui-test: PASS"))
    }
}
