import Testing

@testable import Evaluations

@Suite struct ScoringScaleTests {
    enum SafetyLevel: ScoreLevel {
        case safe, unsafe
        var guideDescription: String { self == .safe ? "Safe" : "Unsafe" }
        var value: Double { self == .safe ? 1 : 0 }
    }

    @Test func aNumericScaleRunsFromTheHighestValueAndIsLabelledByNumber() {
        let scale = ScoringScale.numeric([1: "Poor", 4: "Great", 2.5: "Middling"])
        #expect(scale.options.map(\.label) == ["4", "2.5", "1"])
        #expect(scale.options.map(\.value) == [4, 2.5, 1])
        #expect(scale.options.map(\.guideDescription) == ["Great", "Middling", "Poor"])
    }

    @Test func passFailIsPassOneAndFailZero() {
        let scale = ScoringScale.passFail(passDescription: "Safe", failDescription: "Unsafe")
        #expect(scale.options.map(\.label) == ["pass", "fail"])
        #expect(scale.options.map(\.value) == [1, 0])
    }

    @Test func aCustomScaleUsesTheCasesWithTheirNamesAsLabels() {
        let scale = ScoringScale.custom(SafetyLevel.self)
        #expect(scale.options.map(\.label) == ["safe", "unsafe"])
        #expect(scale.options.map(\.guideDescription) == ["Safe", "Unsafe"])
        #expect(SafetyLevel.unsafe.label == "unsafe")
    }

    @Test func optionsGivenInAnyOrderAreKeptHighestFirst() {
        let scale = ScoringScale(options: [
            ScaleOption(label: "poor", guideDescription: "Poor", value: 1),
            ScaleOption(label: "excellent", guideDescription: "Excellent", value: 5),
            ScaleOption(label: "fine", guideDescription: "Fine", value: 3),
        ])
        #expect(scale.options.map(\.label) == ["excellent", "fine", "poor"])
    }

    @Test func aDimensionsMetricIsNamedAfterIt() {
        let dimension = ScoreDimension("Grammar", scale: .numeric([5: "Flawless", 1: "Poor"]))
        #expect(dimension.metric.name == "Grammar")
        #expect(dimension.description == nil)
    }
}
