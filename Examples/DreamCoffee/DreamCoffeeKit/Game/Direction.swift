/// One of the four directions the player walks in.
///
/// Extension of this project.
public enum Direction: String, Sendable, CaseIterable, Codable {
    /// Towards the top of the map.
    case up
    /// Towards the bottom of the map.
    case down
    /// Towards the left.
    case left
    /// Towards the right.
    case right

    /// The change of column and row of one step.
    public var offset: (dx: Int, dy: Int) {
        switch self {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }
}
