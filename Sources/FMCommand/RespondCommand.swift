import CommandLineSupport
import FoundationModels
import LlamaRuntime

/// `fm respond`: answers one prompt, streaming the answer as it is generated.
enum RespondCommand {
    static let parser = ArgumentParser(
        command: "fm respond", usage: ["fm respond [options] [PROMPT]"],
        overview: "Answers PROMPT (or standard input) and streams the answer.",
        options: ModelOptions.options + [.help])

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        // One answer: repacking the weights would cost more time than it saves.
        LlamaModel.repacksWeights = false
        let setup = try ModelOptions(parsed)
        let prompt = try Prompting.read(parsed.positionals, example: "fm respond \"What is the capital of France?\"")
        try setup.checkAvailable()
        let figures = try await stream(setup.makeSession(), prompt: prompt, options: setup.options)
        Terminal.write("\n")
        if setup.statistics { Terminal.error(figures.line) }
    }

    /// Streams a response, printing only what is new in each snapshot.
    /// - Returns: what it took.
    @discardableResult
    static func stream(
        _ session: LanguageModelSession, prompt: String, options: GenerationOptions
    ) async throws -> ResponseStatistics {
        var printed = ""
        var figures = ResponseStatistics()
        for try await snapshot in session.streamResponse(to: prompt, options: options) {
            figures.note(snapshot.usage)
            let text = snapshot.content
            if text.hasPrefix(printed) {
                Terminal.write(String(text.dropFirst(printed.count)))
            } else {
                Terminal.write("\n" + text)
            }
            printed = text
        }
        return figures
    }
}
