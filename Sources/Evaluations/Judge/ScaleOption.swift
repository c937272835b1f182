/// One level of a scoring scale: its label, what it means, and its value.
public struct ScaleOption: Sendable {
    /// The label the judge answers with, such as "excellent", "pass" or "5".
    public let label: String
    /// What a response at this level looks like, shown in the scoring guide of the judge's prompt.
    public let guideDescription: String
    /// The score this level stands for.
    public let value: Double

    /// Creates a scale option.
    /// - Parameters:
    ///   - label: The label the judge answers with, such as "excellent", "pass" or "5".
    ///   - guideDescription: What a response at this level looks like.
    ///   - value: The score this level stands for.
    public init(label: String, guideDescription: String, value: Double) {
        self.label = label
        self.guideDescription = guideDescription
        self.value = value
    }
}
