import CommandLineSupport
import DreamCoffeeKit
import Foundation

/// The first event a tab gets: its id, and what does not change while the game runs — the
/// map, the drink builder's options, the colours and the animation speeds.
///
/// Extension of this project.
public struct WebHello: Encodable, Sendable {
    /// The map.
    public struct Map: Encodable, Sendable {
        /// Width in cells.
        public var width: Int
        /// Height in cells.
        public var height: Int
        /// The rows, in the characters of `Tile` (`#` wall, `.` floor, `B` bar, …).
        public var rows: [String]
    }

    /// The drink builder's options, in the original's order.
    public struct Choices: Encodable, Sendable {
        /// The drinks.
        public var kinds = DrinkKind.allCases.map(\.rawValue)
        /// Hot or iced.
        public var temperatures = Temperature.allCases.map(\.rawValue)
        /// The milks.
        public var milks = Milk.allCases.map(\.rawValue)
        /// The flavours.
        public var flavors = Flavor.allCases.map(\.rawValue)
    }

    /// The id the tab sends with every action.
    public var tab: String
    /// The map.
    public var map: Map
    /// The drink builder's options.
    public var choices = Choices()
    /// The tiles' colours by the characters of `map.rows`, as `#rrggbb`.
    public var tiles: [String: String]
    /// The people's colours (`person`, `player`, and `reach` behind whoever is within reach).
    public var colors: [String: String]
    /// How long the dialog box takes to type one character.
    public var typingMilliseconds = DialogBox.millisecondsPerCharacter
    /// How often the cups move.
    public var driftMilliseconds = Int(GamePlay.driftInterval / .milliseconds(1))
    /// The longest line the player may say.
    public var maximumInput = DialogBox.maximumInput

    /// The hello of a tab.
    /// - Parameters:
    ///   - tab: The tab's id.
    ///   - map: The shop's map.
    public init(tab: String, map: ShopMap) {
        self.tab = tab
        self.map = Map(width: map.width, height: map.height, rows: map.description.components(separatedBy: "\n"))
        tiles = Dictionary(
            uniqueKeysWithValues: Tile.allCases.map { (String($0.rawValue), Self.hex(ShopView.Palette.color(of: $0))) })
        colors = [
            "person": Self.hex(ShopView.Palette.person), "player": Self.hex(ShopView.Palette.player),
            "reach": Self.hex(ShopView.Palette.reach),
        ]
    }

    /// `#rrggbb`.
    static func hex(_ color: RGB) -> String {
        "#" + [color.red, color.green, color.blue].map { String(format: "%02x", $0) }.joined()
    }
}
