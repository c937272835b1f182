import CommandLineSupport
import Foundation
import FoundationModels
import FoundationModelsServer

/// `fm serve`: the model as an OpenAI-compatible HTTP server.
enum ServeCommand {
    static let parser = ArgumentParser(
        command: "fm serve",
        usage: [
            "fm serve [--model PATH|NAME [--alias NAME]…]… [--host 127.0.0.1] [--port 8080 | --socket PATH] [options]"
        ],
        overview: """
            Serves the model over HTTP with OpenAI's API: POST /v1/chat/completions and
            POST /v1/responses (streamed with "stream": true; responses are kept for
            previous_response_id, GET and DELETE /v1/responses/ID), GET /v1/models and
            GET /health. JSON schemas (response_format, text.format) and tool calls are enforced
            token by token; concurrent requests are decoded together.
            Several --model options serve several models, each request going to the one its
            "model" names; each loads on its first request and is unloaded after FM_KEEP_ALIVE
            seconds unused (default 300). SIGINT or SIGTERM lets the requests in flight finish,
            then exits.
            """,
        options: [
            .value("model", "PATH|NAME", help: "a GGUF file, or an installed model's name (see fm models); repeatable"),
            .value("alias", "NAME", help: "another name of the --model before it (the first if none); repeatable"),
            .value("host", "HOST", help: "the address to listen on (default 127.0.0.1)"),
            .value("port", "N", help: "the port (default 8080; 0 picks a free one)"),
            .value("socket", "PATH", help: "listen on a Unix domain socket instead of a port"),
            .value("parallel", "N", help: "the most requests generating at once (default 8)"),
            .value("context", "N", help: "the context window of each request in tokens (default 4096)"),
            .value("threads", "N", help: "CPU threads per decode (default: FM_THREADS, else all cores)"),
            .value("api-key", "KEY", help: "require 'Authorization: Bearer KEY' (default: FM_API_KEY, else none)"),
            .value("cors", "ORIGIN", help: "allow browser requests from ORIGIN (* for any)"),
            .value(
                "stored-responses", "N",
                help: "the most Responses API responses kept for previous_response_id (default 1000; 0 keeps none)"),
            .value(
                "responses-dir", "PATH",
                help: "where stored responses survive a restart (default: 'responses' beside the prefix cache)"),
            .help,
        ],
        footer: "Exit codes: 0 stopped by a signal, 1 failure, 2 usage error.")

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        let files = try modelFiles(parsed)
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
        let models = files.map { file in
            if let threads {
                LlamaLanguageModel(contentsOf: file.url, contextSize: context, threads: threads)
            } else {
                LlamaLanguageModel(contentsOf: file.url, contextSize: context)
            }
        }
        do {
            _ = try models[0].sharedCacheTokens()  // loads the first model before the first request
        } catch {
            throw RuntimeError("cannot load \(files[0].url.path): \(error.localizedDescription)")
        }
        let server: ChatServer
        do {
            server = try ChatServer(
                models: zip(models, files).map { try ServedModel($0, names: $1.names, contextSize: context) },
                configuration: .init(
                    address: address, apiKey: key.flatMap { $0.isEmpty ? nil : $0 }, corsOrigin: parsed.string("cors"),
                    parallel: parallel, storedResponses: try parsed.int("stored-responses", in: 0...1_000_000) ?? 1000,
                    responsesDirectory: parsed.string("responses-dir").map { URL(fileURLWithPath: $0) }
                        ?? models[0].prefixCacheDirectory.map {
                            $0.deletingLastPathComponent().appendingPathComponent("responses")
                        }))
        } catch let error as ServerError {
            throw RuntimeError(error.description)
        }
        let endpoint = if case .tcp = server.address { "\(server.address)/v1" } else { "\(server.address)" }
        let served = files.map { $0.names[0] }.joined(separator: ", ")
        Terminal.error("fm serve: serving \(served) at \(endpoint) (\(parallel) at once, context \(context))")
        let signal = await SignalWaiter.next([SIGINT, SIGTERM])
        Terminal.error("fm serve: signal \(signal): finishing \(server.activeRequests) request(s) in flight")
        await server.stop(drainingFor: .seconds(60))
    }

    /// The model files and the names each is served under: the `--alias`es given after its
    /// `--model` (those before any `--model` go to the first), its known name (if any), its file
    /// name without `.gguf`, and, for the first, `default`.
    /// - Throws: `RuntimeError` for a missing file, `UsageError` for a name given to two models.
    static func modelFiles(_ parsed: ParsedArguments) throws -> [(url: URL, names: [String])] {
        var arguments: [String?] = parsed.strings("model")
        if arguments.isEmpty { arguments = [nil] }
        var aliases = Array(repeating: [String](), count: arguments.count)
        var current = 0
        var seen = 0
        for given in parsed.sequence {
            if given.name == "model" {
                current = seen
                seen += 1
            } else if given.name == "alias" {
                guard !given.value.isEmpty else { throw UsageError("--alias needs a non-empty name") }
                aliases[current].append(given.value)
            }
        }
        let given = aliases.flatMap { $0 }
        guard Set(given).count == given.count else { throw UsageError("an --alias is given twice") }
        var taken = Set(given)
        return try arguments.enumerated().map { index, argument in
            let (url, own) = try modelFile(argument)
            let names = aliases[index] + (own + (index == 0 ? ["default"] : [])).filter { taken.insert($0).inserted }
            guard !names.isEmpty else { throw UsageError("the model \(url.path) is given twice: give it an --alias") }
            return (url, names)
        }
    }

    /// A model file and the names it is served under: its known name (if any) and its file
    /// name without `.gguf`.
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
        for name in [known, stem].compactMap({ $0 }) where !names.contains(name) { names.append(name) }
        return (url, names)
    }
}
