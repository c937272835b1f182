import Foundation
import FoundationModelsTestSupport
import Testing

/// Runs `Examples/DreamCoffee/Tests/browser-ui-test.py` on the built program: the web page in
/// headless Chromium with the real model (title → shop → talk → serve → judgement → summary),
/// with a screenshot of every step. `SFM_BROWSER_TESTS=0` opts out.
@Suite("Real model: the web page in headless Chromium", .tags(.model), .needsModel)
struct BrowserUITests {
    static let optedOut = ProcessInfo.processInfo.environment["SFM_BROWSER_TESTS"] == "0"

    @Test(
        "The browser script plays a shift through the web page and passes",
        .disabled(if: optedOut, "SFM_BROWSER_TESTS=0: the browser test is skipped"))
    func browserScript() throws {
        let program = Program(name: "dream-coffee")
        try #require(program.exists, "build the program first: swift build --product dream-coffee")
        let root = Program.packageRoot
        let bash = Program(executable: URL(fileURLWithPath: "/bin/bash"))
        let setup = try bash.run([root.appendingPathComponent("scripts/browser-python").path])
        try #require(setup.status == 0, "scripts/browser-python failed: \(setup.error)")
        let python = setup.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let script = root.appendingPathComponent("Examples/DreamCoffee/Tests/browser-ui-test.py")
        // Under `timeout`, so a hung browser or game cannot hold the test run.
        let result = try Program(executable: URL(fileURLWithPath: "/usr/bin/timeout")).run([
            "-k", "30", "900", python, script.path, program.url.path,
        ])
        print(result.error)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("browser-ui-test: PASS"))
    }
}
