import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

@Suite("Scripted mode with a scripted model")
struct ScriptedGameTests {
    func play(_ lines: [String], model: ScriptedModel = ScriptedModel(Canned.gameRule()), customers: Int = 1)
        async throws -> [String]
    {
        var script = ScriptedGame(game: try GameFixtures.game(model: model, customers: customers))
        var output: [String] = []
        for line in lines { output += await script.run(line: line) }
        script.game.stop()
        return output
    }

    @Test("Talking to the barista twice: first line, then the resume line; replies come from the model")
    func talk() async throws {
        let output = try await play(["goto barista", "talk", "say hi", "bye", "talk", "say again"])
        #expect(output.contains("Barista: Hey there. Can you get the dream orders?"))
        #expect(output.contains("Barista: You said: hi"))
        #expect(output.contains("Barista: Hey, I'm busy making coffee."))
        #expect(output.contains("Barista: You said: again"))
    }

    @Test("A blocked word gets the error response and no model call")
    func blocked() async throws {
        let model = ScriptedModel(Canned.gameRule())
        let output = try await play(["goto lisa", "talk", "say One smoothie please"], model: model)
        #expect(output.contains("Lisa: I'd really rather talk about coffee instead!"))
        // Dialog requests only: the contacts customer's name turn (with its tool) may run meanwhile.
        let chats = model.requests.filter { $0.schema == nil && $0.enabledToolDefinitions.isEmpty }
        #expect(chats.isEmpty)
    }

    @Test("Serving shows the encounter sheet; brewing gives a judgement and a score")
    func serve() async throws {
        let output = try await play(["goto cup 1", "serve", "drink latte", "iced", "flavor vanilla", "brew", "score"])
        #expect(output.contains("Name: Moonmoth"))
        #expect(output.contains("Order: an iced vanilla latte"))
        #expect(output.contains("Drink: an iced latte with vanilla"))
        #expect(output.contains("Moonmoth: Just what I dreamed of!"))
        #expect(output.contains("Satisfaction: ****. (4/5)"))
        #expect(output.contains { $0.contains("Customers served: 1") })
        let portrait = Portrait(description: "a tiny blue owl wearing a golden crown").asciiLines()
        #expect(output.contains(portrait[8]))
    }

    @Test(
        "Commands that need someone close say what to do",
        arguments: [
            ("say hi", "You are not talking to anyone"), ("brew", "Open an order first"),
            ("serve", "No dream customer is close enough"), ("fly away", "unknown command"),
        ])
    func guidance(line: String, expected: String) async throws {
        let output = try await play([line])
        #expect(output.contains { $0.contains(expected) })
    }

    @Test("The contacts customer can be found by the name the tool gave and talked to")
    func contactsCustomer() async throws {
        let output = try await play(["goto customer", "talk", "say hello"])
        #expect(output.contains { $0.hasPrefix("You walk over to ") })
        #expect(output.contains { $0.hasSuffix(": What a lovely shop.") })
    }
}

@Suite("Tool wiring of the game, with a scripted model")
struct GameToolTests {
    @Test("The contacts customer's calendar tool finds the sample's catch-up on the game's day")
    func calendar() async throws {
        let rule = Canned.gameRule { request in
            let outputs = request.toolOutputTexts
            return outputs.isEmpty ? "(no tool call)" : "Calendar: " + outputs.joined(separator: " | ")
        }
        let model = ScriptedModel { request in
            if request.schema == nil,
                request.enabledToolDefinitions.contains(where: { $0.name == "getCalendarEvents" }),
                request.toolOutputTexts.isEmpty
            {
                let day = GameFixtures.today
                return .toolCalls([
                    Transcript.ToolCall(
                        toolName: "getCalendarEvents",
                        arguments: GeneratedContent(
                            properties: ["day": day.day, "month": day.month, "year": day.year]))
                ])
            }
            return rule(request)
        }
        var script = ScriptedGame(game: try GameFixtures.game(model: model, customers: 1))
        _ = await script.run(line: "goto customer")
        _ = await script.run(line: "talk")
        let output = await script.run(line: "say Do we have plans today?")
        script.game.stop()
        let name = try #require(script.game.snapshot.contactsCustomer?.displayName)
        #expect(
            output.contains { $0.contains("Calendar: Your events with \(name)") && $0.contains("Coffee catch-up") },
            "\(output)")
    }
}
