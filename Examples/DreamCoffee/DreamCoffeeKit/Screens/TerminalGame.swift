import CommandLineSupport
import Foundation

/// The full-screen game loop: reads keys, ticks the animations every 25 ms and draws only
/// what changed. The terminal is restored on every way out.
///
/// Extension of this project.
public enum TerminalGame {
    /// Runs the game until the player quits, on a dedicated thread (the loop blocks on input).
    /// - Parameters:
    ///   - controller: The controller.
    ///   - terminal: The raw-mode terminal.
    ///   - mode: The colour mode.
    public static func run(_ controller: GameController, terminal: TerminalSession, mode: ColorMode) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                loop(controller, terminal: terminal, mode: mode)
                continuation.resume()
            }
            thread.name = "dream-coffee-ui"
            thread.start()
        }
    }

    static func loop(_ controller: GameController, terminal: TerminalSession, mode: ColorMode) {
        var previous: ScreenBuffer?
        var lastTick = ContinuousClock.now
        while !controller.state.quitting {
            for key in terminal.readKeys(timeout: 25) { controller.handle(key) }
            let now = ContinuousClock.now
            while now - lastTick >= .milliseconds(DialogBox.millisecondsPerCharacter) {
                controller.tick()
                lastTick += .milliseconds(DialogBox.millisecondsPerCharacter)
            }
            let size = terminal.size
            guard size.columns >= GameRenderer.size.columns, size.rows >= GameRenderer.size.rows else {
                terminal.write(
                    ANSI.clearScreen + ANSI.moveTo(row: 0, column: 0)
                        + "Please make the terminal at least 80×24 (now \(size.columns)×\(size.rows)). q quits.")
                previous = nil
                continue
            }
            let frame = GameRenderer.frame(
                ui: controller.state, world: controller.game.snapshot,
                modelStatus: controller.modelStatus, mode: mode)
            if frame != previous {
                terminal.write(frame.render(over: previous, mode: mode))
                previous = frame
            }
        }
    }
}
