import CommandLineSupport
import Foundation
import FoundationModels

/// The `dream-coffee` program: the full-screen game on a terminal, the scripted mode
/// (`--script FILE`, or commands on standard input when it is not a terminal), or the game in a
/// browser (`--web`, run by the front end the executable passes in).
///
/// Extension of this project.
public enum DreamCoffeeProgram {
    /// Serves a game to a browser until the program is stopped; returns the exit status.
    public typealias WebFrontEnd = @Sendable (GamePlay, ProgramOptions) async -> Int32

    /// Runs the program.
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - web: What `--web` runs (nil: `--web` is a usage error).
    /// - Returns: The exit status.
    public static func main(arguments: [String], web: WebFrontEnd? = nil) async -> Int32 {
        let options: ProgramOptions
        do {
            options = try ProgramOptions(parsing: arguments)
        } catch {
            printError(error.message(program: "dream-coffee"))
            return UsageError.exitCode
        }
        if options.help {
            print(ProgramOptions.usage)
            return 0
        }
        if options.web, web == nil {
            printError("dream-coffee: --web is not available in this build; play in the terminal")
            return UsageError.exitCode
        }
        let environment = ProcessInfo.processInfo.environment
        let game: DreamCoffeeGame
        let modelURL: URL
        let status: ModelStatus
        do {
            (game, modelURL, status) = try Self.game(for: options, environment: environment)
        } catch {
            printError("dream-coffee: \(error)")
            return 1
        }
        let model = game.setup.model
        if options.bench || options.floor {
            guard status == .ready else {
                printError("dream-coffee: " + (status.message ?? []).joined(separator: " "))
                return 1
            }
            if options.floor { return LatencyBenchmark.printFloor(url: modelURL) }
            return await LatencyBenchmark.run(model: model, url: modelURL, customers: options.dreamCustomers)
        }
        if options.web, let web {
            if status == .ready { game.prewarm() }
            return await web(GamePlay(game: game, modelStatus: status), options)
        }
        let interactive = Terminal.isInteractive && Terminal.isOutputTerminal
        if options.script != nil || !interactive {
            guard status == .ready else {
                printError("dream-coffee: " + (status.message ?? []).joined(separator: " "))
                return 1
            }
            return await runScript(options.script, game: game, environment: environment)
        }
        let terminal: TerminalSession
        do {
            terminal = try TerminalSession(
                withoutTerminal: "Dream Coffee needs an interactive terminal; "
                    + "run it in a terminal window, or use scripted mode with --script")
        } catch {
            printError("dream-coffee: \(error)")
            return 1
        }
        defer { terminal.restore() }
        if status == .ready { game.prewarm() }
        let mode = ColorMode.detect(environment: environment, isTerminal: true)
        await TerminalGame.run(GameController(game: game, modelStatus: status), terminal: terminal, mode: mode)
        return 0
    }

    /// The game a command line asks for: the model (`--model`, `--fast` or the default), the
    /// player's calendar and contacts, the save file, the seed and the number of customers.
    /// The terminal game and `--web` both start from it.
    /// - Parameters:
    ///   - options: The command line.
    ///   - environment: The environment (data locations, `FM_MODEL`).
    /// - Returns: The game, the model's file, and whether the model can be used.
    /// - Throws: `SaveGame.SaveError` when the save file exists but cannot be read.
    public static func game(
        for options: ProgramOptions, environment: [String: String]
    ) throws -> (game: DreamCoffeeGame, modelURL: URL, status: ModelStatus) {
        let locations = DataLocations(environment: environment)
        let modelURL =
            options.model.map { URL(fileURLWithPath: $0) }
            ?? (options.fast ? SystemLanguageModel.fastModelURL : SystemLanguageModel.defaultModelURL)
        let model = SystemLanguageModel(url: modelURL)
        let setup = GameSetup(
            model: options.noGuardrails ? LlamaLanguageModel(contentsOf: modelURL) : model,
            calendar: locations.source(for: .calendar, flag: options.calendar),
            contacts: locations.source(for: .contacts, flag: options.contacts),
            saveFile: options.saveFile ?? locations.saveFile, seed: options.seed,
            dreamCustomers: options.dreamCustomers, timingsFile: options.timings)
        let game = try DreamCoffeeGame(setup: setup)
        return (game, modelURL, ModelStatus.check(url: modelURL, availability: model.availability))
    }

    /// Plays a script (a file, `-` or standard input) and prints what the player sees.
    static func runScript(_ path: String?, game: DreamCoffeeGame, environment: [String: String]) async -> Int32 {
        let lines: [String]
        if let path, path != "-" {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                printError("dream-coffee: cannot read the script \(path); check the path")
                return 1
            }
            lines = text.components(separatedBy: .newlines)
        } else {
            var read: [String] = []
            while let line = readLine() { read.append(line) }
            lines = read
        }
        let mode = ColorMode.detect(environment: environment, isTerminal: Terminal.isOutputTerminal)
        var script = ScriptedGame(game: game, colorMode: mode)
        for line in lines {
            emit(await script.run(line: line))
            if script.isFinished { return 0 }
        }
        emit(await script.run(line: "quit"))
        return 0
    }

    /// Writes lines to standard output at once (unbuffered, so a pipe sees them as they come).
    /// - Parameter lines: The lines.
    public static func emit(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        Terminal.write(lines.map { $0 + "\n" }.joined())
    }

    /// Writes an error line to standard error.
    /// - Parameter text: The line.
    public static func printError(_ text: String) {
        Terminal.error(text)
    }
}
