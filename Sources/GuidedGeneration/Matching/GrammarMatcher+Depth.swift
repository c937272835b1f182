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

    /// Whether the token may come next and leaves at most `maximumDepth` frames open.
    /// - Parameters:
    ///   - token: A token id.
    ///   - maximumDepth: The most frames (see ``depth``) the output may have after the token.
    /// - Returns: `true` when the token is allowed and some reading after it is no deeper than
    ///   `maximumDepth`.
    public func accepts(token: Int, withinDepth maximumDepth: Int) -> Bool {
        guard token >= 0, token < vocabulary.count, !hasEnded else { return false }
        if vocabulary.isEndOfSequence(token) { return canEnd }
        let bytes = vocabulary.tokens[token]
        guard !bytes.isEmpty else { return false }
        let runner = Runner(nodes: grammar.nodes)
        var found = false
        for configuration in configurations where !found {
            runner.load(configuration)
            runner.feed(bytes, from: 0) {
                if runner.depth <= maximumDepth { found = true }
            }
        }
        return found
    }
}
