/// The levels a model judge scores a dimension with, ordered from the highest value to the
/// lowest.
public struct ScoringScale: Sendable {
    /// The levels, from the highest value to the lowest.
    public let options: [ScaleOption]

    /// Creates a scale from its levels, in any order.
    /// - Parameter options: The levels; the scale keeps them from the highest value to the lowest.
    public init(options: [ScaleOption]) {
        self.options = options.enumerated()
            .sorted {
                $0.element.value != $1.element.value ? $0.element.value > $1.element.value : $0.offset < $1.offset
            }
            .map(\.element)
    }

    /// A two-level scale: "pass" (1) and "fail" (0).
    /// - Parameters:
    ///   - passDescription: What a passing response looks like.
    ///   - failDescription: What a failing response looks like.
    /// - Returns: The scale.
    public static func passFail(passDescription: String, failDescription: String) -> ScoringScale {
        ScoringScale(options: [
            ScaleOption(label: "pass", guideDescription: passDescription, value: 1),
            ScaleOption(label: "fail", guideDescription: failDescription, value: 0),
        ])
    }

    /// A scale of numbered levels, each labelled with its number ("4", "2.5").
    /// - Parameter levels: Each level's value and what a response at that level looks like.
    /// - Returns: The scale.
    public static func numeric(_ levels: [Double: String]) -> ScoringScale {
        ScoringScale(
            options: levels.map { value, description in
                ScaleOption(label: numberLabel(value), guideDescription: description, value: value)
            })
    }

    /// A scale whose levels are the cases of a ``ScoreLevel`` type.
    /// - Parameter type: The type.
    /// - Returns: The scale.
    public static func custom<Level: ScoreLevel>(_ type: Level.Type) -> ScoringScale {
        ScoringScale(
            options: Level.allCases.map { level in
                ScaleOption(label: level.label, guideDescription: level.guideDescription, value: level.value)
            })
    }

    /// The lowest and highest values, or nil for a scale without options.
    var range: ClosedRange<Double>? {
        guard let highest = options.first?.value, let lowest = options.last?.value else { return nil }
        return lowest...highest
    }

    /// A number as a label: "4" for 4, "2.5" for 2.5.
    static func numberLabel(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
