import CommandLineSupport

/// Draws the coffee shop into a screen frame: two terminal columns per map cell, people as
/// two-letter labels, dream customers as floating cups, and whoever is within reach highlighted.
///
/// Extension of this project.
public enum ShopView {
    /// The palette of the map, shared with the web page's canvas.
    public enum Palette {
        /// The floor.
        public static let floor = RGB(hex: 0x3B2A20)
        /// The walls.
        public static let wall = RGB(hex: 0x6B4B3A)
        /// The coffee bar.
        public static let bar = RGB(hex: 0xA0703F)
        /// The tables.
        public static let table = RGB(hex: 0x8B5A2B)
        /// The potted plants.
        public static let plant = RGB(hex: 0x4CAF50)
        /// The front door.
        public static let door = RGB(hex: 0x2B1D16)
        /// The people's labels.
        public static let person = RGB(hex: 0xF5ECD7)
        /// The player.
        public static let player = RGB(hex: 0xFFE680)
        /// Behind whoever is within reach.
        public static let reach = RGB(hex: 0x7A5C9E)

        /// A tile's main colour.
        /// - Parameter tile: The tile.
        /// - Returns: The colour.
        public static func color(of tile: Tile) -> RGB {
            switch tile {
            case .floor: floor
            case .wall: wall
            case .bar: bar
            case .table: table
            case .plant: plant
            case .door: door
            }
        }
    }

    /// The width and height, in terminal columns and rows, of a map's drawing.
    /// - Parameter map: The map.
    /// - Returns: The size.
    public static func size(of map: ShopMap) -> TerminalSize {
        TerminalSize(columns: map.width * 2, rows: map.height)
    }

    /// Draws the shop.
    /// - Parameters:
    ///   - state: The shop.
    ///   - frame: The frame to draw into.
    ///   - row: The top row of the map in the frame.
    ///   - column: The left column of the map in the frame.
    ///   - mode: The colour mode (plain uses ASCII only).
    ///   - names: Display names; a person shows the first two letters of theirs
    ///     (defaults: Chike, Lisa, "??" for the contacts customer).
    public static func draw(
        _ state: ShopState, into frame: inout ScreenBuffer, row: Int = 0, column: Int = 0,
        mode: ColorMode, names: [MapCharacter: String] = [:]
    ) {
        let map = state.map
        for y in 0..<map.height {
            for x in 0..<map.width {
                let (text, style) = tile(map[Position(x: x, y: y)], mode)
                frame.put(text, row: row + y, column: column + x * 2, style: style)
            }
        }
        let nearest = state.nearestCharacter
        for (character, position) in state.presentCharacters {
            var style = TextStyle(foreground: Palette.person, background: Palette.floor, bold: true)
            if character == nearest { style.background = Palette.reach }
            let text: String
            switch character {
            case .dreamCustomer(let slot):
                text = mode == .trueColor ? "☕" : "U\(slot + 1)"
            default:
                text = label(names[character] ?? defaultName(character))
            }
            frame.put(text, row: row + position.y, column: column + position.x * 2, style: style)
        }
        let playerStyle = TextStyle(foreground: Palette.player, background: Palette.floor, bold: true)
        frame.put("@ ", row: row + state.player.y, column: column + state.player.x * 2, style: playerStyle)
    }

    /// The two columns of a tile.
    static func tile(_ tile: Tile, _ mode: ColorMode) -> (String, TextStyle) {
        guard mode == .trueColor else {
            switch tile {
            case .floor: return ("  ", .plain)
            case .wall: return ("##", .plain)
            case .bar: return ("==", .plain)
            case .table: return ("[]", .plain)
            case .plant: return ("* ", .plain)
            case .door: return ("::", .plain)
            }
        }
        switch tile {
        case .floor: return ("  ", TextStyle(background: Palette.floor))
        case .wall: return ("  ", TextStyle(background: Palette.wall))
        case .bar: return ("▀▀", TextStyle(foreground: Palette.bar.shaded(1.3), background: Palette.bar))
        case .table: return ("▄▄", TextStyle(foreground: Palette.table, background: Palette.floor))
        case .plant: return ("♣ ", TextStyle(foreground: Palette.plant, background: Palette.floor))
        case .door: return ("░░", TextStyle(foreground: Palette.wall, background: Palette.door))
        }
    }

    /// A two-column label from a name ("Chike" → "Ch").
    static func label(_ name: String) -> String {
        let letters = name.filter { $0.isLetter && $0.displayWidth == 1 }
        let text = String(letters.prefix(2))
        return text + String(repeating: " ", count: 2 - text.count)
    }

    /// The name shown before the game knows better.
    static func defaultName(_ character: MapCharacter) -> String {
        switch character {
        case .barista: "Chike"
        case .regular: "Lisa"
        case .contactsCustomer: "??"
        case .dreamCustomer: "Cup"
        }
    }
}
