import Foundation
import FoundationModels

// What an app writes: a @Generable type, a tool, a session.

@Generable
struct Drink {
    @Guide(description: "The drink's name", .anyOf(["latte", "mocha", "cortado"]))
    var name: String
    @Guide(.range(1...3))
    var shots: Int
}

struct MenuTool: Tool {
    let name = "getMenu"
    let description = "Lists the drinks the coffee shop serves today."

    @Generable
    struct Arguments {
        @Guide(description: "Hot or iced")
        var temperature: String
    }

    func call(arguments: Arguments) async throws -> String {
        "Today: latte, mocha, cortado (\(arguments.temperature))."
    }
}

guard SystemLanguageModel.default.isAvailable else {
    print("The default model is not installed: run scripts/setup.")
    exit(1)
}
let session = LanguageModelSession(tools: [MenuTool()], instructions: "You are a barista. Be brief.")
let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 48)
let drink = try await session.respond(to: "A strong coffee, please.", generating: Drink.self, options: options).content
print("drink: \(drink.name), \(drink.shots) shot(s)")
let answer = try await session.respond(to: "Which drinks do you have today?", options: options).content
print("answer: \(answer)")
