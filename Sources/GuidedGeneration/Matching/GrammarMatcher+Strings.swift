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

    /// How many strings the bytes open and close with no text: the strings a completion (see
    /// ``shortestCompletion()``) would leave empty.
    ///
    /// A decoder near the end of its token budget keeps room for the words of these strings,
    /// so that it closes arrays and leaves out optional values before a required name is cut
    /// to nothing.
    /// Extension of this project.
    /// - Parameter bytes: Bytes that may come next, such as a completion.
    /// - Returns: The number of empty strings they write; those after a byte the matcher
    ///   refuses are not counted.
    public func emptyStrings(in bytes: [UInt8]) -> Int {
        var matcher = self
        var count = 0
        var opened = false
        for byte in bytes {
            let wasInside = matcher.isInsideString
            guard (try? matcher.advance(bytes: [byte])) != nil else { break }
            let isInside = matcher.isInsideString
            if isInside, !wasInside {
                opened = true
            } else if wasInside, !isInside, opened {
                count += 1
            } else if isInside {
                opened = false
            }
        }
        return count
    }
}
