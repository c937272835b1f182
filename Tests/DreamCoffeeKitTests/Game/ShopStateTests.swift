import FoundationModels
import Testing

@testable import DreamCoffeeKit

@Suite struct ShopStateTests {
    static func state(seed: UInt64 = 1) -> ShopState {
        var generator = SeededGenerator(seed: seed)
        return ShopState(using: &generator)
    }

    @Test func mapIsClosedAndCharactersStandOnFloor() {
        let map = ShopMap.coffeeShop
        #expect(map.width == 32 && map.height == 18)
        #expect(map.width * 2 <= 80)
        for x in 0..<map.width {
            #expect(!map[Position(x: x, y: 0)].isWalkable)
            #expect(!map[Position(x: x, y: map.height - 1)].isWalkable)
        }
        for position in map.characters.values {
            #expect(map[position] == .floor)
        }
        #expect(map.isFree(map.playerStart))
        #expect(map[Position(x: -1, y: 3)] == .wall)
        #expect(map.description.split(separator: "\n").first == "################################")
    }

    @Test func interactionRadiusScalesTheOriginal200Points() {
        let radius = ShopMap.coffeeShop.interactionRadius
        // 200 / 1280 of a 32×18 map's diagonal (36.7 cells).
        #expect(radius > 5.6 && radius < 5.8)
    }

    @Test func walkingStopsAtWallsAndPeople() {
        var state = Self.state()
        let start = state.player
        #expect(state.walk(.down, steps: 10) == 1)  // the bottom wall is below row 16
        #expect(state.player == Position(x: start.x, y: 16))
        #expect(state.walk(.up, steps: 50) == 15)  // up to row 1: nothing in column 16
        #expect(state.player.y == 1)
        var blocked = Self.state()
        blocked.go(to: .regular)
        let next = blocked.player.moved(.left)
        if next == ShopMap.coffeeShop.characters[.regular] {
            #expect(blocked.walk(.left) == 0)
        }
        #expect(blocked.isClose(to: .regular))
    }

    @Test func cannotGoBehindTheBarButCanReachChike() {
        var state = Self.state()
        let path = state.go(to: .barista)
        #expect(path != nil)
        #expect(state.player.y >= 4 || state.player.x >= 13)
        #expect(state.isClose(to: .barista))
        #expect(state.nearestCharacter == .barista)
    }

    @Test func cupsAppearOnlyWhenReadyAndDriftInASquare() {
        var state = Self.state(seed: 42)
        #expect(state.cups.count == 4)
        #expect(state.position(of: .dreamCustomer(0)) == nil)
        state.setCup(0, visible: true)
        let first = state.position(of: .dreamCustomer(0))
        var seen: [Position] = []
        for _ in 0..<4 {
            seen.append(state.position(of: .dreamCustomer(0))!)
            state.advance()
        }
        #expect(Set(seen).count == 4)
        #expect(state.position(of: .dreamCustomer(0)) == first)
        for slot in state.cups {
            #expect(slot.cells.allSatisfy(ShopMap.coffeeShop.isFree))
        }
        #expect(state.go(to: .dreamCustomer(1)) == nil)  // not shown yet
        #expect(state.go(to: .dreamCustomer(0)) != nil)
        #expect(state.isClose(to: .dreamCustomer(0)))
    }

    @Test func cupLayoutIsSeeded() {
        #expect(Self.state(seed: 9).cups == Self.state(seed: 9).cups)
        #expect(Self.state(seed: 9).cups != Self.state(seed: 10).cups)
    }

    @Test func servedCupCanMoveAway() {
        var state = Self.state(seed: 3)
        var generator = SeededGenerator(seed: 5)
        let before = state.cups[2]
        state.relocateCup(2, using: &generator)
        #expect(state.cups[2] != before || state.cups.count < 3)
        #expect(state.cups[2].cells.allSatisfy(ShopMap.coffeeShop.isFree))
    }

    @Test func farAwayNobodyIsNear() {
        var state = Self.state()
        state.walk(.right, steps: 50)
        state.walk(.down, steps: 50)
        #expect(state.nearestCharacter == nil)
        #expect(!state.isClose(to: .barista))
    }
}
