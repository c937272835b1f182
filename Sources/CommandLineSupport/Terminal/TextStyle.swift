/// The colours and weight of text on the screen.
///
/// Extension of this project.
public struct TextStyle: Sendable, Hashable {
    /// The text colour, or the terminal's default.
    public var foreground: RGB?
    /// The background colour, or the terminal's default.
    public var background: RGB?
    /// Whether the text is bold.
    public var bold: Bool

    /// The terminal's default style.
    public static let plain = TextStyle()

    /// Creates a style.
    /// - Parameters:
    ///   - foreground: The text colour.
    ///   - background: The background colour.
    ///   - bold: Whether the text is bold.
    public init(foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
    }

    /// The escape sequence that sets this style from the default one (empty for the default).
    /// - Parameter mode: In plain mode only bold is kept.
    /// - Returns: The sequence.
    public func sequence(_ mode: ColorMode) -> String {
        var codes = bold ? ANSI.bold : ""
        guard mode == .trueColor else { return codes }
        if let foreground { codes += ANSI.foreground(foreground) }
        if let background { codes += ANSI.background(background) }
        return codes
    }
}
