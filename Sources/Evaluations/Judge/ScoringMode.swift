/// How a model judge may score: only the scale's values, or any number in the scale's range.
public enum ScoringMode: Equatable, Hashable, Sendable {
    /// Any floating-point score from the scale's lowest value to its highest; the scale's
    /// options are a guide.
    case continuous
    /// Exactly one of the scale's values, enforced by guided generation (the default).
    case discrete
}
