extension GrammarMatcher {
    /// Whether the output is inside a string's text (after its opening quote, before its
    /// closing one) in every way the bytes so far can be read: where a decoder may shape free
    /// text (penalize repeats, choose where the text ends) without touching the structure.
    public var isInsideString: Bool {
        !hasEnded && !configurations.isEmpty
            && configurations.allSatisfy { configuration in
                guard let top = configuration.last, case .string = grammar.nodes[Int(top.node)] else { return false }
                return top.b != Runner.StringMode.beforeOpeningQuote
            }
    }

    /// The bytes that end the current string the shortest way (its closing quote, after any
    /// text the string's pattern still needs, such as a final period), or nil when not inside
    /// a string.
    public func stringClosing() -> [UInt8]? {
        guard isInsideString else { return nil }
        var matcher = self
        var closing: [UInt8] = []
        for byte in shortestCompletion() {
            guard (try? matcher.advance(bytes: [byte])) != nil else { return nil }
            closing.append(byte)
            if !matcher.isInsideString { return closing }
        }
        return nil
    }
}
