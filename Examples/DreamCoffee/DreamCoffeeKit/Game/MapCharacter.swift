/// Someone in the coffee shop the player can walk up to.
///
/// Extension of this project.
public enum MapCharacter: Sendable, Hashable, Codable {
    /// Chike, the head barista, behind the bar.
    case barista
    /// Lisa, the regular customer at a table.
    case regular
    /// The customer whose name comes from the contacts tool.
    case contactsCustomer
    /// A dream customer, shown as a floating cup (slot 0...3).
    case dreamCustomer(Int)
}
