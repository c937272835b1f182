/// How many terminal columns text takes, from Unicode scalar properties and the East Asian
/// wide ranges (`EastAsianWidth.swift`): emoji and wide characters take 2, combining marks,
/// joiners, variation selectors and controls take 0, everything else 1.
///
/// Extension of this project.
extension Unicode.Scalar {
    /// The columns this scalar takes on its own: 0, 1 or 2.
    public var displayWidth: Int {
        if value < 0x7F { return value < 0x20 ? 0 : 1 }  // ASCII, without looking up properties
        if value < 0xA0 { return 0 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator: return 0
        default: break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        // Hangul vowels and final consonants join the syllable's initial consonant.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if properties.isEmojiPresentation || EastAsianWidth.isWide(value) { return 2 }
        return 1
    }
}

extension Character {
    /// The columns this character (a grapheme cluster) takes: its first visible scalar's width,
    /// or 2 when a variation selector asks for an emoji (`♣️`) or a keycap (`1️⃣`); 1 when one
    /// asks for text (`☕︎`).
    public var displayWidth: Int {
        if let ascii = asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        let scalars = unicodeScalars
        guard let base = scalars.first(where: { $0.displayWidth > 0 }) else { return 0 }
        if scalars.contains("\u{FE0F}"), base.properties.isEmoji { return 2 }
        if scalars.contains("\u{FE0E}") { return 1 }
        if scalars.contains("\u{20E3}") { return 2 }
        return base.displayWidth
    }
}

extension StringProtocol {
    /// The columns the text takes on one terminal line (line breaks and controls take none).
    public var displayWidth: Int {
        reduce(0) { $0 + $1.displayWidth }
    }

    /// The longest start of the text that fits in a number of columns; a wide character that
    /// would straddle the edge is left out.
    /// - Parameter columns: The columns available.
    /// - Returns: The start of the text.
    public func prefix(displayWidth columns: Int) -> String {
        var result = ""
        var used = 0
        for character in self {
            let width = character.displayWidth
            guard used + width <= columns else { break }
            result.append(character)
            used += width
        }
        return result
    }

    /// The text with spaces after it up to a number of columns (unchanged when it is wider).
    /// - Parameter columns: The columns to fill.
    /// - Returns: The padded text.
    public func padded(toDisplayWidth columns: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, columns - displayWidth))
    }
}
