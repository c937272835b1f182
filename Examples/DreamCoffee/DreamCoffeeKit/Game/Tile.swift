/// What one cell of the coffee-shop map is made of.
///
/// Extension of this project.
public enum Tile: Character, Sendable, CaseIterable {
    case floor = "."
    case wall = "#"
    case bar = "B"
    case table = "T"
    case plant = "P"
    case door = "D"

    /// Whether the player can stand here.
    public var isWalkable: Bool { self == .floor }
}
