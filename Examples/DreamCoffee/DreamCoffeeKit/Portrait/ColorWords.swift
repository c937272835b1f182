import CommandLineSupport

/// The colour words a description may use, and the colours they stand for.
///
/// Extension of this project.
public enum ColorWords {
    /// Colour words (lower case) and their colours.
    public static let table: [String: RGB] = [
        "red": RGB(hex: 0xD64541), "crimson": RGB(hex: 0xB0203A), "scarlet": RGB(hex: 0xE0342A),
        "orange": RGB(hex: 0xF08A24), "amber": RGB(hex: 0xF2A93B), "ginger": RGB(hex: 0xD9782D),
        "yellow": RGB(hex: 0xF4D03F), "gold": RGB(hex: 0xE8B923), "golden": RGB(hex: 0xE8B923),
        "green": RGB(hex: 0x4CAF50), "mint": RGB(hex: 0x98E2C6), "emerald": RGB(hex: 0x2E9E6A),
        "olive": RGB(hex: 0x8A8F3A), "lime": RGB(hex: 0xA8D83A), "teal": RGB(hex: 0x2A9D8F),
        "turquoise": RGB(hex: 0x40C9C0), "cyan": RGB(hex: 0x4DD0E1), "blue": RGB(hex: 0x3F7FD8),
        "navy": RGB(hex: 0x243A73), "sky": RGB(hex: 0x8CC8F0), "indigo": RGB(hex: 0x4B3F9E),
        "purple": RGB(hex: 0x8E5CC4), "violet": RGB(hex: 0x9B6BD6), "lavender": RGB(hex: 0xB9A3E3),
        "lilac": RGB(hex: 0xC8A2D8), "magenta": RGB(hex: 0xD63AAF), "pink": RGB(hex: 0xF28DB2),
        "rose": RGB(hex: 0xE8779A), "coral": RGB(hex: 0xF47C6A), "peach": RGB(hex: 0xF7B58C),
        "brown": RGB(hex: 0x8B5A2B), "chocolate": RGB(hex: 0x5E3A1F), "caramel": RGB(hex: 0xC68642),
        "tan": RGB(hex: 0xD2B48C), "beige": RGB(hex: 0xE6D5B8), "cream": RGB(hex: 0xF5ECD7),
        "white": RGB(hex: 0xF4F4F0), "snowy": RGB(hex: 0xF8F8FF), "black": RGB(hex: 0x2B2B30),
        "gray": RGB(hex: 0x8E9196), "grey": RGB(hex: 0x8E9196), "silver": RGB(hex: 0xC0C4CC),
        "copper": RGB(hex: 0xB87333), "bronze": RGB(hex: 0xA97142), "ube": RGB(hex: 0x7B4FA0),
    ]

    /// The colours named in a text, in the order they appear (repeats removed).
    /// - Parameter words: The text's words, lower case.
    /// - Returns: The colours.
    public static func colors(in words: [String]) -> [RGB] {
        var seen: [RGB] = []
        for word in words {
            if let color = table[word], !seen.contains(color) { seen.append(color) }
        }
        return seen
    }
}
