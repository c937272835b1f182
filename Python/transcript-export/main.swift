// Runs a short Swift session and writes its transcript as Apple's apps export it
// (`JSONEncoder().encode(session.transcript)`), for the Python tests to read back.
// Built by scripts/python-sdk into the bindings' package. Usage: fm-transcript-export FILE
import Foundation
import FoundationModels

@Generable
struct Drink {
    @Guide(.anyOf(["latte", "mocha", "cortado"])) let name: String
    @Guide(.range(1...3)) let shots: Int
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: fm-transcript-export FILE\n".utf8))
    exit(2)
}
let session = LanguageModelSession(instructions: "You are a barista. Answer in one short sentence.")
_ = try await session.respond(
    to: "What goes into a cortado?", options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 60))
_ = try await session.respond(to: "Suggest a strong drink.", generating: Drink.self)
let data = try JSONEncoder().encode(session.transcript)
try data.write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
