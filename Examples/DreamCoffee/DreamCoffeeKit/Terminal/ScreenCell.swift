/// One character cell of a `ScreenBuffer`.
///
/// Extension of this project.
public struct ScreenCell: Sendable, Hashable {
    /// The character shown; `nil` for the right half of a double-width character.
    public var character: Swift.Character?
    /// Its style.
    public var style: TextStyle

    /// An empty cell in the default style.
    public static let blank = ScreenCell(character: " ", style: .plain)

    /// Creates a cell.
    /// - Parameters:
    ///   - character: The character, or `nil` for a continuation cell.
    ///   - style: The style.
    public init(character: Swift.Character?, style: TextStyle) {
        self.character = character
        self.style = style
    }
}

extension Swift.Character {
    /// How many terminal columns the character takes: 2 for emoji and East Asian wide
    /// characters, else 1.
    public var terminalWidth: Int {
        guard let scalar = unicodeScalars.first else { return 1 }
        if scalar.properties.isEmojiPresentation || unicodeScalars.contains("\u{FE0F}") { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
