/// Generated source text, built line by line with indentation.
struct SourceLines {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends one line at the current indentation.
    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `opening`, the lines `body` adds one level deeper, and `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SourceLines) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Appends `opening` and the lines `body` adds at the same depth (a `switch`, whose `case`
    /// labels line up with it), then `}`.
    mutating func switchBlock(_ opening: String, _ body: (inout SourceLines) -> Void) {
        line(opening)
        body(&self)
        line("}")
    }

    /// Appends the lines `body` adds one level deeper.
    mutating func nested(_ body: (inout SourceLines) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Appends other lines at the current indentation.
    mutating func append(_ other: SourceLines) {
        for text in other.lines { line(text) }
    }

    /// The text, lines joined with newlines.
    var text: String { lines.joined(separator: "\n") }
}
