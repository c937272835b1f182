import CommandLineSupport
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
    /// `--no-guardrails`: the model without the default guardrails (`LlamaLanguageModel`).
    public var noGuardrails = false
    /// `--timings FILE`: append each shift's wait for its first customer, with its tokens.
    public var timings: String?
    /// `--floor`: print llama.cpp's own rates for the model on this machine instead of playing.
    public var floor = false
    /// `--bench-quality`: score what the models write (both installed models, `--seeds` seeds).
    public var benchQuality = false
    /// `--seeds N`: how many seeds `--bench-quality` runs (default 3).
    public var seeds = 3
    /// `--web`: serve the game to a browser on 127.0.0.1 instead of the terminal.
    public var web = false
    /// `--port N`: the port `--web` listens on (default 8080; 0 lets the system choose).
    public var port = 8080
    /// `--help`.
    public var help = false

    /// The command line: its options and its help.
    public static let parser = ArgumentParser(
        command: "dream-coffee",
        usage: [
            "dream-coffee [--model FILE.gguf | --fast] [--calendar PATH] [--contacts PATH]",
            "             [--script FILE|-] [--save FILE] [--seed N] [--customers N] [--bench [--no-guardrails]]",
            "             [--timings FILE] [--floor] [--bench-quality [--seeds N]] [--web [--port N]]",
        ],
        overview: "Dream Coffee: serve dream customers with the on-device model.",
        options: [
            .value("model", "FILE", help: "the GGUF model (default: the one scripts/setup installs, or $FM_MODEL)"),
            .flag("fast", help: "the fast model tier, Qwen2.5-Coder-0.5B (also FM_MODEL_TIER=fast)"),
            .value(
                "calendar", "PATH",
                help: """
                    an .ics file or folder (default: $DREAM_COFFEE_CALENDAR, then
                    ~/.local/share/dream-coffee/calendar.ics, then the sample)
                    """),
            .value(
                "contacts", "PATH",
                help: """
                    a .vcf file or folder (default: $DREAM_COFFEE_CONTACTS, then
                    ~/.local/share/dream-coffee/contacts.vcf, then the sample)
                    """),
            .value(
                "script", "FILE",
                help: """
                    play the commands in FILE and print what the player sees
                    (commands are also read from standard input when it is not a terminal)
                    """),
            .value("save", "FILE", help: "the save file (default: ~/.local/state/dream-coffee/save.json)"),
            .value("seed", "N", help: "the random seed for cup places and contacts"),
            .value("customers", "N", help: "how many dream customers at once, 1 to 4 (default 4)"),
            .flag("bench", help: "measure the waits (first customer, replies, judgements) and exit"),
            .flag("no-guardrails", help: "play without the default guardrails (to compare their cost with --bench)"),
            .value(
                "timings", "FILE",
                help: """
                    append to FILE each shift's wait for its first customer and the tokens
                    the customer needed (compare with --floor)
                    """),
            .flag("floor", help: "print llama.cpp's own prompt and generation rates for the model and exit"),
            .flag(
                "bench-quality",
                help: """
                    score what the models write (names, orders, dialog, judging, menus)
                    for N seeds from --seed (--seeds N, default 3) and exit
                    """),
            .value("seeds", "N", help: "the seeds --bench-quality runs (default 3)"),
            .flag("web", help: "play in a browser: serve the game on 127.0.0.1 and print its address"),
            .value("port", "N", help: "the port --web listens on (default 8080; 0: any free port)"),
            .help,
        ],
        footer: """
            Keys: arrows or WASD walk, 1-4 walk to a cup, Enter talks or serves, Esc closes,
            x ends the shift, ? shows help, q quits.
            """)

    /// The usage text.
    public static var usage: String { parser.help }

    /// Creates default options.
    public init() {}

    /// Parses the arguments (without the program name).
    /// - Parameter arguments: The arguments.
    /// - Throws: `UsageError` for an unknown flag, a missing value or a bad number.
    public init(parsing arguments: [String]) throws(UsageError) {
        let parsed = try Self.parser.parse(arguments)
        if let extra = parsed.positionals.first {
            throw UsageError("unexpected argument '\(extra)'")
        }
        calendar = parsed.string("calendar")
        contacts = parsed.string("contacts")
        model = parsed.string("model")
        script = parsed.string("script")
        saveFile = parsed.string("save")
        seed = try parsed.value("seed", expected: "a whole number") { UInt64($0) } ?? seed
        dreamCustomers = try parsed.int("customers", in: 1...4) ?? dreamCustomers
        bench = parsed.has("bench")
        noGuardrails = parsed.has("no-guardrails")
        timings = parsed.string("timings")
        floor = parsed.has("floor")
        fast = parsed.has("fast")
        benchQuality = parsed.has("bench-quality")
        seeds = try parsed.int("seeds", atLeast: 1) ?? seeds
        web = parsed.has("web")
        port = try parsed.int("port", in: 0...65_535) ?? port
        help = parsed.has("help")
    }
}
