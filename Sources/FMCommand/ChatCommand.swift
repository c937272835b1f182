import CommandLineSupport
import Foundation
import FoundationModels

/// `fm chat`: a conversation in the terminal that keeps its context between turns.
enum ChatCommand {
    static let parser = ArgumentParser(
        command: "fm chat", usage: ["fm chat [options]"],
        overview: """
            A conversation with the model. Type a message and press Enter; the session remembers
            the conversation. Commands: /reset starts over, /transcript shows the history,
            /quit (or Ctrl-D) leaves.
            """,
        options: ModelOptions.options + [
            .value(
                "window", "N",
                help: """
                    the model sees the instructions and only the last N entries
                    (the transcript keeps everything; /transcript shows it)
                    """),
            .help,
        ])

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        guard parsed.positionals.isEmpty else { throw UsageError("fm chat takes no prompt; type it after it starts") }
        let setup = try ModelOptions(parsed)
        try setup.checkAvailable()
        let window = try parsed.int("window")
        if let window, window < 1 { throw UsageError("--window needs 1 or more entries") }
        let makeSession = { window.map(setup.makeWindowedSession) ?? setup.makeSession() }
        var session = makeSession()
        session.prewarm()
        let interactive = Terminal.isInteractive
        if interactive { Terminal.error("Chatting with the model. /quit to leave, /reset to start over.") }
        while true {
            if interactive { Terminal.write(Terminal.styled("you› ", "1;36")) }
            guard let line = readLine() else { break }
            let input = line.trimmingCharacters(in: .whitespaces)
            switch input {
            case "": continue
            case "/quit", "/exit": return
            case "/reset":
                session = makeSession()
                continue
            case "/transcript":
                for entry in session.transcript { Terminal.write("\(entry)\n") }
                continue
            default: break
            }
            if interactive { Terminal.write(Terminal.styled("model› ", "1;35")) }
            do {
                let figures = try await RespondCommand.stream(session, prompt: input, options: setup.options)
                Terminal.write("\n")
                if setup.statistics { Terminal.error(figures.line) }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                Terminal.error("\nfm: \(error.localizedDescription)")
            }
        }
    }
}
