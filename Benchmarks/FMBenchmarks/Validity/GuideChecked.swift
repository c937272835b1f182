/// A generated type that can list the guides its value breaks (none, if generation is right).
protocol GuideChecked {
    /// One line per broken guide, naming the property and the value.
    var guideProblems: [String] { get }
}
