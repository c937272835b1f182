import CommandLineSupport
import Foundation

/// The prompt of a command: its words, or standard input when none are given.
enum Prompting {
    /// The prompt from the positional arguments, else from standard input when it is not a terminal.
    /// - Parameters:
    ///   - positionals: the positional arguments.
    ///   - example: an example call, for the error.
    /// - Returns: the prompt.
    /// - Throws: `UsageError` when there is none.
    static func read(_ positionals: [String], example: String) throws -> String {
        var prompt = positionals.joined(separator: " ")
        if prompt.isEmpty, !Terminal.isInteractive { prompt = Terminal.readStandardInput() }
        guard !prompt.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError("give a prompt, e.g. \(example)")
        }
        return prompt
    }
}
