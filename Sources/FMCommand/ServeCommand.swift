import CommandLineSupport
import Foundation
import FoundationModels
import FoundationModelsServer

/// `fm serve`: the model as an OpenAI-compatible HTTP server.
enum ServeCommand {
    static let parser = ArgumentParser(
        command: "fm serve",
        usage: ["fm serve [--model PATH|NAME] [--host 127.0.0.1] [--port 8080 | --socket PATH] [options]"],
        overview: """
            Serves the model over HTTP with OpenAI's API: POST /v1/chat/completions (streamed with
            "stream": true), GET /v1/models and GET /health. JSON schemas (response_format) and
            tool calls are enforced token by token; concurrent requests are decoded together.
            SIGINT or SIGTERM lets the requests in flight finish, then exits.
            """,
        options: [
            .value("model", "PATH|NAME", help: "a GGUF file, or an installed model's name (see fm models)"),
            .value("host", "HOST", help: "the address to listen on (default 127.0.0.1)"),
            .value("port", "N", help: "the port (default 8080; 0 picks a free one)"),
            .value("socket", "PATH", help: "listen on a Unix domain socket instead of a port"),
            .value("parallel", "N", help: "the most requests generating at once (default 8)"),
            .value("context", "N", help: "the context window of each request in tokens (default 4096)"),
            .value("threads", "N", help: "CPU threads per decode (default: FM_THREADS, else all cores)"),
            .value("api-key", "KEY", help: "require 'Authorization: Bearer KEY' (default: FM_API_KEY, else none)"),
            .value("cors", "ORIGIN", help: "allow browser requests from ORIGIN (* for any)"),
            .help,
        ],
        footer: "Exit codes: 0 stopped by a signal, 1 failure, 2 usage error.")

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        let (url, names) = try modelFile(parsed.string("model"))
        let context = try parsed.int("context", in: 256...1_048_576) ?? 4096
        let threads = try parsed.int("threads", in: 1...1024)
        let parallel = try parsed.int("parallel", in: 1...256) ?? 8
        guard parsed.string("socket") == nil || parsed.string("port") == nil else {
            throw UsageError("give --port or --socket, not both")
        }
        let address: ListeningSocket.Address =
            if let path = parsed.string("socket") {
                .unix(path: path)
            } else {
                .tcp(host: parsed.string("host") ?? "127.0.0.1", port: try parsed.int("port", in: 0...65_535) ?? 8080)
            }
        let key = parsed.string("api-key") ?? ProcessInfo.processInfo.environment["FM_API_KEY"]
        let model =
            if let threads {
                LlamaLanguageModel(contentsOf: url, contextSize: context, threads: threads)
            } else {
                LlamaLanguageModel(contentsOf: url, contextSize: context)
            }
        do {
            _ = try model.sharedCacheTokens()  // loads the weights before the first request
        } catch {
            throw RuntimeError("cannot load \(url.path): \(error.localizedDescription)")
        }
        let server: ChatServer
        do {
            server = try ChatServer(
                model: model, names: names, contextSize: context,
                configuration: .init(
                    address: address, apiKey: key.flatMap { $0.isEmpty ? nil : $0 }, corsOrigin: parsed.string("cors"),
                    parallel: parallel))
        } catch let error as ServerError {
            throw RuntimeError(error.description)
        }
        let endpoint = if case .tcp = server.address { "\(server.address)/v1" } else { "\(server.address)" }
        Terminal.error("fm serve: serving \(names[0]) at \(endpoint) (\(parallel) at once, context \(context))")
        let signal = await SignalWaiter.next([SIGINT, SIGTERM])
        Terminal.error("fm serve: signal \(signal): finishing \(server.activeRequests) request(s) in flight")
        await server.stop(drainingFor: .seconds(60))
    }

    /// The model file and the names it is served under: its known name (if any), its file
    /// name without `.gguf`, and `default`.
    static func modelFile(_ argument: String?) throws -> (URL, [String]) {
        let url: URL
        if let argument, let known = KnownModel.named(argument), !argument.contains("/") {
            url = ModelsCommand.modelFolder.appendingPathComponent(known.file)
        } else {
            url = argument.map { URL(fileURLWithPath: $0) } ?? SystemLanguageModel.defaultModelURL
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            let hint =
                argument.flatMap(KnownModel.named).map { "run `fm models install \($0.name)`" }
                ?? "run `scripts/setup` for the default models, or pass --model PATH to a GGUF file"
            throw RuntimeError("the model file \(url.path) is missing: \(hint)")
        }
        let stem = url.deletingPathExtension().lastPathComponent
        let known = KnownModel.named(url.lastPathComponent)?.name
        var names: [String] = []
        for name in [known, stem, "default"].compactMap({ $0 }) where !names.contains(name) { names.append(name) }
        return (url, names)
    }
}
