/// Applies `stop` to a growing answer: the text is released up to the first stop sequence, and
/// held back while its end could still become one. Each call looks only at the new text and the
/// few characters held back, so a long answer costs as much as its length.
struct StopSequences {
    let sequences: [String]
    /// Whether a stop sequence has appeared.
    private(set) var stopped = false
    /// Text given but not released: the end that could begin a stop sequence.
    private var held = ""

    init(_ sequences: [String]) {
        self.sequences = sequences
    }

    /// The answer cut at the first stop sequence, if any.
    func cut(_ text: String) -> (text: String, stopped: Bool) {
        let first = sequences.compactMap { text.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
        guard let first else { return (text, false) }
        return (String(text[..<first.lowerBound]), true)
    }

    /// Takes the text that follows what was given before, and returns the new text that may be
    /// shown.
    /// - Parameters:
    ///   - more: the answer's next text.
    ///   - final: whether the answer is complete (nothing is held back then).
    mutating func release(_ more: some StringProtocol, final: Bool = false) -> String {
        guard !stopped else { return "" }
        // Released text never holds the start of a stop sequence, so none begins before `held`.
        held += more
        let (visible, found) = cut(held)
        stopped = found
        let kept = found || final ? 0 : heldBack(visible)
        held = found ? "" : String(held.suffix(kept))
        return String(visible.dropLast(kept))
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
