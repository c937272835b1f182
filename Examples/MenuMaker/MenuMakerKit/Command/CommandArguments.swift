/// The arguments of `menu-maker`: `--name value`, `--name=value` and `--flag`.
struct CommandArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses arguments against the options that take a value and the flags.
    /// - Throws: `MenuMakerError.usage` for an unknown option or a missing value.
    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
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
                    values[name] = inline
                } else {
                    guard index < arguments.count else { throw MenuMakerError.usage("--\(name) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw MenuMakerError.usage("unknown option '\(argument)'")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func string(_ name: String) -> String? { values[name] }

    func int(_ name: String, atLeast minimum: Int) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw MenuMakerError.usage("--\(name) needs a whole number of at least \(minimum), not '\(text)'")
        }
        return value
    }
}
