import GuidedGeneration

/// Where a string of a structured response may end so that it reads as finished: after a
/// sentence, or after a whole word that is not a connector ("and", "with", "of") or a comma.
/// The loop uses it when a string must close early (the token budget, a repetition) or would
/// close on a dangling word, and closes the string at the last such place instead.
enum CleanEnding {
    /// Words a phrase does not end on.
    static let connectors: Set<String> = [
        "and", "or", "but", "nor", "with", "without", "of", "the", "a", "an", "to", "in", "on", "for", "from",
        "by", "at", "as", "into", "onto", "over", "than", "that", "which", "who", "whose", "some", "its", "their",
        "his", "her", "my", "your", "our", "is", "are", "was", "were", "be", "plus", "very", "so", "like", "&",
    ]

    /// How good a place to end a string is.
    enum Place: Int, Comparable {
        /// After a whole word.
        case word = 1
        /// After a sentence's end.
        case sentence = 2

        static func < (a: Place, b: Place) -> Bool { a.rawValue < b.rawValue }
    }

    /// The place a string's text so far ends at, or nil when it ends mid-word, on a connector,
    /// on a comma, or is empty.
    /// - Parameters:
    ///   - text: The string's text so far (without the opening quote).
    ///   - next: The byte that followed in the output, if known (a letter, or nothing known,
    ///     means the last word may go on).
    static func place(of text: ArraySlice<UInt8>, next: UInt8?) -> Place? {
        guard let last = text.last else { return nil }
        // A word is whole only when what follows is known not to continue it.
        if isWordByte(last), next.map(isWordByte) ?? true { return nil }
        if last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?") {
            let before = text.dropLast().last
            return before.map(isWordByte) == true || before == UInt8(ascii: ")") ? .sentence : nil
        }
        guard isWordByte(last) || last == UInt8(ascii: ")") else { return nil }
        let word = text.reversed().prefix { isWordByte($0) || $0 == UInt8(ascii: "'") }.reversed()
        guard !word.isEmpty else { return nil }
        return connectors.contains(String(decoding: word, as: UTF8.self).lowercased()) ? nil : .word
    }

    /// Whether the text so far ends badly: on a connector word or a comma (trailing spaces aside).
    static func endsBadly(_ text: ArraySlice<UInt8>) -> Bool {
        guard let end = text.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return false }
        let last = text[end]
        if last == UInt8(ascii: ",") || last == UInt8(ascii: ";") || last == UInt8(ascii: ":") { return true }
        guard isWordByte(last) else { return false }
        let word = text[...end].reversed().prefix { isWordByte($0) || $0 == UInt8(ascii: "'") }.reversed()
        return connectors.contains(String(decoding: word, as: UTF8.self).lowercased())
    }

    /// Letters, digits and the bytes of non-ASCII characters.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    /// Whether closing bytes only close (a quote, maybe after a period), adding no words.
    static func isPunctuation(_ closing: [UInt8]) -> Bool {
        !closing.isEmpty && closing.count <= 3 && !closing.contains(where: isWordByte)
    }
}

extension CleanEnding {
    /// A place to close the current string: a checkpoint to roll back to (nil: here) and the
    /// bytes that close the string there.
    struct Cut {
        let index: Int?
        let closing: [UInt8]
    }

    /// The last clean place to close the string the output is in: a sentence's end when one
    /// keeps at least half of the text, else the last whole word; nil when the string has none.
    /// - Parameters:
    ///   - output: The response's bytes.
    ///   - points: The matcher and output length before each token, oldest first.
    ///   - current: The matcher now, when closing right here is a choice too.
    static func cut(output: [UInt8], points: [(matcher: GrammarMatcher?, outputBytes: Int)], current: GrammarMatcher?)
        -> Cut?
    {
        var inString: [Int] = []
        for index in points.indices.reversed() {
            guard points[index].matcher?.isInsideString == true, inString.count < 256 else { break }
            inString.append(index)
        }
        guard let first = inString.last else { return nil }
        let start = points[first].outputBytes
        var candidates: [(index: Int?, end: Int, place: Place, matcher: GrammarMatcher)] = []
        if let current, let place = place(of: output[start...], next: nil) {
            candidates.append((nil, output.count, place, current))
        }
        for index in inString {
            let end = points[index].outputBytes
            guard let matcher = points[index].matcher, end > start,
                let place = place(of: output[start..<end], next: end < output.count ? output[end] : nil)
            else { continue }
            candidates.append((index, end, place, matcher))
        }
        let length = output.count - start
        let sentences = candidates.filter { $0.place == .sentence && 2 * ($0.end - start) >= length }
        for candidate in sentences + candidates {
            guard let closing = candidate.matcher.stringClosing(), isPunctuation(closing) else { continue }
            return Cut(index: candidate.index, closing: closing)
        }
        return nil
    }
}
