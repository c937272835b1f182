/// A command's arguments and its help: `--name value`, `--name=value`, `--flag`, `-x` for an
/// option with a one-letter name, positionals, and `--` before positionals that start with a dash.
///
/// Extension of this project.
public struct ArgumentParser: Sendable {
    /// The command as typed, e.g. `fm chat`.
    public var command: String
    /// The usage lines, each written after `Usage: ` (or under it).
    public var usage: [String]
    /// What the command does, shown between the usage and the options.
    public var overview: String
    /// The options the command accepts, in the order the help lists them.
    public var options: [Option]
    /// Text shown after the options (keys, exit codes, subcommands), if any.
    public var footer: String

    /// Creates a parser.
    /// - Parameters:
    ///   - command: The command as typed, e.g. `fm chat`.
    ///   - usage: The usage lines, e.g. `fm chat [options]`.
    ///   - overview: What the command does.
    ///   - options: The options it accepts.
    ///   - footer: Text shown after the options.
    public init(command: String, usage: [String], overview: String = "", options: [Option], footer: String = "") {
        self.command = command
        self.usage = usage
        self.overview = overview
        self.options = options
        self.footer = footer
    }

    /// Parses arguments (without the program name).
    /// - Parameter arguments: The arguments.
    /// - Returns: The options given and the positionals.
    /// - Throws: `UsageError` for an unknown option, a missing value or a value given to a flag.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                parsed.positionals += rest
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                parsed.positionals.append(argument)
                continue
            }
            let (written, inline) = Self.split(argument)
            guard let option = option(written) else { throw UsageError("unknown option '\(argument)'") }
            guard option.takesValue else {
                guard inline == nil else { throw UsageError("--\(option.name) takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if let next = rest.first, !next.hasPrefix("--") {
                value = next
                rest.removeFirst()
            } else {
                throw UsageError("--\(option.name) needs a value (\(option.synopsis))")
            }
            parsed.values[option.name] = value
            parsed.sequence.append(.init(name: option.name, value: value))
        }
        return parsed
    }

    /// The option an argument names (`--model` or `-h`), if the command has it.
    private func option(_ written: String) -> Option? {
        if written.hasPrefix("--") {
            let name = written.dropFirst(2)
            return options.first { $0.name == name }
        }
        let letter = written.dropFirst()
        return letter.count == 1 ? options.first { $0.short == letter.first } : nil
    }

    /// `--name=value` into `--name` and `value`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
