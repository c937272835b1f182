/// A 32×32 pixel portrait of a dream customer, drawn from its image description.
///
/// Extension of this project: the Linux stand-in for Image Playground in the original game.
/// The same description always gives the same picture.
public struct Portrait: Sendable, Equatable {
    /// The side of the square picture, in pixels.
    public static let size = 32

    /// What the portrait shows.
    public let traits: PortraitTraits
    /// The pixels.
    public let canvas: Canvas

    /// Draws the portrait of a description.
    /// - Parameter description: A short image description, e.g. "a blue owl wearing a tiny crown".
    public init(description: String) {
        let traits = PortraitTraits(description: description)
        self.traits = traits
        var painter = PortraitPainter(traits: traits)
        painter.paint()
        canvas = painter.canvas
    }
}
