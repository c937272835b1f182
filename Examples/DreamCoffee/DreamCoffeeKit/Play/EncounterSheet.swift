import CommandLineSupport

/// The encounter sheet's text: portrait, name, order and the drink on the counter.
///
/// Extension of this project.
public enum EncounterSheet {
    /// The sheet as lines.
    /// - Parameters:
    ///   - npc: The dream customer.
    ///   - drink: The drink builder's drink.
    ///   - mode: How the portrait is drawn.
    /// - Returns: The lines.
    public static func lines(for npc: NPC, drink: Drink, mode: ColorMode) -> [String] {
        npc.picture.portrait.lines(mode) + [
            "Name: \(npc.name)",
            "Order: \(npc.coffeeOrder)",
            "Drink: \(drink)",
            "Choose with drink/temp/milk/flavor, then: brew",
        ]
    }

    /// A satisfaction as five stars, e.g. "★★★☆☆" (ASCII "***.." for plain output).
    /// - Parameters:
    ///   - satisfaction: 1...5.
    ///   - plain: Whether to use ASCII.
    /// - Returns: The stars.
    public static func stars(_ satisfaction: Int, plain: Bool = true) -> String {
        let full = max(0, min(5, satisfaction))
        return plain
            ? String(repeating: "*", count: full) + String(repeating: ".", count: 5 - full)
            : String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
    }
}
