import CommandLineSupport
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

@Suite("Command line and model check", .tags(.model), .needsModel)
struct ProgramTests {
    @Test("Flags are read; mistakes say what to type")
    func options() throws {
        let options = try ProgramOptions(parsing: [
            "--calendar", "a.ics", "--contacts", "b.vcf", "--model", "m.gguf",
            "--script", "s.txt", "--seed", "9", "--customers", "2", "--timings", "t.txt", "--floor",
        ])
        #expect(options.calendar == "a.ics" && options.contacts == "b.vcf" && options.model == "m.gguf")
        #expect(options.script == "s.txt" && options.seed == 9 && options.dreamCustomers == 2)
        #expect(options.timings == "t.txt" && options.floor)
        #expect(try ProgramOptions(parsing: []).timings == nil)
        #expect(throws: UsageError.self) { try ProgramOptions(parsing: ["--calendar"]) }
        #expect(throws: UsageError.self) { try ProgramOptions(parsing: ["--customers", "9"]) }
        #expect(throws: UsageError.self) { try ProgramOptions(parsing: ["--bogus"]) }
    }

    @Test("A missing model and a file that is not a GGUF get their own messages")
    func modelStatus() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/model.gguf")
        #expect(ModelStatus.check(url: missing, availability: .unavailable(.modelNotReady)) == .missing(missing.path))
        let fake = FileManager.default.temporaryDirectory.appendingPathComponent(
            "not-a-model-\(UUID().uuidString).gguf")
        try Data("hello".utf8).write(to: fake)
        defer { try? FileManager.default.removeItem(at: fake) }
        let status = ModelStatus.check(url: fake, availability: .available)
        #expect(status == .unreadable(fake.path))
        #expect(status.message?.joined(separator: " ").contains("not a GGUF") == true)
        #expect(ModelStatus.ready.message == nil)
    }
}

@Suite("The dream-coffee program, run as a process", .tags(.model), .needsModel)
struct ProgramProcessTests {
    @Test("--help prints the usage; a bad flag exits 2 and says what to do")
    func usage() throws {
        let program = Program(name: "dream-coffee")
        try #require(program.exists, "build the program first: swift build --product dream-coffee")
        let help = try program.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--calendar PATH") && help.output.contains("--script FILE"))
        let bad = try program.run(["--bogus"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("see dream-coffee --help"))
    }

    @Test("Without a model the scripted mode stops with the command that installs one")
    func missingModel() throws {
        let program = Program(name: "dream-coffee")
        try #require(program.exists, "build the program first: swift build --product dream-coffee")
        let result = try program.run(
            ["--model", "/nonexistent/model.gguf", "--save", "/dev/null/none"], input: "look\n")
        #expect(result.status == 1)
        #expect(result.error.contains("scripts/setup"))
        #expect(result.error.contains("/nonexistent/model.gguf"))
    }
}
