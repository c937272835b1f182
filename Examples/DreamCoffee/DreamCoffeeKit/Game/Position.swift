/// A cell of the coffee-shop map: column `x` from the left, row `y` from the top.
///
/// Extension of this project.
public struct Position: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Column, from 0 at the left.
    public var x: Int
    /// Row, from 0 at the top.
    public var y: Int

    /// Creates a position.
    /// - Parameters:
    ///   - x: Column.
    ///   - y: Row.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The neighbouring cell in a direction.
    /// - Parameter direction: The direction.
    /// - Returns: The next cell (which may be a wall).
    public func moved(_ direction: Direction) -> Position {
        Position(x: x + direction.offset.dx, y: y + direction.offset.dy)
    }

    /// The straight-line distance to another cell, in cells.
    /// - Parameter other: The other cell.
    /// - Returns: The distance.
    public func distance(to other: Position) -> Double {
        let dx = Double(x - other.x)
        let dy = Double(y - other.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
