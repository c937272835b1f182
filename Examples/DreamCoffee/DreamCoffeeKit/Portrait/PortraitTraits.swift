import CommandLineSupport

/// What a portrait shows, read from an image description: the creature, its colours, what it
/// wears, and a seed for everything the text leaves open.
///
/// Extension of this project: the Linux stand-in for Image Playground in the original game.
public struct PortraitTraits: Sendable, Equatable {
    /// The kind of face.
    public var creature: Creature
    /// The creature's main colour.
    public var primary: RGB
    /// The colour of clothes and accessories.
    public var secondary: RGB
    /// What the creature wears or has, in drawing order.
    public var accessories: [Accessory]
    /// A stable hash of the description (FNV-1a), the same on every run and machine.
    public var seed: UInt64

    /// Reads the traits of a description.
    /// - Parameter description: A short description such as "a tiny blue owl in a red scarf".
    public init(description: String) {
        var words = description.lowercased()
            .split { !$0.isLetter }
            .map(String.init)
        seed = Self.fnv1a(words.joined(separator: " "))
        var accessories = Set<Accessory>()
        // "cat ears" names an accessory, not the creature.
        var index = 0
        while index < words.count {
            if words[index] == "cat", index + 1 < words.count, words[index + 1] == "ears" {
                accessories.insert(.catEars)
                words.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
        let named = words.lazy.compactMap { Creature.keywords[$0] }.first
        creature = named ?? Creature.allCases[Int(seed % UInt64(Creature.allCases.count))]
        for word in words {
            if let accessory = Accessory.keywords[word] { accessories.insert(accessory) }
        }
        if words.contains("top") && words.contains("hat") { accessories.insert(.hat) }
        if creature == .fairy { accessories.insert(.wings) }
        if accessories.contains(.wizardHat) { accessories.remove(.hat) }
        if accessories.contains(.crown) { accessories.remove(.halo) }
        self.accessories = accessories.sorted()
        // A colour right before an accessory ("a red scarf") dresses the accessory; any other
        // colour is the creature's.
        var creatureColors: [RGB] = []
        var accessoryColors: [RGB] = []
        for (index, word) in words.enumerated() {
            guard let color = ColorWords.table[word] else { continue }
            let following = words[(index + 1)...].prefix { ColorWords.table[$0] != nil || $0 == "and" }
            let next = words.dropFirst(index + 1 + following.count).first ?? ""
            if Accessory.keywords[next] != nil { accessoryColors.append(color) } else { creatureColors.append(color) }
        }
        let others = accessoryColors + creatureColors.dropFirst()
        let primary = creatureColors.first ?? creature.defaultColor
        self.primary = primary
        let palette = [0xD64541, 0x3F7FD8, 0x8E5CC4, 0x2A9D8F, 0xF08A24, 0xF28DB2].map { RGB(hex: UInt32($0)) }
        secondary = others.first { $0 != primary } ?? palette[Int((seed >> 8) % UInt64(palette.count))]
    }

    /// The 64-bit FNV-1a hash of a text's UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
