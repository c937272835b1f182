import Foundation
import FoundationModels
import Testing
@testable import DreamCoffeeKit

@Suite("Command line and model check")
struct ProgramTests {
    @Test("Flags are read; mistakes say what to type")
    func options() throws {
        let options = try ProgramOptions(parsing: ["--calendar", "a.ics", "--contacts", "b.vcf", "--model", "m.gguf",
                                                   "--script", "s.txt", "--seed", "9", "--customers", "2"])
        #expect(options.calendar == "a.ics" && options.contacts == "b.vcf" && options.model == "m.gguf")
        #expect(options.script == "s.txt" && options.seed == 9 && options.dreamCustomers == 2)
        #expect(throws: ProgramOptions.UsageError.self) { try ProgramOptions(parsing: ["--calendar"]) }
        #expect(throws: ProgramOptions.UsageError.self) { try ProgramOptions(parsing: ["--customers", "9"]) }
        #expect(throws: ProgramOptions.UsageError.self) { try ProgramOptions(parsing: ["--bogus"]) }
    }

    @Test("A missing model and a file that is not a GGUF get their own messages")
    func modelStatus() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/model.gguf")
        #expect(ModelStatus.check(url: missing, availability: .unavailable(.modelNotReady)) == .missing(missing.path))
        let fake = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-model-\(UUID().uuidString).gguf")
        try Data("hello".utf8).write(to: fake)
        defer { try? FileManager.default.removeItem(at: fake) }
        let status = ModelStatus.check(url: fake, availability: .available)
        #expect(status == .unreadable(fake.path))
        #expect(status.message?.joined(separator: " ").contains("not a GGUF") == true)
        #expect(ModelStatus.ready.message == nil)
    }
}
