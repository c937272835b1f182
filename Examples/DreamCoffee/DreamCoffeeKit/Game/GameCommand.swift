/// A command of the game's scripted (line-by-line) mode, parsed by `GameCommand.parse(_:)`.
///
/// Extension of this project.
public enum GameCommand: Sendable, Hashable {
    /// Walk some cells (`walk up 3`, `up`, `w`).
    case walk(Direction, steps: Int)
    /// Walk next to someone (`goto barista`, `go to lisa`, `goto cup 2`).
    case goTo(Target)
    /// Talk to the nearest character, or to a named one (`talk`, `talk to lisa`).
    case talk(Target?)
    /// Say something in the open conversation (`say hello!`), case kept.
    case say(String)
    /// End the conversation (`bye`, `leave`).
    case leave
    /// Open the encounter sheet of the nearest dream customer (`serve`).
    case serve
    /// Choose the drink (`drink latte`).
    case drink(DrinkKind)
    /// Choose hot or iced (`temp iced`, `iced`).
    case temperature(Temperature)
    /// Choose the milk (`milk oat`).
    case milk(Milk)
    /// Add or remove a flavour (`flavor vanilla`).
    case flavor(Flavor)
    /// Remove all flavours (`flavor none`).
    case clearFlavors
    /// Brew and hand over the drink (`brew`).
    case brew
    /// Describe the surroundings (`look`).
    case look
    /// Show the shift so far (`score`).
    case score
    /// Finish the shift and show the summary (`end shift`).
    case endShift
    /// List the commands (`help`).
    case help
    /// Save and quit (`quit`, `exit`).
    case quit

    /// Someone a command can point at.
    public enum Target: Sendable, Hashable {
        /// Chike (`barista`, `chike`).
        case barista
        /// Lisa (`lisa`, `regular`).
        case regular
        /// The contacts customer (`customer`).
        case contactsCustomer
        /// A dream customer's cup, numbered from 1 as shown (`cup 2`).
        case cup(Int)
        /// Anyone else, by name (a generated customer), lower-cased.
        case named(String)

        /// The target a character is, for display and matching.
        public var character: MapCharacter? {
            switch self {
            case .barista: .barista
            case .regular: .regular
            case .contactsCustomer: .contactsCustomer
            case .cup(let number): .dreamCustomer(number - 1)
            case .named: nil
            }
        }
    }
}
