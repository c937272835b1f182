extension Transcript {
    /// The instructions and the last `n` entries: a shorter transcript to continue a long
    /// conversation from. Extension of this project.
    ///
    /// Tool calls stay with their outputs: when the cut would fall between a turn's `toolCalls`
    /// and its `toolOutput` entries, it moves back to the prompt of that turn, so the result may
    /// hold a few more than `n` entries.
    /// - Parameter n: how many of the latest entries to keep besides the instructions (a
    ///   negative number keeps none).
    /// - Returns: a transcript with the instructions (if any) and the latest entries, in order.
    public func keepingInstructions(andLast n: Int) -> Transcript {
        let parts = condensingParts(keepingLast: n)
        return Transcript(entries: (parts.instructions.map { [.instructions($0)] } ?? []) + parts.recent)
    }

    /// The parts of the transcript when it is condensed to its last `n` entries: the
    /// instructions, the older entries that are dropped (or summarized), and the recent ones.
    func condensingParts(keepingLast n: Int) -> (instructions: Instructions?, older: [Entry], recent: [Entry]) {
        var rest = Array(self)
        var instructions: Instructions?
        if case .instructions(let first) = rest.first {
            instructions = first
            rest.removeFirst()
        }
        var cut = Swift.max(0, rest.count - Swift.max(0, n))
        while cut > 0, cut < rest.count, rest[cut].continuesATurn { cut -= 1 }
        return (instructions, Array(rest[..<cut]), Array(rest[cut...]))
    }
}

extension Transcript.Entry {
    /// Whether the entry belongs to the turn of the entries before it (tool calls and outputs),
    /// so a transcript should not start with it.
    var continuesATurn: Bool {
        switch self {
        case .toolCalls, .toolOutput: true
        case .instructions, .prompt, .response, .reasoning, .data: false
        }
    }
}
