import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

@Suite("Game core with a scripted model")
struct DreamCoffeeGameTests {
    @Test("Starting a shift brings four dream customers, each with a name of their own, and the contacts customer")
    func arrivals() async throws {
        let game = try GameFixtures.game()
        #expect(game.snapshot.shop.visibleCups.isEmpty)
        game.startShift()
        var names: [String] = []
        for slot in 0..<4 {
            let npc = await game.dreamCustomer(slot)
            names.append(npc?.name ?? "-")
        }
        // Generated at once, they did not see each other's names: the ones that clashed were
        // invented again knowing the taken ones.
        #expect(Set(names).count == 4 && names.allSatisfy(Canned.npcNames.contains), "\(names)")
        #expect(game.snapshot.shop.visibleCups == [0, 1, 2, 3])
        let customer = await game.contactsCustomer()
        #expect(customer != nil)
        #expect(game.contactsTool.returnedNames.contains(customer?.displayName ?? "-"))
        #expect(game.snapshot.names[.contactsCustomer] == customer?.displayName)
    }

    @Test("A failed customer is logged and its cup does not appear")
    func failure() async throws {
        let failure = GeneratedContent.ParsingError(rawContent: "{", debugDescription: "no")
        let game = try GameFixtures.game(model: ScriptedModel { _ in .failure(failure) }, customers: 1)
        game.startShift()
        #expect(await game.dreamCustomer(0) == nil)
        #expect(game.snapshot.shop.visibleCups.isEmpty)
        #expect(game.snapshot.log.contains { $0.contains("Dream customer 1 did not come") })
    }

    @Test("Serving records the drink; the customer leaves and a new one comes")
    func serve() async throws {
        let game = try GameFixtures.game(customers: 1)
        game.startShift()
        _ = await game.dreamCustomer(0)
        game.update { $0.drink = Drink(kind: .latte, temperature: .iced, flavors: [.vanilla]) }
        let served = try #require(await game.serve(slot: 0))
        #expect(served.satisfaction == 4)
        #expect(served.feedback == "Just what I dreamed of!")
        #expect(game.snapshot.shift.customersServed == 1)
        #expect(game.snapshot.log.contains { $0.contains("Moonmoth left") })
        #expect(await game.dreamCustomer(0) != nil)
        #expect(game.snapshot.shop.visibleCups == [0])
    }

    @Test("A drink unlike the order is capped however kind the judge is")
    func cap() async throws {
        let game = try GameFixtures.game(customers: 1)
        game.startShift()
        _ = await game.dreamCustomer(0)
        game.update { $0.drink = Drink(kind: .espresso) }
        let served = try #require(await game.serve(slot: 0))
        #expect(served.satisfaction == 1)
        #expect(DreamCoffeeGame.satisfactionCap(order: "a hot latte", drink: Drink(kind: .latte)) == 5)
        #expect(DreamCoffeeGame.satisfactionCap(order: "a hot latte", drink: Drink(kind: .cortado)) == 3)
        game.stop()
    }

    @Test("Ending the shift writes the save file; the next game continues from it")
    func save() async throws {
        let file = GameFixtures.saveFile()
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let game = try GameFixtures.game(customers: 1, saveFile: file)
        game.startShift()
        _ = await game.dreamCustomer(0)
        _ = await game.serve(slot: 0)
        let summary = try game.endShift()
        #expect(summary.first == "Shift 1 is over.")
        #expect(summary.last?.contains("Customers served: 1") == true)
        game.stop()
        let next = try GameFixtures.game(customers: 1, saveFile: file)
        #expect(next.snapshot.save.totalServed == 1)
        #expect(next.snapshot.shift.number == 2)
    }
}
