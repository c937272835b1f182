/// The encounter sheet's drink builder: which control has the focus and which flavour the
/// cursor is on.
///
/// Extension of this project.
public struct DrinkBuilder: Sendable, Equatable {
    /// A control of the builder, top to bottom.
    public enum Row: Int, Sendable, CaseIterable {
        /// The drink.
        case drink
        /// Hot or iced.
        case temperature
        /// The milk.
        case milk
        /// The flavours.
        case flavors
        /// The brew button.
        case brew
    }

    /// The focused control.
    public var row: Row = .drink
    /// The flavour under the cursor.
    public var flavor: Flavor = Flavor.allCases[0]

    /// Creates a builder with the focus on the drink.
    public init() {}

    /// Moves the focus up or down. Among the flavours it moves box by box, and leaves them past
    /// the first or the last; it enters them at the first box from above, at the last from below.
    /// - Parameters:
    ///   - step: -1 for up, +1 for down.
    ///   - boxByBox: whether to move through the flavour boxes (Tab goes past them).
    public mutating func moveFocus(_ step: Int, boxByBox: Bool = true) {
        let flavors = Flavor.allCases
        if boxByBox, row == .flavors, let index = flavors.firstIndex(of: flavor), flavors.indices.contains(index + step)
        {
            flavor = flavors[index + step]
            return
        }
        let all = Row.allCases
        let next = all[max(0, min(all.count - 1, row.rawValue + step))]
        if next == .flavors, row != .flavors { flavor = step > 0 ? flavors[0] : flavors[flavors.count - 1] }
        row = next
    }

    /// Changes the focused option left or right (flavours: moves the cursor).
    /// - Parameters:
    ///   - step: -1 for left, +1 for right.
    ///   - drink: The drink being built.
    public func change(_ step: Int, _ drink: inout Drink) {
        switch row {
        case .drink: drink.kind = Self.cycle(drink.kind, step)
        case .temperature: drink.temperature = Self.cycle(drink.temperature, step)
        case .milk: drink.milk = Self.cycle(drink.milk, step)
        case .flavors, .brew: break
        }
    }

    /// Moves the flavour cursor.
    /// - Parameter step: -1 for left, +1 for right.
    public mutating func moveFlavor(_ step: Int) {
        flavor = Self.cycle(flavor, step)
    }

    /// The next or previous case, wrapping around.
    static func cycle<T: CaseIterable & Equatable>(_ value: T, _ step: Int) -> T {
        let all = Array(T.allCases)
        guard let index = all.firstIndex(of: value) else { return value }
        return all[((index + step) % all.count + all.count) % all.count]
    }
}
