import Foundation
import Testing

/// Runs `Examples/DreamCoffee/Tests/tmux-ui-test.sh` on the built program: the real terminal
/// UI in tmux with the real model (menu → walk → talk → serve → brew → quit).
@Suite("Real model: terminal UI in tmux")
struct TerminalUITests {
    @Test("The tmux script plays a shift through the terminal UI and passes")
    func tmuxScript() throws {
        let program = try #require(BuiltProgram.url, "build the program first: swift build --product dream-coffee")
        let script = BuiltProgram.root.appendingPathComponent("Examples/DreamCoffee/Tests/tmux-ui-test.sh")
        let result = try BuiltProgram.run(URL(fileURLWithPath: "/bin/bash"), [script.path, program.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("tmux-ui-test: PASS"))
    }
}
