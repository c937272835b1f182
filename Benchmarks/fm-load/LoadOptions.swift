import CommandLineSupport
import Foundation

/// fm-load's command line.
struct LoadOptions {
    static let parser = ArgumentParser(
        command: "fm-load", usage: ["fm-load --url URL [--model NAME] [--sessions N] [--turns N] [--time-limit S]"],
        overview: """
            Many sessions at once from one process against an OpenAI-compatible server on this
            machine (scripts/load-test starts one). Bounded in requests and time; loopback only.
            """,
        options: [
            .value("url", "URL", help: "the server's API base (default http://127.0.0.1:8080/v1)"),
            .value("model", "NAME", help: "the model name sent to the server (default: default)"),
            .value("sessions", "N", help: "sessions running at once, 1 to 64 (default 16)"),
            .value("turns", "N", help: "turns per session, 1 to 20 (default 2)"),
            .value("time-limit", "S", help: "the most seconds the whole test may take, 1 to 3600 (default 600)"),
            .help,
        ])

    /// The server's API base; its host must be a loopback address.
    var url = URL(string: "http://127.0.0.1:8080/v1")!
    /// The model name sent to the server.
    var model = "default"
    /// Sessions running at once.
    var sessions = 16
    /// Turns per session (alternately a guided and a text answer).
    var turns = 2
    /// The most seconds the whole test may take; unfinished turns are cancelled and counted failed.
    var timeLimit: Double = 600

    /// Reads the options, or `nil` when they asked for the help (it has been written).
    /// - Throws: `UsageError` for a mistake in the options.
    init?(_ arguments: [String]) throws(UsageError) {
        guard let parsed = try Self.parser.parseOrHelp(arguments) else { return nil }
        if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)'") }
        url =
            try parsed.value("url", expected: "a URL such as http://127.0.0.1:8080/v1") {
                URL(string: $0).flatMap { $0.host == nil ? nil : $0 }
            } ?? url
        guard let host = url.host, ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) else {
            throw UsageError(
                "--url must be on this machine (127.0.0.1, localhost or ::1); fm-load does not load remote servers")
        }
        model = parsed.string("model") ?? model
        sessions = try parsed.int("sessions", in: 1...64) ?? sessions
        turns = try parsed.int("turns", in: 1...20) ?? turns
        timeLimit = Double(try parsed.int("time-limit", in: 1...3600) ?? Int(timeLimit))
    }
}

/// A failure while the load test runs.
struct LoadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
