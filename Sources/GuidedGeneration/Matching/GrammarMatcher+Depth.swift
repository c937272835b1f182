extension GrammarMatcher {
    /// How deep the output is nested now: the most frames (open objects, arrays, strings and
    /// the document itself) of any reading of the bytes so far.
    ///
    /// A recursive schema (a person whose children are persons) lets a model nest without
    /// end; a decoder bounds it by taking, at its depth limit, only tokens that
    /// ``accepts(token:withinDepth:)``.
    public var depth: Int {
        configurations.map(\.count).max() ?? 0
    }

    /// The fewest frames that finishing the output keeps open at once: at least ``depth``, and
    /// more where a value still to be written must nest (a required string inside an object
    /// not yet opened). Of the readings of the bytes so far, the one that needs the fewest.
    ///
    /// Extension of this project.
    public var completionDepth: Int {
        configurations.map { grammar.depths.deepest($0, nodes: grammar.nodes) }.min() ?? 0
    }

    /// Whether the token may come next and the output can then be finished with at most
    /// `maximumDepth` frames open at once.
    ///
    /// Near the limit this closes a recursion instead of emptying what follows it: a person
    /// opened one frame below the limit could write neither its `children` array nor its
    /// `name` (both a frame deeper), so `{` is refused and the parent's array closes with `]`,
    /// leaving the parent's name its frame.
    /// - Parameters:
    ///   - token: A token id.
    ///   - maximumDepth: The most frames (see ``depth``) the output may have open.
    /// - Returns: `true` when the token is allowed and, for some reading after it, finishing
    ///   the output needs no more than `maximumDepth` frames (``completionDepth``).
    public func accepts(token: Int, withinDepth maximumDepth: Int) -> Bool {
        guard token >= 0, token < vocabulary.count, !hasEnded else { return false }
        if vocabulary.isEndOfSequence(token) { return canEnd }
        let bytes = vocabulary.tokens[token]
        guard !bytes.isEmpty else { return false }
        let runner = Runner(nodes: grammar.nodes)
        let depths = grammar.depths
        var found = false
        for configuration in configurations where !found {
            runner.load(configuration)
            runner.feed(bytes, from: 0) {
                if runner.depth <= maximumDepth, depths.deepest(runner.frames, nodes: grammar.nodes) <= maximumDepth {
                    found = true
                }
            }
        }
        return found
    }
}
