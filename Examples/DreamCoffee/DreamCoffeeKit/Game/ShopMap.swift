/// The coffee shop seen from above: walls, the bar with Chike behind it, tables, Lisa, the
/// contacts customer, and where the player starts.
///
/// Extension of this project. Each cell is drawn two terminal columns wide, so the 32×18 map
/// fills 64×18 columns and leaves room for a side panel and status lines at 80×24.
public struct ShopMap: Sendable {
    /// Width in cells.
    public let width: Int
    /// Height in cells.
    public let height: Int
    /// The tiles, row by row.
    public let tiles: [Tile]
    /// Where each fixed character stands.
    public let characters: [MapCharacter: Position]
    /// Where the player starts.
    public let playerStart: Position

    /// The standard layout.
    public static let coffeeShop = ShopMap(
        rows: [
            "################################",
            "#...........B..................#",
            "#...........B.....P......P.....#",
            "#BBBBBBBBBBBB..................#",
            "#..............................#",
            "#..............................#",
            "#....TT..........TT.......TT...#",
            "#..............................#",
            "#..............................#",
            "#..............................#",
            "#....TT..........TT.......TT...#",
            "#..............................#",
            "#..............................#",
            "#P..........................P..#",
            "#..............................#",
            "#..............................#",
            "#..............................#",
            "##############DDDD##############",
        ],
        characters: [
            .barista: Position(x: 6, y: 1),
            .regular: Position(x: 7, y: 10),
            .contactsCustomer: Position(x: 28, y: 10),
        ], playerStart: Position(x: 16, y: 15))

    /// Creates a map from text rows (see `Tile` for the characters).
    /// Unknown characters and short rows read as walls, so any text gives a closed map.
    /// - Parameters:
    ///   - rows: The rows, top first.
    ///   - characters: Where each fixed character stands.
    ///   - playerStart: Where the player starts.
    public init(rows: [String], characters: [MapCharacter: Position], playerStart: Position) {
        width = rows.map(\.count).max() ?? 0
        height = rows.count
        tiles = rows.flatMap { row in
            row.map { Tile(rawValue: $0) ?? .wall }
                + Array(repeating: Tile.wall, count: (rows.map(\.count).max() ?? 0) - row.count)
        }
        self.characters = characters
        self.playerStart = playerStart
    }

    /// The tile at a cell; outside the map is wall.
    /// - Parameter position: The cell.
    public subscript(position: Position) -> Tile {
        guard position.x >= 0, position.y >= 0, position.x < width, position.y < height else { return .wall }
        return tiles[position.y * width + position.x]
    }

    /// The original scene is 768×1024 points and a character is reachable within 200 points:
    /// the same share of the scene's diagonal, measured on this map, in cells.
    public var interactionRadius: Double {
        let sceneDiagonal = (768.0 * 768.0 + 1024.0 * 1024.0).squareRoot()
        let mapDiagonal = Double(width * width + height * height).squareRoot()
        return 200.0 / sceneDiagonal * mapDiagonal
    }

    /// Whether the player may step onto a cell: floor, and no fixed character there.
    /// - Parameter position: The cell.
    /// - Returns: `true` when free.
    public func isFree(_ position: Position) -> Bool {
        self[position].isWalkable && !characters.values.contains(position)
    }

    /// Picks distinct places for the dream customers' cups: every cell of each drift loop is
    /// free floor, away from the fixed characters, the player's start and the other cups.
    /// - Parameters:
    ///   - count: How many cups (the original has 4).
    ///   - generator: The random source (seed it for a repeatable layout).
    /// - Returns: The slots; fewer than `count` only if the map has no more room.
    public func cupSlots(count: Int = 4, using generator: inout some RandomNumberGenerator) -> [CupSlot] {
        let blocked = Array(characters.values) + [playerStart]
        var candidates: [CupSlot] = []
        for y in 0..<height {
            for x in 0..<width {
                let slot = CupSlot(anchor: Position(x: x, y: y))
                guard slot.cells.allSatisfy(isFree),
                    blocked.allSatisfy({ $0.distance(to: slot.anchor) >= 3 })
                else { continue }
                candidates.append(slot)
            }
        }
        candidates.shuffle(using: &generator)
        var chosen: [CupSlot] = []
        for candidate in candidates where chosen.count < count {
            if chosen.allSatisfy({ $0.anchor.distance(to: candidate.anchor) >= 5 }) {
                chosen.append(candidate)
            }
        }
        return chosen
    }
}

extension ShopMap: CustomStringConvertible {
    /// The map as text rows, in the characters of `Tile`.
    public var description: String {
        stride(from: 0, to: tiles.count, by: Swift.max(1, width))
            .map { String(tiles[$0..<Swift.min(tiles.count, $0 + width)].map(\.rawValue)) }
            .joined(separator: "\n")
    }
}
