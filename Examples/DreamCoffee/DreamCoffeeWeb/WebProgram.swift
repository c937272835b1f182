import CommandLineSupport
import DreamCoffeeKit
import Foundation
import FoundationModelsServer

/// `dream-coffee --web`: serves the game on 127.0.0.1, prints the address, and plays until
/// SIGINT or SIGTERM, when it saves the progress (as quitting the terminal game does).
///
/// Extension of this project.
public enum WebProgram {
    /// Serves a game until the program is stopped.
    /// - Parameters:
    ///   - play: The game, at the main menu.
    ///   - options: The command line (`--port`).
    /// - Returns: The exit status: 0 when stopped by a signal, 1 when the port cannot be used.
    public static func run(_ play: GamePlay, options: ProgramOptions) async -> Int32 {
        let server: WebServer
        do {
            server = try WebServer(game: WebGame(play: play), port: options.port)
        } catch {
            DreamCoffeeProgram.printError("dream-coffee: \(error.description)")
            return 1
        }
        DreamCoffeeProgram.emit(["Dream Coffee is served at \(server.address) — open it in a browser. Ctrl-C stops."])
        let signal = await SignalWaiter.next([SIGINT, SIGTERM])
        DreamCoffeeProgram.printError("dream-coffee: signal \(signal): saving and stopping")
        play.quit()
        await server.stop()
        await play.game.stopAndWait()
        return 0
    }
}
