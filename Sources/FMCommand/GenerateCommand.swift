import CommandLineSupport
import Foundation
import FoundationModels
import LlamaRuntime

/// `fm generate`: guided generation of JSON that follows a JSON Schema file.
enum GenerateCommand {
    static let parser = ArgumentParser(
        command: "fm generate", usage: ["fm generate --schema FILE.json [options] [PROMPT]"],
        overview: """
            Generates a JSON value that follows the JSON Schema in FILE.json, answering PROMPT (or
            standard input). Every constraint of the schema is enforced while generating.
            """,
        options: [
            .value("schema", "FILE", help: "the JSON Schema file (required)"),
            .flag("pretty", help: "print indented JSON instead of compact JSON"),
            .flag(
                "stream",
                help: """
                    show the value growing as it is generated (redrawn on a
                    terminal, one line of JSON per change otherwise)
                    """),
        ] + ModelOptions.options + [.help],
        footer: "Exit codes: 0 success, 1 failure, 2 usage error (including a bad schema file).")

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        guard let path = parsed.string("schema") else {
            throw UsageError("fm generate needs --schema FILE.json, e.g. fm generate --schema person.json \"A person\"")
        }
        let schema = try SchemaFile.load(path)
        // One answer: repacking the weights would cost more time than it saves.
        LlamaModel.repacksWeights = false
        let setup = try ModelOptions(parsed)
        let prompt = try Prompting.read(parsed.positionals, example: "fm generate --schema \(path) \"A person\"")
        try setup.checkAvailable()
        let pretty = parsed.has("pretty")
        func render(_ content: GeneratedContent) -> String { pretty ? PrettyJSON.format(content) : content.jsonString }
        let session = setup.makeSession()
        var figures = ResponseStatistics()
        guard parsed.has("stream") else {
            let response = try await session.respond(to: prompt, schema: schema, options: setup.options)
            figures.note(response.usage)
            Terminal.write(render(response.content) + "\n")
            if setup.statistics { Terminal.error(figures.line) }
            return
        }
        var live = LiveText()
        let stream = session.streamResponse(to: prompt, schema: schema, options: setup.options)
        for try await snapshot in stream {
            figures.note(snapshot.usage)
            live.show(live.redraw ? render(snapshot.rawContent) : snapshot.rawContent.jsonString)
        }
        let final = try await stream.collect().content
        live.show(render(final))
        if setup.statistics { Terminal.error(figures.line) }
    }
}
