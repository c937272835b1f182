import CommandLineSupport
import FoundationModels
import Testing

@testable import DreamCoffeeKit

@Suite struct ShopViewTests {
    @Test func drawsTheMapPeopleAndCupsInPlainText() {
        var generator = SeededGenerator(seed: 11)
        var state = ShopState(using: &generator)
        state.setCup(2, visible: true)
        let size = ShopView.size(of: state.map)
        #expect(size == TerminalSize(columns: 64, rows: 18))
        var frame = ScreenBuffer(size: TerminalSize.minimum)
        ShopView.draw(state, into: &frame, row: 1, column: 0, mode: .plain, names: [.contactsCustomer: "Naomi"])
        let lines = frame.plainLines
        #expect(lines[1].hasPrefix(String(repeating: "#", count: 64)))
        let chike = ShopMap.coffeeShop.characters[.barista]!
        #expect(lines[1 + chike.y].dropFirst(chike.x * 2).hasPrefix("Ch"))
        let naomi = ShopMap.coffeeShop.characters[.contactsCustomer]!
        #expect(lines[1 + naomi.y].dropFirst(naomi.x * 2).hasPrefix("Na"))
        let cup = state.position(of: .dreamCustomer(2))!
        #expect(lines[1 + cup.y].dropFirst(cup.x * 2).hasPrefix("U3"))
        #expect(lines[1 + state.player.y].dropFirst(state.player.x * 2).hasPrefix("@"))
        #expect(!lines.joined().contains("U1"))
    }

    @Test func highlightsWhoIsWithinReach() {
        var generator = SeededGenerator(seed: 11)
        var state = ShopState(using: &generator)
        state.go(to: .barista)
        var frame = ScreenBuffer(size: TerminalSize.minimum)
        ShopView.draw(state, into: &frame, mode: .trueColor)
        let chike = ShopMap.coffeeShop.characters[.barista]!
        #expect(frame[chike.y, chike.x * 2].style.background == ShopView.Palette.reach)
        let lisa = ShopMap.coffeeShop.characters[.regular]!
        #expect(frame[lisa.y, lisa.x * 2].style.background == ShopView.Palette.floor)
    }

    @Test(arguments: [
        ("Hey there. Can you get the dream orders?", 12, ["Hey there.", "Can you get", "the dream", "orders?"]),
        ("short", 20, ["short"]),
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("one\n\ntwo", 10, ["one", "", "two"]),
        ("☕☕☕ ok", 4, ["☕☕", "☕", "ok"]),
    ])
    func wrapsText(text: String, width: Int, lines: [String]) {
        #expect(TextWrapping.wrap(text, width: width) == lines)
    }
}
