/// Something a portrait's creature wears or has, chosen from the description's words.
///
/// Extension of this project.
public enum Accessory: String, Sendable, CaseIterable, Comparable {
    /// Wings behind the shoulders.
    case wings
    /// A knitted sweater.
    case sweater
    /// A scarf.
    case scarf
    /// Cat ears on the head.
    case catEars
    /// Glasses.
    case glasses
    /// A top hat, cap or beanie.
    case hat
    /// A pointed wizard hat.
    case wizardHat
    /// A golden crown.
    case crown
    /// A halo.
    case halo
    /// A bow or ribbon.
    case bow
    /// A flower behind the ear.
    case flower

    /// The words that select each accessory (single words, lower case).
    static let keywords: [String: Accessory] = [
        "wing": .wings, "wings": .wings, "winged": .wings,
        "sweater": .sweater, "jumper": .sweater, "hoodie": .sweater, "cardigan": .sweater,
        "scarf": .scarf, "shawl": .scarf,
        "ears": .catEars,
        "glasses": .glasses, "spectacles": .glasses, "goggles": .glasses, "monocle": .glasses,
        "hat": .hat, "cap": .hat, "beanie": .hat, "beret": .hat, "bowler": .hat, "tophat": .hat,
        "wizard": .wizardHat, "witch": .wizardHat, "pointy": .wizardHat,
        "crown": .crown, "tiara": .crown, "king": .crown, "queen": .crown, "prince": .crown, "princess": .crown,
        "halo": .halo, "angel": .halo, "angelic": .halo,
        "bow": .bow, "ribbon": .bow, "bowtie": .bow,
        "flower": .flower, "flowers": .flower, "daisy": .flower, "blossom": .flower, "petal": .flower,
    ]

    /// Orders accessories by drawing order (back to front).
    public static func < (lhs: Accessory, rhs: Accessory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
