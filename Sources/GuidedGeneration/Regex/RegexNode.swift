/// The syntax tree of a parsed regular expression.
indirect enum RegexNode: Sendable, Hashable {
    /// Matches the empty string.
    case empty
    /// Matches one scalar of the set.
    case scalars(ScalarSet)
    /// Matches the parts one after another.
    case concatenation([RegexNode])
    /// Matches any one of the branches.
    case alternation([RegexNode])
    /// Matches the node `min` to `max` times (`max` nil: unbounded).
    case repetition(RegexNode, min: Int, max: Int?)
    /// `^`: the start of the string.
    case startAnchor
    /// `$`: the end of the string.
    case endAnchor

    /// A node that matches exactly this string.
    static func literal(_ text: String) -> RegexNode {
        .concatenation(text.unicodeScalars.map { .scalars(ScalarSet(scalar: $0.value)) })
    }
}
