import CommandLineSupport

extension Key {
    /// The walking direction of arrow keys and of W, A, S, D (either case), else `nil`.
    public var direction: Direction? {
        switch self {
        case .up, .character("w"), .character("W"): .up
        case .down, .character("s"), .character("S"): .down
        case .left, .character("a"), .character("A"): .left
        case .right, .character("d"), .character("D"): .right
        default: nil
        }
    }
}
