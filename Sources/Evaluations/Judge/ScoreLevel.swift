/// A type whose cases are the levels of a scoring scale; use it with
/// ``ScoringScale/custom(_:)``.
///
/// ```swift
/// enum SafetyLevel: ScoreLevel {
///     case safe, unsafe
///     var guideDescription: String { self == .safe ? "Safe" : "Unsafe" }
///     var value: Double { self == .safe ? 1 : 0 }
/// }
/// ```
public protocol ScoreLevel: CaseIterable, Hashable, Sendable {
    /// What a response at this level looks like.
    var guideDescription: String { get }
    /// The label the judge answers with; the case's name by default.
    var label: String { get }
    /// The score this level stands for.
    var value: Double { get }
}

extension ScoreLevel {
    /// The case's name.
    public var label: String { String(describing: self) }
}
