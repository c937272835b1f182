import Foundation

/// The `dream-coffee` command line.
///
/// Extension of this project.
public struct ProgramOptions: Sendable, Equatable {
    /// `--calendar FILE|FOLDER`.
    public var calendar: String?
    /// `--contacts FILE|FOLDER`.
    public var contacts: String?
    /// `--model FILE.gguf`.
    public var model: String?
    /// `--fast`: the fast model tier (the 0.5B) instead of the default.
    public var fast = false
    /// `--script FILE` (`-` for standard input).
    public var script: String?
    /// `--save FILE`.
    public var saveFile: String?
    /// `--seed N`.
    public var seed: UInt64 = 1
    /// `--customers N`: how many dream customers float in the shop, 1...4 (default 4).
    public var dreamCustomers = 4
    /// `--bench`: print the player's waiting times on the real model instead of playing.
    public var bench = false
    /// `--bench-quality`: score what the models write (both installed models, `--seeds` seeds).
    public var benchQuality = false
    /// `--seeds N`: how many seeds `--bench-quality` runs (default 3).
    public var seeds = 3
    /// `--help`.
    public var help = false

    /// The usage text.
    public static let usage = """
        Usage: dream-coffee [--model FILE.gguf | --fast] [--calendar PATH] [--contacts PATH]
                            [--script FILE|-] [--save FILE] [--seed N] [--customers N] [--bench]
                            [--bench-quality [--seeds N]]

        Dream Coffee: serve dream customers with the on-device model.
          --model FILE      the GGUF model (default: the one scripts/setup installs, or $FM_MODEL)
          --fast            the fast model tier, Qwen2.5-Coder-0.5B (also FM_MODEL_TIER=fast)
          --calendar PATH   an .ics file or folder (default: $DREAM_COFFEE_CALENDAR, then
                            ~/.local/share/dream-coffee/calendar.ics, then the sample)
          --contacts PATH   a .vcf file or folder (default: $DREAM_COFFEE_CONTACTS, then
                            ~/.local/share/dream-coffee/contacts.vcf, then the sample)
          --script FILE     play the commands in FILE and print what the player sees
                            (commands are also read from standard input when it is not a terminal)
          --save FILE       the save file (default: ~/.local/state/dream-coffee/save.json)
          --seed N          the random seed for cup places and contacts
          --customers N     how many dream customers at once, 1 to 4 (default 4)
          --bench           measure the waits (first customer, replies, judgements) and exit
          --bench-quality   score what the models write (names, orders, dialog, judging, menus)
                            for N seeds from --seed (--seeds N, default 3) and exit

        Keys: arrows or WASD walk, 1-4 walk to a cup, Enter talks or serves, Esc closes,
        x ends the shift, ? shows help, q quits.
        """

    /// Creates default options.
    public init() {}

    /// Parses the arguments (without the program name).
    /// - Parameter arguments: The arguments.
    /// - Throws: `UsageError` for an unknown flag or a missing value.
    public init(parsing arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value; see dream-coffee --help")
            }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--calendar": calendar = try value(argument)
            case "--contacts": contacts = try value(argument)
            case "--model": model = try value(argument)
            case "--script": script = try value(argument)
            case "--save": saveFile = try value(argument)
            case "--seed":
                let text = try value(argument)
                guard let number = UInt64(text) else {
                    throw UsageError(description: "--seed needs a whole number, not \"\(text)\"")
                }
                seed = number
            case "--customers":
                let text = try value(argument)
                guard let number = Int(text), (1...4).contains(number) else {
                    throw UsageError(description: "--customers needs a number from 1 to 4, not \"\(text)\"")
                }
                dreamCustomers = number
            case "--bench": bench = true
            case "--fast": fast = true
            case "--bench-quality": benchQuality = true
            case "--seeds":
                let text = try value(argument)
                guard let number = Int(text), number > 0 else {
                    throw UsageError(description: "--seeds needs a number of 1 or more, not \"\(text)\"")
                }
                seeds = number
            case "-h", "--help": help = true
            default:
                throw UsageError(description: "unknown argument \"\(argument)\"; see dream-coffee --help")
            }
        }
    }

    /// A command-line mistake; the message says what to type.
    public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong and what to do.
        public var description: String
    }
}
