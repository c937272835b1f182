/// Finds the JSON in a model's answer when the server did not constrain it: models often wrap
/// JSON in a Markdown code fence.
enum JSONExtraction {
    /// The answer without a leading code fence (for snapshots of a partial answer).
    static func withoutLeadingFence(_ text: String) -> String {
        var rest = Substring(text).drop { $0.isWhitespace }
        guard rest.hasPrefix("```") else { return String(rest) }
        rest = rest.dropFirst(3)
        guard let newline = rest.firstIndex(of: "\n") else { return "" }
        return String(rest[rest.index(after: newline)...])
    }

    /// Whether `withoutLeadingFence` of any text that continues `text` is its own result
    /// continued: the text's start is known to be JSON, or a whole fence line.
    static func fenceIsSettled(_ text: String) -> Bool {
        let rest = Substring(text).drop { $0.isWhitespace }
        guard let first = rest.first else { return false }
        guard first == "`" else { return true }
        return rest.hasPrefix("```") ? rest.contains("\n") : !"```".hasPrefix(rest)
    }

    /// The JSON of a whole answer: without code fences and surrounding whitespace.
    static func json(in text: String) -> String {
        var body = Substring(withoutLeadingFence(text))
        while body.last?.isWhitespace == true { body = body.dropLast() }
        if body.hasSuffix("```") { body = body.dropLast(3) }
        return body.trimmingWhitespace
    }
}

extension Substring {
    /// The text without leading and trailing whitespace.
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
