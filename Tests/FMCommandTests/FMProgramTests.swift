import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

/// `fm` run as a process: usage errors, schema files, models and token counts.
/// The files each test writes are removed after it.
@Suite(.tags(.model), .needsModel) final class FMProgramTests {
    let fm = Program(name: "fm")
    private var files: [URL] = []

    deinit { for url in files { try? FileManager.default.removeItem(at: url) } }

    func file(_ name: String, _ text: String) throws -> String {
        // A name of its own: the cases of a parameterized test run at once.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fm-tests-\(getpid())-\(UUID().uuidString.prefix(8))-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        files.append(url)
        return url.path
    }

    static let personSchema = #"""
        {"type":"object","properties":{"name":{"type":"string","enum":["Ann","Bob"]},
         "age":{"type":"integer","minimum":18,"maximum":99}},"required":["name","age"]}
        """#

    @Test(arguments: ["generate", "tokens", "models", "respond", "chat", "bench", "serve"])
    func everySubcommandHasHelp(command: String) throws {
        let result = try fm.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Usage: fm \(command)"))
    }

    @Test(arguments: [
        (#"{"type":"#, "not a usable JSON Schema: Invalid JSON"),
        (#"{"type":"frobnicate"}"#, "Unknown type 'frobnicate'"),
        (#"[1, 2]"#, "not a usable JSON Schema"),
    ])
    func badSchemaFilesAreUsageErrors(text: String, message: String) throws {
        let path = try file("bad.json", text)
        for command in ["generate", "tokens"] {
            let result = try fm.run([command, "--schema", path, "a prompt"])
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.error.contains(message), "\(result.error)")
        }
    }

    @Test func aModelFileThatIsMissingOrNotAModelSaysSo() throws {
        let missing = try fm.run(["respond", "--model", "/nonexistent/model.gguf", "hi"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("the model is not available"), "\(missing.error)")
        #expect(missing.error.contains("pass --model PATH"), "\(missing.error)")
        let junk = try file("junk.gguf", "not a model")
        let serve = try fm.run(["serve", "--model", junk, "--port", "0"])
        #expect(serve.status == 1)
        #expect(serve.error.contains("cannot load \(junk)"), "\(serve.error)")
        #expect(serve.error.contains("not a GGUF model file"), "\(serve.error)")
        for result in [missing, serve] { #expect(!result.error.contains("could not be completed"), "\(result.error)") }
    }

    @Test func aMissingSchemaFileIsAUsageError() throws {
        let result = try fm.run(["generate", "--schema", "/nonexistent/schema.json", "hi"])
        #expect(result.status == 2)
        #expect(result.error.contains("cannot read the schema file '/nonexistent/schema.json'"))
    }

    @Test(arguments: [
        (["generate", "hi"], "needs --schema FILE.json"),
        (["generate", "--schema"], "--schema needs a value"),
        (["generate", "--bogus"], "unknown option '--bogus'"),
        (["tokens", "--max-tokens", "x", "hi"], "unknown option '--max-tokens'"),
        (
            ["models", "install", "nope"],
            "unknown model 'nope'; known models: qwen2.5-coder-0.5b, gemma-3-270m, qwen2.5-coder-1.5b"
        ),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["respond"], "give a prompt"),
        (["tokens"], "give a prompt"),
        (["models", "install"], "fm models install needs one NAME"),
    ])
    func badFlagsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try fm.run(arguments)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test func anEmptyPromptOnStandardInputIsAUsageError() throws {
        let path = try file("person.json", Self.personSchema)
        let result = try fm.run(["generate", "--schema", path], input: "  \n")
        #expect(result.status == 2)
        #expect(result.error.contains("give a prompt"))
    }

    @Test func temperatureZeroWithASeedIsGreedyNotAnError() throws {
        let result = try fm.run([
            "respond", "--temperature", "0", "--top-k", "40", "--seed", "3", "--max-tokens", "4", "Say hi.",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.isEmpty)
    }

    /// A second process with the same instructions loads them from the disk's prefix cache
    /// (the model's installer left its sha256, so the first process kept them at once), and
    /// `--stats` says so.
    @Test func aSecondProcessFindsItsInstructionsOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fm-prefixes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let instructions = (1...12).map { "Rule \($0): answer politely and in a few words." }.joined(separator: " ")
        let arguments = ["respond", "--stats", "--greedy", "--max-tokens", "3", "--instructions", instructions]
        func cached(_ prompt: String) throws -> Int {
            let result = try fm.run(arguments + [prompt], environment: ["FM_PREFIX_CACHE": folder.path])
            #expect(result.status == 0, "\(result.error)")
            let figures = try #require(result.error.split(separator: "\n").last { $0.hasPrefix("prompt ") })
            #expect(figures.contains("first words after"), "\(figures)")
            let count = figures.split(separator: "(").dropFirst().first?.prefix { $0.isNumber }
            return try #require(count.flatMap { Int($0) }, "\(figures)")
        }
        #expect(try cached("Say hi.") == 0)
        #expect(try cached("Say bye.") >= 100)
    }

    @Test func modelsListsTheInstalledModels() throws {
        let result = try fm.run(["models"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.contains("architecture") == true)
        let qwen = try #require(lines.first { $0.contains("qwen2.5-coder-0.5b-instruct-q8_0.gguf") })
        #expect(qwen.hasPrefix("*"))
        #expect(qwen.contains("qwen2") && qwen.contains("chatml") && qwen.contains("151936") && qwen.contains("32768"))
    }

    @Test func installingAnInstalledModelSaysSo() throws {
        let result = try fm.run(["models", "install", "qwen2.5-coder-0.5b"])
        #expect(result.status == 0)
        #expect(result.error.contains("already installed"))
    }

    /// The real model: a chat with a rolling window answers every line, and `/transcript`
    /// still lists every entry (the window changes what the model sees, not the transcript).
    @Test func chatWithAWindowKeepsTheWholeTranscript() throws {
        let lines = ["My name is Zelda.", "Name a color.", "Name a fruit.", "/transcript"]
        let result = try fm.run(
            ["chat", "--window", "2", "--greedy", "--max-tokens", "8", "--instructions", "Answer in a few words."],
            input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.components(separatedBy: "(Prompt)").count - 1 == 3, "\(result.output)")
        #expect(result.output.components(separatedBy: "(Response)").count - 1 == 3, "\(result.output)")
        let bad = try fm.run(["chat", "--window", "0"])
        #expect(bad.status == 2 && bad.error.contains("--window needs 1 or more entries"))
    }

    @Test func tokensCountsAPromptAndASchema() throws {
        let short = try fm.run(["tokens", "Hello"])
        let long = try fm.run(["tokens"], input: "Hello there, how many tokens does this longer sentence take?")
        #expect(short.status == 0 && long.status == 0)
        let shortCount = try #require(Int(short.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        let longCount = try #require(Int(long.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(shortCount > 0 && longCount > shortCount)

        let path = try file("person.json", Self.personSchema)
        let schema = try fm.run(["tokens", "--schema", path, "Hello"])
        #expect(schema.status == 0)
        let counts = Dictionary(
            uniqueKeysWithValues: schema.output.split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                return parts.count == 2 ? (parts[0], Int(parts[1]) ?? -1) : nil
            })
        #expect(counts["prompt"] == shortCount)
        #expect((counts["schema"] ?? 0) > 0)
        #expect(counts["total"] == shortCount + (counts["schema"] ?? 0))
    }

    /// The real model: the JSON follows the schema (enum and range enforced), and the streamed
    /// lines grow towards it.
    @Test func generateFollowsTheSchemaFile() throws {
        let path = try file("person.json", Self.personSchema)
        let result = try fm.run(["generate", "--schema", path, "--stream", "--greedy", "A person who is 30 years old"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count >= 2)
        let value = try GeneratedContent(json: try #require(lines.last))
        #expect(["Ann", "Bob"].contains(try value.value(String.self, forProperty: "name")))
        #expect((18...99).contains(try value.value(Int.self, forProperty: "age")))
        guard case .structure(_, let keys) = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(keys == ["name", "age"])
        #expect(lines.dropLast().allSatisfy { $0.count <= lines.last!.count })

        let pretty = try fm.run(
            ["generate", "--schema", path, "--pretty", "--greedy", "--max-tokens", "40"],
            input: "A person who is 30 years old")
        #expect(pretty.status == 0)
        #expect(pretty.output.hasPrefix("{\n  \"name\": "))
        #expect(try GeneratedContent(json: pretty.output) == GeneratedContent(json: lines.last!))
    }
}
