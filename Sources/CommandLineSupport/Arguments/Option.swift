/// One option a command accepts: a flag (`--json`), or an option that takes a value
/// (`--model PATH`, `--model=PATH`).
///
/// Extension of this project.
public struct Option: Sendable, Equatable {
    /// The long name, without dashes (`model`).
    public let name: String
    /// The one-letter name, without its dash (`h` for `-h`).
    public let short: Character?
    /// The value's placeholder in the help (`PATH`), or `nil` for a flag.
    public let value: String?
    /// What the option does, for the help; a line break starts a continuation line.
    public let help: String

    /// A flag: present or not.
    /// - Parameters:
    ///   - name: The long name, without dashes.
    ///   - short: The one-letter name, if any.
    ///   - help: What it does.
    /// - Returns: The option.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(name: name, short: short, value: nil, help: help)
    }

    /// An option that takes a value.
    /// - Parameters:
    ///   - name: The long name, without dashes.
    ///   - placeholder: The value's name in the help, e.g. `PATH`.
    ///   - help: What it does.
    /// - Returns: The option.
    public static func value(_ name: String, _ placeholder: String, help: String) -> Option {
        Option(name: name, short: nil, value: placeholder, help: help)
    }

    /// `-h, --help`.
    public static let help = Option.flag("help", short: "h", help: "show this help")

    /// Whether the option takes a value.
    public var takesValue: Bool { value != nil }

    /// How the option is written in the help: `-h, --help` or `--model PATH`.
    public var synopsis: String {
        let long = "--" + name + (value.map { " " + $0 } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }
}
