/// What one cell of the coffee-shop map is made of.
///
/// Extension of this project.
public enum Tile: Swift.Character, Sendable, CaseIterable {
    /// Floor the player walks on (`.`).
    case floor = "."
    /// A wall (`#`).
    case wall = "#"
    /// The coffee bar (`B`).
    case bar = "B"
    /// A table (`T`).
    case table = "T"
    /// A potted plant (`P`).
    case plant = "P"
    /// The front door (`D`).
    case door = "D"

    /// Whether the player can stand here.
    public var isWalkable: Bool { self == .floor }
}
