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
