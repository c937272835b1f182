import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

/// End-to-end games with the real default model (the setup installs it; CI runs the setup
/// first, so a missing model fails). Few and short: every model call costs seconds.
@Suite("Real model: scripted games", .serialized, .tags(.model), .needsModel)
struct RealModelGameTests {
    static func game(customers: Int = 1) throws -> DreamCoffeeGame {
        #expect(SystemLanguageModel.default.isAvailable, "run scripts/setup to install the model")
        // A fixed day: the calendar tool tells the model today's date, so the greedy answers
        // would otherwise change with the day the tests run.
        return try DreamCoffeeGame(
            setup: GameSetup(
                model: SystemLanguageModel.default, seed: 3, today: GameFixtures.today,
                dreamCustomers: customers, sampling: .greedy))
    }

    @Test("Talking to Lisa twice shows memory; a blocked word is never sent")
    func memory() async throws {
        var script = ScriptedGame(game: try Self.game())
        script.game.stop()
        _ = await script.run(line: "goto lisa")
        #expect(await script.run(line: "talk").contains("Lisa: \(Lisa().firstLine)"))
        _ = await script.run(line: "say My secret word is Zorblax. Please say it back to me.")
        _ = await script.run(line: "bye")
        #expect(await script.run(line: "talk").contains("Lisa: Hi!"))
        let answer = await script.run(line: "say What was my secret word?")
        #expect(answer.joined().contains("Zorblax"), "Lisa forgot: \(answer)")
        let entries = script.game.dialog.session(for: Lisa())?.transcript.count
        let blocked = await script.run(line: "say Do you like tea?")
        #expect(blocked.contains("Lisa: I'd really rather talk about coffee instead!"))
        #expect(script.game.dialog.session(for: Lisa())?.transcript.count == entries)
    }

    @Test("4 dream customers appear with names, orders and portraits; brewing is judged and scored")
    func dreamCustomers() async throws {
        var script = ScriptedGame(game: try Self.game(customers: 4))
        for slot in 0..<4 {
            let npc = try #require(
                await script.game.dreamCustomer(slot), "customer \(slot + 1): \(script.game.snapshot.log)")
            #expect(npc.name.first?.isUppercase == true && !npc.coffeeOrder.isEmpty, "\(npc.name): \(npc.coffeeOrder)")
            #expect(!npc.picture.imageDescription.isEmpty && npc.picture.portrait.asciiLines().count > 8)
            print("customer \(slot + 1): \(npc.name), \(npc.coffeeOrder); \(npc.picture.imageDescription)")
            #expect(QualityCheck.isName(npc.name), "not a name: \(npc.name)")
            #expect(QualityCheck.isCoffeeOrder(npc.coffeeOrder), "not a coffee drink: \(npc.coffeeOrder)")
        }
        let names = script.game.snapshot.dreamCustomers.values.map { $0.name.lowercased() }
        #expect(Set(names).count == 4, "a name came twice: \(names)")
        let walk = await script.run(line: "goto cup 1")
        #expect(walk.contains { $0.hasPrefix("You walk over to ") }, "\(walk)")
        let sheet = await script.run(line: "serve")
        let npc = try #require(script.game.snapshot.dreamCustomers[0])
        #expect(!npc.name.isEmpty && !npc.coffeeOrder.isEmpty && !npc.picture.imageDescription.isEmpty)
        #expect(sheet.contains("Name: \(npc.name)"))
        #expect(sheet.contains("Order: \(npc.coffeeOrder)"))
        #expect(sheet.contains(npc.picture.portrait.asciiLines()[8]))
        _ = await script.run(line: "drink latte")
        let brew = await script.run(line: "brew")
        #expect(brew.contains { $0.hasPrefix("\(npc.name): ") && $0.count > npc.name.count + 3 }, "\(brew)")
        #expect(
            brew.contains { $0.range(of: #"^Satisfaction: [*.]{5} \([1-5]/5\)$"#, options: .regularExpression) != nil })
        #expect(script.game.snapshot.shift.customersServed == 1)
        script.game.stop()
    }

    @Test("The contacts customer is named by the contacts tool, from the sample vCard")
    func contacts() async throws {
        let game = try Self.game()
        _ = ScriptedGame(game: game)
        let customer = try #require(await game.contactsCustomer(), "\(game.snapshot.log)")
        game.stop()
        let names = Set((1...12).flatMap { (try? DataLoader.contacts(from: .sample).givenNames(bornIn: $0)) ?? [] })
        #expect(names.contains(customer.displayName), "\(customer.displayName) is not in the sample vCard")
        #expect(
            game.contactsTool.returnedNames.contains(customer.displayName), "the model did not use the contacts tool")
    }

    @Test("Asked about plans, the contacts customer's calendar tool finds their event")
    func calendar() async throws {
        let game = try Self.game()
        var script = ScriptedGame(game: game)
        let customer = try #require(await game.contactsCustomer(), "\(game.snapshot.log)")
        game.stop()
        _ = await script.run(line: "goto customer")
        _ = await script.run(line: "talk")
        _ = await script.run(line: "say Check my calendar: do we have plans together today?")
        let transcript = game.dialog.session(for: customer)?.transcript ?? Transcript()
        let outputs = transcript.compactMap { entry -> String? in
            guard case .toolOutput(let output) = entry else { return nil }
            return output.segments.plainText
        }
        let calls = transcript.compactMap { entry -> String? in
            guard case .toolCalls(let calls) = entry else { return nil }
            return calls.map { "\($0.toolName) \($0.arguments.jsonString)" }.joined(separator: "; ")
        }
        #expect(
            outputs.contains { $0.contains("Coffee catch-up") }, "calendar tool calls: \(calls), outputs: \(outputs)")
    }
}
