import Testing

@testable import DreamCoffeeKit

@Suite("Shift progress")
struct ShiftProgressTests {
    @Test("The bar counts the ready customers and estimates the rest from the time they took")
    func estimate() {
        let start = ContinuousClock.now
        var progress = ShiftProgress(started: start, expected: 4)
        #expect(progress.line(now: start + .seconds(3)) == "░░░░ 0/4 3 s")
        progress.arrive(at: start + .seconds(4))
        #expect(progress.line(now: start + .seconds(4)) == "▮░░░ 1/4 ~12 s")
        progress.arrive(at: start + .seconds(6))
        #expect(progress.line(now: start + .seconds(7)) == "▮▮░░ 2/4 ~5 s")
        // Late: never below a second.
        #expect(progress.line(now: start + .seconds(30)) == "▮▮░░ 2/4 ~1 s")
        progress.arrive(at: start + .seconds(8))
        #expect(!progress.isComplete)
        progress.arrive(at: start + .seconds(9))
        #expect(progress.isComplete)
    }
}
