import CommandLineSupport

/// The kind of face a portrait draws, chosen from the description's words.
///
/// Extension of this project.
public enum Creature: String, Sendable, CaseIterable {
    /// A cat.
    case cat
    /// A dog.
    case dog
    /// A fox.
    case fox
    /// A bear.
    case bear
    /// A rabbit.
    case rabbit
    /// A mouse.
    case mouse
    /// An owl.
    case owl
    /// A bird.
    case bird
    /// A frog.
    case frog
    /// A dragon.
    case dragon
    /// A robot with an antenna.
    case robot
    /// A ghost or spirit.
    case ghost
    /// A fairy, pixie or elf (always with wings).
    case fairy
    /// A mushroom with a spotted cap.
    case mushroom
    /// A round blob (slimes, jellies, clouds; also the pick for unknown creatures).
    case blob

    /// The words that select each creature.
    static let keywords: [String: Creature] = {
        var table: [String: Creature] = [:]
        let lists: [(Creature, [String])] = [
            (.cat, ["cat", "cats", "kitten", "kitty", "feline", "lion", "tiger", "lynx"]),
            (.dog, ["dog", "dogs", "puppy", "pup", "wolf", "hound", "corgi"]),
            (.fox, ["fox", "foxes", "kitsune", "raccoon"]),
            (.bear, ["bear", "panda", "teddy", "koala"]),
            (.rabbit, ["rabbit", "bunny", "hare"]),
            (.mouse, ["mouse", "mice", "hamster", "rat", "squirrel"]),
            (.owl, ["owl", "owlet"]),
            (.bird, ["bird", "penguin", "duck", "duckling", "chick", "parrot", "robin", "sparrow", "hen", "swan"]),
            (.frog, ["frog", "toad", "axolotl", "newt"]),
            (.dragon, ["dragon", "lizard", "dino", "dinosaur", "wyvern", "gecko"]),
            (.robot, ["robot", "android", "automaton", "droid", "golem", "toaster"]),
            (.ghost, ["ghost", "spirit", "phantom", "specter", "spectre", "wisp"]),
            (.fairy, ["fairy", "pixie", "sprite", "elf", "nymph"]),
            (.mushroom, ["mushroom", "toadstool", "fungus", "shroom"]),
            (.blob, ["slime", "blob", "jelly", "cloud", "bean", "cookie", "dumpling", "star"]),
        ]
        for (creature, words) in lists {
            for word in words { table[word] = creature }
        }
        return table
    }()

    /// The creature's colour when the description names none.
    var defaultColor: RGB {
        switch self {
        case .cat: RGB(hex: 0xE8A15A)
        case .dog: RGB(hex: 0xC89B6D)
        case .fox: RGB(hex: 0xF08A24)
        case .bear: RGB(hex: 0x8B5A2B)
        case .rabbit: RGB(hex: 0xEDE6E0)
        case .mouse: RGB(hex: 0xB8B0A8)
        case .owl: RGB(hex: 0x9C7A54)
        case .bird: RGB(hex: 0x6FB3E8)
        case .frog: RGB(hex: 0x6CC04A)
        case .dragon: RGB(hex: 0x4FA37A)
        case .robot: RGB(hex: 0xB0B8C4)
        case .ghost: RGB(hex: 0xF2F4FA)
        case .fairy: RGB(hex: 0xF7C9B0)
        case .mushroom: RGB(hex: 0xF2E6D0)
        case .blob: RGB(hex: 0x7FD6C2)
        }
    }
}
