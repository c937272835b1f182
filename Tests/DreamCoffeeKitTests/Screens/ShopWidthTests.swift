import CommandLineSupport
import Foundation
import FoundationModels
import Testing

@testable import DreamCoffeeKit

@Suite("The shop is laid out by display width")
struct ShopWidthTests {
    /// Dream customers with wide names (ideographs, emoji), all four cups shown.
    func crowdedShop() throws -> GameState {
        let game = try GameFixtures.game()
        let names = ["珈琲の夢見る猫", "☕ Latte Ghost ☕", "한국 Moth", "Ｆｕｌｌ ｗｉｄｔｈ"]
        for (slot, name) in names.enumerated() {
            let json =
                #"{"name": "\#(name)", "coffeeOrder": "a ☕ with 日本 honey", "picture": {"imageDescription": "a cup"}}"#
            let npc = try NPC(GeneratedContent(json: json))
            game.update { world in
                world.dreamCustomers[slot] = npc
                world.shop.setCup(slot, visible: true)
            }
        }
        return game.snapshot
    }

    @Test("Every row of the shop has the frame's width, whatever the cups pass over")
    func everyRowHasTheSameWidth() throws {
        var world = try crowdedShop()
        var ui = GameUI()
        ui.screen = .shop
        ui.status = "☕ served 日本茶 to 한국 Moth"
        var sawCups = false
        for _ in 0..<40 {
            let frame = GameRenderer.frame(ui: ui, world: world, modelStatus: .ready, mode: .trueColor)
            let lines = frame.plainLines
            sawCups = sawCups || lines.contains { $0.contains("☕") }
            for (row, line) in lines.enumerated() {
                #expect(line.displayWidth == GameRenderer.size.columns, "row \(row): \(line)")
            }
            world.shop.advance()
        }
        #expect(sawCups)
    }

    @Test("The side panel cuts a wide name by columns, not by characters")
    func sidePanelCutsByColumns() throws {
        var ui = GameUI()
        ui.screen = .shop
        let frame = GameRenderer.frame(ui: ui, world: try crowdedShop(), modelStatus: .ready, mode: .plain)
        let panel = (0..<frame.rows).map { row in String((65..<frame.columns).compactMap { frame[row, $0].character }) }
        #expect(panel.contains("1 珈琲の夢見る "))  // 14 columns, then a blank
        #expect(panel.contains("4 Ｆｕｌｌ ｗｉ"))  // exactly the panel's 15 columns
    }
}
