/// Where a dream customer's floating cup is: an anchor cell and a small square drift loop.
///
/// Extension of this project.
public struct CupSlot: Sendable, Hashable, Codable {
    /// The top-left cell of the 2×2 loop.
    public var anchor: Position

    /// The loop's offsets: right, down, left, up.
    static let loop = [(0, 0), (1, 0), (1, 1), (0, 1)]

    /// Creates a slot.
    /// - Parameter anchor: The top-left cell of the loop.
    public init(anchor: Position) {
        self.anchor = anchor
    }

    /// Where the cup is at an animation tick.
    /// - Parameter tick: The animation step (any integer; the loop repeats every 4 ticks).
    /// - Returns: The cell.
    public func position(at tick: Int) -> Position {
        let (dx, dy) = Self.loop[((tick % 4) + 4) % 4]
        return Position(x: anchor.x + dx, y: anchor.y + dy)
    }

    /// The four cells of the loop.
    public var cells: [Position] { (0..<4).map(position(at:)) }
}
