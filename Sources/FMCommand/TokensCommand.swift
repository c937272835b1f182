import CommandLineSupport
import Foundation
import FoundationModels

/// `fm tokens`: how many tokens a prompt, or a schema, takes in the model's context.
enum TokensCommand {
    static let parser = ArgumentParser(
        command: "fm tokens", usage: ["fm tokens [options] [TEXT]", "fm tokens --schema FILE.json [options] [TEXT]"],
        overview: """
            Counts the tokens the model reads for TEXT (or standard input) as a prompt, with its chat
            template. With --schema, also counts the tokens the schema adds to the prompt.
            """,
        options: [
            .value("schema", "FILE", help: "a JSON Schema file"),
            .value("model", "PATH", help: "a GGUF model file (default: FM_MODEL, else the installed default)"),
            .help,
        ])

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        let schema = try parsed.string("schema").map(SchemaFile.load)
        var text = parsed.positionals.joined(separator: " ")
        if schema == nil {
            text = try Prompting.read(parsed.positionals, example: "fm tokens \"How many tokens is this?\"")
        } else if text.isEmpty, !Terminal.isInteractive {
            text = Terminal.readStandardInput()
        }
        let setup = try ModelOptions(parsed)
        try setup.checkAvailable()
        let model = setup.model
        let plain = try await model.tokenCount(for: [.prompt(Transcript.Prompt(segments: segments(text)))])
        guard let schema else {
            Terminal.write("\(plain)\n")
            return
        }
        let format = Transcript.ResponseFormat(schema: schema)
        let withSchema = try await model.tokenCount(
            for: [.prompt(Transcript.Prompt(segments: segments(text), responseFormat: format))])
        Terminal.write("prompt: \(plain)\nschema: \(withSchema - plain)\ntotal: \(withSchema)\n")
    }

    private static func segments(_ text: String) -> [Transcript.Segment] {
        [.text(Transcript.TextSegment(content: text))]
    }
}
