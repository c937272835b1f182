/// The coffee shop while the game runs: where the player is, which dream customers' cups are
/// shown, and the drift animation.
///
/// Extension of this project. Pure value type: the game loop owns one and changes it.
public struct ShopState: Sendable {
    /// The layout.
    public let map: ShopMap
    /// Where the player stands.
    public private(set) var player: Position
    /// The cup places, by dream customer slot (index 0...3).
    public private(set) var cups: [CupSlot]
    /// The slots whose customer is ready and shown; a cup appears only when its customer is.
    public private(set) var visibleCups: Set<Int> = []
    /// The drift animation step.
    public private(set) var tick = 0

    /// Starts a shift: the player at the door, cups placed at random, none shown yet.
    /// - Parameters:
    ///   - map: The layout.
    ///   - generator: The random source for the cup places.
    public init(map: ShopMap = .coffeeShop, using generator: inout some RandomNumberGenerator) {
        self.map = map
        player = map.playerStart
        cups = map.cupSlots(using: &generator)
    }

    /// Moves the cups one step along their loops.
    public mutating func advance() {
        tick += 1
    }

    /// Shows or hides a dream customer's cup.
    /// - Parameters:
    ///   - slot: The dream customer slot.
    ///   - visible: Whether the cup shows.
    public mutating func setCup(_ slot: Int, visible: Bool) {
        guard cups.indices.contains(slot) else { return }
        if visible { visibleCups.insert(slot) } else { visibleCups.remove(slot) }
    }

    /// Moves a slot's cup somewhere new (a new customer arrives after one leaves).
    /// - Parameters:
    ///   - slot: The dream customer slot.
    ///   - generator: The random source.
    public mutating func relocateCup(_ slot: Int, using generator: inout some RandomNumberGenerator) {
        guard cups.indices.contains(slot) else { return }
        let others = cups.enumerated().filter { $0.offset != slot }.map(\.element.anchor)
        let options = map.cupSlots(count: 8, using: &generator).filter { option in
            others.allSatisfy { $0.distance(to: option.anchor) >= 5 }
        }
        if let choice = options.first { cups[slot] = choice }
    }

    /// Where a character is now (a cup only while shown).
    /// - Parameter character: The character.
    /// - Returns: Its cell, or `nil` when it is not on the map.
    public func position(of character: MapCharacter) -> Position? {
        switch character {
        case .dreamCustomer(let slot):
            visibleCups.contains(slot) ? cups[slot].position(at: tick) : nil
        default:
            map.characters[character]
        }
    }

    /// Everyone on the map now, with their cells.
    public var presentCharacters: [(character: MapCharacter, position: Position)] {
        let fixed: [MapCharacter] = [.barista, .regular, .contactsCustomer]
        let all = fixed + visibleCups.sorted().map { MapCharacter.dreamCustomer($0) }
        return all.compactMap { character in position(of: character).map { (character, $0) } }
    }

    /// Walks the player up to `steps` cells, stopping at walls, furniture and people.
    /// - Parameters:
    ///   - direction: The direction.
    ///   - steps: How many cells to try.
    /// - Returns: How many cells the player moved.
    @discardableResult
    public mutating func walk(_ direction: Direction, steps: Int = 1) -> Int {
        var moved = 0
        while moved < steps, map.isFree(player.moved(direction)) {
            player = player.moved(direction)
            moved += 1
        }
        return moved
    }

    /// Whether the player is close enough to talk to or serve a character.
    /// - Parameter character: The character.
    /// - Returns: `true` within `map.interactionRadius`.
    public func isClose(to character: MapCharacter) -> Bool {
        guard let position = position(of: character) else { return false }
        return player.distance(to: position) <= map.interactionRadius
    }

    /// The closest character within reach, if any.
    public var nearestCharacter: MapCharacter? {
        presentCharacters
            .filter { player.distance(to: $0.position) <= map.interactionRadius }
            .min { player.distance(to: $0.position) < player.distance(to: $1.position) }?
            .character
    }

    /// Walks the player along a shortest path to a free cell next to a character.
    /// - Parameter character: The character.
    /// - Returns: The cells walked through, or `nil` when it is not on the map or unreachable.
    @discardableResult
    public mutating func go(to character: MapCharacter) -> [Position]? {
        guard let target = position(of: character) else { return nil }
        guard let path = route(from: player, toNear: target) else { return nil }
        if let last = path.last { player = last }
        return path
    }

    /// Breadth-first search over the reachable cells for the one closest to `target`
    /// (adjacent when possible; across the bar for Chike), then the shortest walk to it.
    func route(from start: Position, toNear target: Position) -> [Position]? {
        var previous: [Position: Position] = [start: start]
        var queue = [start]
        var head = 0
        var best = start
        while head < queue.count {
            let cell = queue[head]
            head += 1
            // Breadth-first order: the first cell at a given distance has the shortest walk.
            if cell.distance(to: target) < best.distance(to: target) { best = cell }
            for direction in Direction.allCases {
                let next = cell.moved(direction)
                if previous[next] == nil, map.isFree(next) {
                    previous[next] = cell
                    queue.append(next)
                }
            }
        }
        guard best.distance(to: target) <= map.interactionRadius else { return nil }
        var path: [Position] = []
        var step = best
        while step != start, let back = previous[step] {
            path.append(step)
            step = back
        }
        return path.reversed()
    }
}
