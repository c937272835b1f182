import Foundation
import FoundationModels

/// Number guides: integer and decimal ranges with negative bounds, one-sided bounds, a range of
/// one value, and element guides on an exact-count array.
@Generable
struct Measurements {
    @Guide(description: "A freezer temperature", .range(-40 ... -5))
    let freezer: Int
    @Guide(description: "A small offset", .minimum(-3), .maximum(3))
    let offset: Int
    @Guide(description: "Always zero", .range(0...0))
    let zero: Int
    @Guide(description: "A large count", .minimum(1000))
    let beans: Int
    @Guide(description: "At most minus one", .maximum(-1))
    let debt: Int
    @Guide(description: "A ratio", .range(-1.5...2.25))
    let ratio: Double
    @Guide(description: "A small positive weight", .minimum(0.001), .maximum(0.5))
    let weight: Float
    @Guide(description: "A balance in dollars", .range(Decimal(-9.99)...Decimal(9.99)))
    let balance: Decimal
    @Guide(description: "Three small steps", .count(3), .element(.range(-2...2)))
    let steps: [Int]
    @Guide(description: "Any whole number")
    let count: Int
    @Guide(description: "Any number")
    let anything: Double
    @Guide(description: "Any single-precision number")
    let single: Float
    @Guide(description: "Some readings", .maximumCount(2), .element(.range(-0.5...0.5)))
    let readings: [Double]
}

extension Measurements: GuideChecked {
    var guideProblems: [String] {
        var problems =
            GuideCheck.bound(freezer, -40...(-5), "freezer") + GuideCheck.bound(offset, -3...3, "offset")
            + GuideCheck.bound(zero, 0...0, "zero") + GuideCheck.bound(beans, 1000...Int.max, "beans")
            + GuideCheck.bound(debt, Int.min...(-1), "debt") + GuideCheck.bound(ratio, -1.5...2.25, "ratio")
            + GuideCheck.bound(weight, Float(0.001)...Float(0.5), "weight")
            + GuideCheck.bound(balance, Decimal(-9.99)...Decimal(9.99), "balance")
            + GuideCheck.count(steps.count, in: 3...3, "steps")
            + GuideCheck.count(readings.count, in: 0...2, "readings")
        if !anything.isFinite { problems.append("anything: \(anything) is not finite") }
        if !single.isFinite { problems.append("single: \(single) is not finite") }
        for step in steps { problems += GuideCheck.bound(step, -2...2, "steps[]") }
        for reading in readings { problems += GuideCheck.bound(reading, -0.5...0.5, "readings[]") }
        return problems
    }
}
