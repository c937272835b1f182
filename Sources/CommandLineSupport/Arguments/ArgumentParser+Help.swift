extension ArgumentParser {
    /// The column where the options' descriptions start.
    static let helpColumn = 24

    /// The help text, made from the usage, the overview, the options and the footer.
    public var help: String {
        var sections: [String] = []
        let indent = String(repeating: " ", count: "Usage: ".count)
        sections.append(
            usage.enumerated().map { $0.offset == 0 ? "Usage: " + $0.element : indent + $0.element }
                .joined(separator: "\n"))
        if !overview.isEmpty { sections.append(overview) }
        if !options.isEmpty {
            sections.append((["Options:"] + options.flatMap(Self.helpLines)).joined(separator: "\n"))
        }
        if !footer.isEmpty { sections.append(footer) }
        return sections.joined(separator: "\n\n")
    }

    /// The help lines of one option: its synopsis, then its description from `helpColumn`.
    static func helpLines(_ option: Option) -> [String] {
        let synopsis = "  " + option.synopsis
        let pad = String(repeating: " ", count: helpColumn)
        let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first =
            synopsis.count + 2 <= helpColumn
            ? [synopsis.padding(toLength: helpColumn) + (lines.first ?? "")]
            : [synopsis, pad + (lines.first ?? "")]
        return first + lines.dropFirst().map { pad + $0 }
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, length - count))
    }
}

extension ArgumentParser {
    /// Parses the arguments, or writes the help to standard output when they ask for it
    /// (`-h` or `--help`, when the command has `Option.help`).
    /// - Parameter arguments: The arguments (without the command).
    /// - Returns: The arguments, or `nil` when the help was written and the command is done.
    /// - Throws: `UsageError` for a mistake in the arguments.
    public func parseOrHelp(_ arguments: [String]) throws(UsageError) -> ParsedArguments? {
        let parsed = try parse(arguments)
        guard parsed.has(Option.help.name) else { return parsed }
        Terminal.write(help + "\n")
        return nil
    }
}
