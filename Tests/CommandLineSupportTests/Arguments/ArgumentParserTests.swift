import Foundation
import Testing

@testable import CommandLineSupport

@Suite struct ArgumentParserTests {
    static let parser = ArgumentParser(
        command: "tool", usage: ["tool [options] FILE…"], overview: "Does a thing.",
        options: [
            .value("model", "PATH", help: "a model file"),
            .value("seed", "N", help: "a seed\nthat repeats"),
            .flag("json", help: "print JSON"),
            .help,
        ],
        footer: "Exit codes: 0 success, 2 usage error.")

    @Test func readsValuesFlagsAndPositionals() throws {
        let parsed = try Self.parser.parse(["--model", "m.gguf", "a", "--json", "--seed=7", "-h", "b"])
        #expect(parsed.string("model") == "m.gguf")
        #expect(try parsed.int("seed") == 7)
        #expect(parsed.has("json") && parsed.has("help"))
        #expect(!parsed.has("model"))
        #expect(parsed.positionals == ["a", "b"])
        #expect(parsed.string("seed") == "7")
    }

    @Test func theLastValueWinsAndDoubleDashEndsOptions() throws {
        let parsed = try Self.parser.parse(["--seed", "1", "--seed", "2", "--", "--json", "-"])
        #expect(try parsed.int("seed") == 2)
        #expect(!parsed.has("json"))
        #expect(parsed.positionals == ["--json", "-"])
        #expect(try Self.parser.parse(["-"]).positionals == ["-"])
    }

    @Test func repeatedValuesAreKeptInOrder() throws {
        let parsed = try Self.parser.parse(["--model", "a", "--seed=1", "--model", "b"])
        #expect(parsed.strings("model") == ["a", "b"])
        #expect(parsed.strings("json").isEmpty)
        #expect(parsed.sequence.map(\.name) == ["model", "seed", "model"])
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["-model", "m"], "unknown option '-model'"),
        (["--model"], "--model needs a value (--model PATH)"),
        (["--model", "--json"], "--model needs a value (--model PATH)"),
        (["--json=yes"], "--json takes no value"),
        (["--bogus=1"], "unknown option '--bogus=1'"),
    ])
    func mistakesSayWhatToType(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Self.parser.parse(arguments) }
    }

    @Test func typedValuesCheckTheirText() throws {
        let parsed = try Self.parser.parse(["--seed", "x", "--model", "12"])
        #expect(throws: UsageError("--seed needs a whole number, not 'x'")) { try parsed.int("seed") }
        #expect(throws: UsageError("--seed needs a number, not 'x'")) { try parsed.double("seed") }
        #expect(try parsed.int("model", in: 1...20) == 12)
        #expect(throws: UsageError("--model needs a whole number from 1 to 9, not '12'")) {
            try parsed.int("model", in: 1...9)
        }
        #expect(throws: UsageError("--model needs a whole number of at least 13, not '12'")) {
            try parsed.int("model", atLeast: 13)
        }
        #expect(
            try parsed.value("model", expected: "an even number") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } } == 12)
        #expect(try parsed.int("absent") == nil)
    }

    @Test func helpListsEveryOptionInItsColumn() {
        let expected = """
            Usage: tool [options] FILE…

            Does a thing.

            Options:
              --model PATH          a model file
              --seed N              a seed
                                    that repeats
              --json                print JSON
              -h, --help            show this help

            Exit codes: 0 success, 2 usage error.
            """
        #expect(Self.parser.help == expected)
    }

    @Test func aLongSynopsisPutsItsHelpOnTheNextLine() {
        let lines = ArgumentParser.helpLines(.value("a-very-long-option-name", "VALUE", help: "what it does"))
        #expect(lines == ["  --a-very-long-option-name VALUE", String(repeating: " ", count: 24) + "what it does"])
    }

    @Test func theMessageNamesTheProgramAndItsHelp() {
        #expect(UsageError("unknown option '--x'").message(program: "fm") == "fm: unknown option '--x' (see fm --help)")
    }

    /// A program that prints `error.localizedDescription` shows what went wrong, not Foundation's
    /// "The operation could not be completed".
    @Test func theErrorsSayTheirMessageAsTheirLocalizedDescription() {
        let errors: [any Error] = [
            RuntimeError("the model is missing"), UsageError("the model is missing"),
            TerminalSession.SetupError(description: "the model is missing"),
        ]
        for error in errors { #expect(error.localizedDescription == "the model is missing") }
    }
}
