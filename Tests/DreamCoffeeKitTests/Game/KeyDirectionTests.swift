import CommandLineSupport
import Testing

@testable import DreamCoffeeKit

@Suite struct KeyDirectionTests {
    @Test func arrowsAndWASDWalk() {
        #expect(Key.up.direction == .up)
        #expect(Key.character("W").direction == .up)
        #expect(Key.character("a").direction == .left)
        #expect(Key.character("s").direction == .down)
        #expect(Key.character("d").direction == .right)
        #expect(Key.character("x").direction == nil)
        #expect(Key.enter.direction == nil)
    }
}
