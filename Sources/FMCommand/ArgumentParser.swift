/// A small command-line parser: `--name value`, `--name=value`, `--flag`, positionals.
struct ParsedArguments {
    private(set) var options: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses arguments against the options that take a value and the flags.
    /// - Throws: `UsageError` for an unknown option or a missing value.
    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.drop { $0 == "-" })
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagOptions.contains(name), inline == nil {
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inline {
                    options[name] = inline
                } else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError("unknown option '\(argument)'")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func string(_ name: String) -> String? { options[name] }

    func int(_ name: String) throws -> Int? {
        guard let text = options[name] else { return nil }
        guard let value = Int(text) else { throw UsageError("--\(name) needs a whole number, not '\(text)'") }
        return value
    }

    func double(_ name: String) throws -> Double? {
        guard let text = options[name] else { return nil }
        guard let value = Double(text) else { throw UsageError("--\(name) needs a number, not '\(text)'") }
        return value
    }
}

/// A mistake in how the command was called: exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
