/// Applies `stop` to a growing answer: the text is released up to the first stop sequence, and
/// held back while its end could still become one.
struct StopSequences {
    let sequences: [String]
    /// What has been released so far.
    private(set) var released = ""
    /// Whether a stop sequence has appeared.
    private(set) var stopped = false

    init(_ sequences: [String]) {
        self.sequences = sequences
    }

    /// The answer cut at the first stop sequence, if any.
    func cut(_ text: String) -> (text: String, stopped: Bool) {
        let first = sequences.compactMap { text.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
        guard let first else { return (text, false) }
        return (String(text[..<first.lowerBound]), true)
    }

    /// Takes the whole answer so far and returns the new text that may be shown.
    /// - Parameters:
    ///   - text: the answer so far.
    ///   - final: whether the answer is complete (nothing is held back then).
    mutating func release(_ text: String, final: Bool = false) -> String {
        guard !stopped else { return "" }
        var (visible, found) = cut(text)
        if found {
            stopped = true
        } else if !final {
            visible = String(visible.dropLast(heldBack(visible)))
        }
        guard visible.count > released.count else { return "" }
        let delta = String(visible.dropFirst(released.count))
        released = visible
        return delta
    }

    /// How many characters at the end of the text begin a stop sequence.
    private func heldBack(_ text: String) -> Int {
        var longest = 0
        for sequence in sequences {
            for length in stride(from: min(sequence.count - 1, text.count), to: longest, by: -1)
            where text.hasSuffix(sequence.prefix(length)) {
                longest = length
                break
            }
        }
        return longest
    }
}
