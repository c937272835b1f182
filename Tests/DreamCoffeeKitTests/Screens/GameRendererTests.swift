import CommandLineSupport
import Foundation
import Testing

@testable import DreamCoffeeKit

@Suite("Game screens, drawn into 80×24 frames")
struct GameRendererTests {
    func text(_ ui: GameUI, _ world: GameState, status: ModelStatus = .ready, mode: ColorMode = .plain) -> String {
        let frame = GameRenderer.frame(ui: ui, world: world, modelStatus: status, mode: mode)
        #expect(frame.columns == 80 && frame.rows == 24)
        return frame.plainLines.joined(separator: "\n")
    }

    @Test("The status line says a served customer's message once")
    func statusLine() {
        let left = "Dusty Chirp left. A new dream customer is on the way."
        func line(_ status: String, _ log: String?) -> String {
            var ui = GameUI()
            ui.status = status
            return ui.statusLine(lastLog: log)
        }
        #expect(line(left, left) == left)
        #expect(line("", left) == left)
        #expect(line("Saved.", left) == "Saved. · " + left)
        #expect(line("Saved.", nil) == "Saved.")
    }

    @Test("The menu offers New Game only when the model is ready")
    func menu() throws {
        let world = try GameFixtures.game().snapshot
        #expect(text(GameUI(), world).contains("New Game"))
        let missing = text(GameUI(), world, status: .missing("/nowhere/model.gguf"))
        #expect(!missing.contains("New Game"))
        #expect(missing.contains("scripts/setup"))
        #expect(missing.contains("/nowhere/model.gguf"))
    }

    @Test("The dialog box shows the name, the dots while waiting, and the reply field when done")
    func dialog() throws {
        let world = try GameFixtures.game().snapshot
        var ui = GameUI()
        ui.screen = .dialog
        ui.dialog = DialogBox(who: .barista, name: "Barista", text: "Hey there.")
        ui.dialog?.type(100)
        let typed = text(ui, world)
        #expect(typed.contains("Barista") && typed.contains("Hey there.") && typed.contains("> _"))
        ui.dialog?.input = "Hi"
        _ = ui.dialog?.send()
        let waiting = text(ui, world)
        #expect(waiting.contains("... ... ...") && waiting.contains("You: Hi") && !waiting.contains("> "))
    }

    @Test("The encounter sheet shows the name, order, the builder's options and the verdict")
    func encounter() async throws {
        let game = try GameFixtures.game()
        game.update { $0.drink = Drink(kind: .cortado, milk: .halfAndHalf, flavors: [.ube]) }
        let npc = try NPC(.init(json: Canned.npcJSON))
        var ui = GameUI()
        ui.screen = .encounter
        ui.encounter = EncounterView(slot: 0, npc: npc)
        let sheet = text(ui, game.snapshot)
        for expected in [
            "Name: Moonmoth", "an iced vanilla latte", "cortado", "half & half", "[x] ube", "[ ] lavender",
            "Brew drink!",
        ] {
            #expect(sheet.contains(expected))
        }
        ui.encounter?.result = ServedDrink(
            customerName: "Moonmoth", order: npc.coffeeOrder, drink: .default,
            satisfaction: 2, feedback: "Too hot for me.")
        let judged = text(ui, game.snapshot)
        #expect(judged.contains("**... 2/5") && judged.contains("Moonmoth: Too hot for me."))
    }

    @Test("Plain mode draws no colour codes; true colour does")
    func noColor() throws {
        let world = try GameFixtures.game().snapshot
        var ui = GameUI()
        ui.screen = .shop
        let plain = GameRenderer.frame(ui: ui, world: world, modelStatus: .ready, mode: .plain).render(
            over: nil, mode: .plain)
        #expect(!plain.contains("[38;2;"))
        let color = GameRenderer.frame(ui: ui, world: world, modelStatus: .ready, mode: .trueColor).render(
            over: nil, mode: .trueColor)
        #expect(color.contains("[48;2;"))
    }
}
