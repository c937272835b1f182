/// An open encounter sheet: the customer, the builder, and the brew's progress and result.
///
/// Extension of this project.
public struct EncounterView: Sendable {
    /// The customer's cup slot.
    public var slot: Int
    /// The customer.
    public var npc: NPC
    /// The builder's focus.
    public var builder = DrinkBuilder()
    /// Whether the drink is being judged (the spinner shows).
    public var isBrewing = false
    /// The judgement, once made.
    public var result: ServedDrink?

    /// Opens a sheet.
    /// - Parameters:
    ///   - slot: The cup slot.
    ///   - npc: The customer.
    public init(slot: Int, npc: NPC) {
        self.slot = slot
        self.npc = npc
    }
}
