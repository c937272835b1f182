import CommandLineSupport
import FMBenchmarks
import Foundation
import FoundationModels

/// The `fm` command-line tool: prompt, chat and generate with the on-device model.
public enum FMCommand {
    static let usage = """
        fm — prompt, chat and generate with an on-device language model

        Usage:
          fm respond [options] [PROMPT]       answer one prompt, streaming (reads stdin without PROMPT)
          fm chat [options]                   a conversation that keeps its context
          fm generate --schema FILE [PROMPT]  JSON that follows a JSON Schema file
          fm tokens [--schema FILE] [TEXT]    how many tokens a prompt (and schema) takes
          fm models [install NAME]            list the installed models, or install a known one
          fm serve [options]                  an OpenAI-compatible HTTP server of the model
          fm bench [options]                  runtime benchmarks next to llama.cpp's llama-bench

        Run `fm COMMAND --help` for a command's options.
        """

    /// Runs the tool with its arguments (without the program name).
    /// - Returns: the exit code: 0 success, 1 failure, 2 usage error.
    public static func main(_ arguments: [String]) async -> Int32 {
        guard let command = arguments.first, command != "--help", command != "-h", command != "help" else {
            Terminal.write(usage + "\n")
            return arguments.isEmpty ? 2 : 0
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "respond": try await RespondCommand.run(rest)
            case "chat": try await ChatCommand.run(rest)
            case "bench": try await BenchCommand.run(rest)
            case "generate": try await GenerateCommand.run(rest)
            case "tokens": try await TokensCommand.run(rest)
            case "models": try await ModelsCommand.run(rest)
            case "serve": try await ServeCommand.run(rest)
            default: throw UsageError("unknown command '\(command)'")
            }
            return 0
        } catch let error as UsageError {
            Terminal.error(error.message(program: "fm"))
            return UsageError.exitCode
        } catch let error as LanguageModelSession.InvalidRequestError {
            Terminal.error("fm: \(error.debugDescription)")
            return 2
        } catch {
            Terminal.error("fm: \(error.localizedDescription)")
            return 1
        }
    }
}
