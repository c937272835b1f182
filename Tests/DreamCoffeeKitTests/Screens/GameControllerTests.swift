import Foundation
import Testing

@testable import DreamCoffeeKit

@Suite("Keys drive the game")
struct GameControllerTests {
    @Test("Menu → shop → talk to the barista → reply → close")
    func talkFlow() async throws {
        let game = try GameFixtures.game(customers: 1)
        let controller = GameController(game: game, modelStatus: .ready)
        controller.handle(.enter)
        #expect(controller.state.screen == .shop)
        for _ in 0..<11 { controller.handle(.up) }
        for _ in 0..<9 { controller.handle(.character("a")) }
        #expect(game.snapshot.shop.nearestCharacter == .barista)
        controller.handle(.enter)
        #expect(controller.state.screen == .dialog)
        #expect(controller.state.dialog?.text == Barista().firstLine)
        for _ in 0..<60 { controller.tick() }
        for character in "hi" { controller.handle(.character(character)) }
        controller.handle(.enter)
        // The reply is asked for at once: the box waits for it, has part of it (a loaded machine
        // can show a streamed part), or (the scripted model is quick) shows it all.
        #expect(controller.state.dialog?.isReplying == true || controller.state.dialog?.text == "You said: hi")
        while controller.state.dialog?.isReplying == true { try await Task.sleep(for: .milliseconds(5)) }
        #expect(controller.state.dialog?.text == "You said: hi")
        controller.handle(.escape)
        #expect(controller.state.screen == .shop)
        game.stop()
    }

    @Test("Walk to a cup → serve → brew → verdict → back to the shop")
    func serveFlow() async throws {
        let game = try GameFixtures.game(customers: 1)
        let controller = GameController(game: game, modelStatus: .ready)
        controller.handle(.enter)
        _ = await game.dreamCustomer(0)
        game.update { $0.drink = Drink(kind: .latte, temperature: .iced, flavors: [.vanilla]) }
        controller.handle(.character("1"))
        controller.handle(.enter)
        #expect(controller.state.screen == .encounter)
        // Down to the flavours (box by box from there), Tab past them to Brew drink!.
        for _ in 0..<3 { controller.handle(.down) }
        controller.handle(.tab)
        #expect(controller.state.encounter?.builder.row == .brew)
        controller.handle(.enter)
        #expect(controller.state.encounter?.isBrewing == true || controller.state.encounter?.result != nil)
        while controller.state.encounter?.isBrewing == true { try await Task.sleep(for: .milliseconds(5)) }
        #expect(controller.state.encounter?.result?.satisfaction == 4)
        controller.handle(.enter)
        #expect(controller.state.screen == .shop)
        controller.handle(.character("x"))
        guard case .summary(let lines) = controller.state.screen else {
            Issue.record("expected the summary, got \(controller.state.screen)")
            return
        }
        #expect(lines.first == "Shift 1 is over.")
        game.stop()
    }

    @Test("Without a model, Enter on the menu does nothing and q quits")
    func noModel() throws {
        let controller = GameController(game: try GameFixtures.game(), modelStatus: .missing("/x.gguf"))
        controller.handle(.enter)
        #expect(controller.state.screen == .menu)
        controller.handle(.character("q"))
        #expect(controller.state.quitting)
    }
}
