import Foundation

/// fm-load's command line.
struct LoadOptions {
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

    init(_ arguments: some Collection<String>) throws {
        var rest = Array(arguments)
        while !rest.isEmpty {
            let flag = rest.removeFirst()
            guard !rest.isEmpty else { throw LoadError("\(flag) needs a value") }
            let value = rest.removeFirst()
            switch flag {
            case "--url": url = try Self.loopback(value)
            case "--model": model = value
            case "--sessions": sessions = try Self.bounded(value, flag, 1...64)
            case "--turns": turns = try Self.bounded(value, flag, 1...20)
            case "--time-limit": timeLimit = Double(try Self.bounded(value, flag, 1...3600))
            default: throw LoadError("unknown option \(flag); options: --url --model --sessions --turns --time-limit")
            }
        }
    }

    private static func loopback(_ text: String) throws -> URL {
        guard let url = URL(string: text), let host = url.host else {
            throw LoadError("--url needs a URL such as http://127.0.0.1:8080/v1")
        }
        guard ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) else {
            throw LoadError(
                "--url must be on this machine (127.0.0.1, localhost or ::1); fm-load does not load remote servers")
        }
        return url
    }

    private static func bounded(_ text: String, _ flag: String, _ range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw LoadError("\(flag) needs a number in \(range)")
        }
        return value
    }
}

/// A usage error.
struct LoadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
