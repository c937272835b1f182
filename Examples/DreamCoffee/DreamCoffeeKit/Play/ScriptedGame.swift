import CommandLineSupport
import Foundation
import FoundationModels

/// The game without a terminal: runs scripted commands (`walk up 3`, `talk`, `say hi`,
/// `serve`, `brew`, …) and returns what the player would see, as plain lines.
///
/// Extension of this project. Commands that need a dream customer wait until that customer
/// has been generated, so scripts give the same kind of transcript on any machine.
public struct ScriptedGame {
    /// The game being played.
    public let game: DreamCoffeeGame
    /// How portraits are printed (`.plain` gives ASCII shading).
    public var colorMode: ColorMode
    /// Who the player is talking to, if anyone.
    public private(set) var talkingTo: MapCharacter?
    /// The dream customer whose encounter sheet is open, if any.
    public private(set) var serving: Int?
    /// Whether `quit` was given.
    public private(set) var isFinished = false
    private var logShown = 0

    /// Starts a scripted game; the shift begins at once.
    /// - Parameters:
    ///   - game: The game.
    ///   - colorMode: How portraits are printed.
    public init(game: DreamCoffeeGame, colorMode: ColorMode = .plain) {
        self.game = game
        self.colorMode = colorMode
        game.startShift()
    }

    /// Runs one line of the script.
    /// - Parameter line: The command; empty lines and `#` comments print nothing.
    /// - Returns: What the player sees, starting with the echoed command.
    public mutating func run(line: String) async -> [String] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return [] }
        var output = ["> \(trimmed)"]
        do {
            output += await run(try GameCommand.parse(trimmed))
        } catch {
            output.append("\(error)")
        }
        return output + newLogLines()
    }

    /// Runs one command.
    /// - Parameter command: The command.
    /// - Returns: What the player sees.
    public mutating func run(_ command: GameCommand) async -> [String] {
        switch command {
        case .walk(let direction, let steps):
            let moved = game.update { $0.shop.walk(direction, steps: steps) }
            let blocked = moved < steps ? " Something is in the way." : ""
            return ["You walk \(direction.rawValue) \(moved) cell\(moved == 1 ? "" : "s").\(blocked)"] + nearby()
        case .goTo(let target):
            guard let who = await resolve(target) else { return ["There is nobody like that in the shop."] }
            let path = game.update { $0.shop.go(to: who) }
            guard path != nil else { return ["You cannot reach \(name(of: who))."] }
            return ["You walk over to \(name(of: who))."] + nearby()
        case .talk(let target):
            return await talk(target)
        case .say(let text):
            guard let who = talkingTo, let character = game.character(for: who) else {
                return ["You are not talking to anyone. Walk up to someone and type: talk"]
            }
            let reply = await game.dialog.reply(to: text, from: character)
            return ["You: \(text)", "\(character.displayName): \(reply)"]
        case .leave:
            guard let who = talkingTo else {
                if serving != nil {
                    serving = nil
                    return ["You put the order aside."]
                }
                return ["You are not talking to anyone."]
            }
            if let character = game.character(for: who) { game.dialog.endConversation(with: character) }
            talkingTo = nil
            return ["You end the conversation with \(name(of: who))."]
        case .serve:
            return serve()
        case .drink(let kind):
            return changeDrink { $0.kind = kind }
        case .temperature(let temperature):
            return changeDrink { $0.temperature = temperature }
        case .milk(let milk):
            return changeDrink { $0.milk = milk }
        case .flavor(let flavor):
            return changeDrink { $0.toggle(flavor) }
        case .clearFlavors:
            return changeDrink { $0.clearFlavors() }
        case .brew:
            return await brew()
        case .look:
            return look()
        case .score:
            return game.snapshot.shift.summary.dropFirst().map { $0 }
        case .endShift:
            do {
                return try game.endShift() + ["Shift \(game.snapshot.shift.number) begins."]
            } catch {
                return ["\(error)"]
            }
        case .help:
            return ["Commands:"] + GameCommand.usage.map { "  " + $0 }
        case .quit:
            isFinished = true
            game.stop()
            do {
                try game.saveProgress()
                return ["Progress saved. See you next shift!"]
            } catch {
                return ["\(error)"]
            }
        }
    }

    private mutating func talk(_ target: GameCommand.Target?) async -> [String] {
        let who: MapCharacter?
        if let target { who = await resolve(target) } else { who = game.snapshot.shop.nearestCharacter }
        guard let who else { return ["There is nobody close enough to talk to. Walk closer (goto barista)."] }
        guard game.snapshot.shop.isClose(to: who) else {
            return ["\(name(of: who)) is too far away. Walk closer first (goto ...)."]
        }
        if case .dreamCustomer = who { return ["This dream customer is waiting for a drink: type serve."] }
        guard let character = game.character(for: who) else { return ["\(name(of: who)) is not here yet."] }
        if let current = talkingTo, current != who, let other = game.character(for: current) {
            game.dialog.endConversation(with: other)
        }
        talkingTo = who
        serving = nil
        let line = game.dialog.startConversation(with: character)
        return ["\(character.displayName): \(line)"]
    }

    private mutating func serve() -> [String] {
        let state = game.snapshot
        let near = state.shop.presentCharacters.filter { entry in
            if case .dreamCustomer = entry.character { return state.shop.isClose(to: entry.character) }
            return false
        }
        guard
            let entry = near.min(by: {
                state.shop.player.distance(to: $0.position) < state.shop.player.distance(to: $1.position)
            }), case .dreamCustomer(let slot) = entry.character, let npc = state.dreamCustomers[slot]
        else {
            return ["No dream customer is close enough. Walk to a cup first (goto cup 1)."]
        }
        if let who = talkingTo, let character = game.character(for: who) {
            game.dialog.endConversation(with: character)
            talkingTo = nil
        }
        serving = slot
        return EncounterSheet.lines(for: npc, drink: state.drink, mode: colorMode)
    }

    private mutating func brew() async -> [String] {
        guard let slot = serving else { return ["Open an order first: walk to a cup and type serve."] }
        guard let served = await game.serve(slot: slot) else { return ["That customer has already left."] }
        serving = nil
        return [
            "You brew \(served.drink) for \(served.customerName).",
            "\(served.customerName): \(served.feedback)",
            "Satisfaction: \(EncounterSheet.stars(served.satisfaction)) (\(served.satisfaction)/5)",
        ]
    }

    private func changeDrink(_ change: @Sendable (inout Drink) -> Void) -> [String] {
        let drink = game.update { state -> Drink in
            change(&state.drink)
            return state.drink
        }
        return ["Drink: \(drink)"]
    }

    private func look() -> [String] {
        let state = game.snapshot
        var frame = ScreenBuffer(size: ShopView.size(of: state.shop.map))
        ShopView.draw(state.shop, into: &frame, mode: .plain, names: state.names)
        var lines = frame.plainLines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        for (who, position) in state.shop.presentCharacters {
            var line = "\(name(of: who)) at (\(position.x), \(position.y))"
            if case .dreamCustomer(let slot) = who, let npc = state.dreamCustomers[slot] {
                line += ": \(npc.name), who wants \(npc.coffeeOrder)"
            }
            lines.append(line)
        }
        return lines + nearby()
    }

    /// Who is within reach, in words.
    private func nearby() -> [String] {
        guard let who = game.snapshot.shop.nearestCharacter else { return [] }
        if case .dreamCustomer = who { return ["\(name(of: who)) is close: type serve."] }
        return ["\(name(of: who)) is close: type talk."]
    }

    private func resolve(_ target: GameCommand.Target) async -> MapCharacter? {
        switch target {
        case .cup(let number):
            return await game.dreamCustomer(number - 1) == nil ? nil : .dreamCustomer(number - 1)
        case .contactsCustomer:
            return await game.contactsCustomer() == nil ? nil : .contactsCustomer
        case .named(let name):
            if await game.contactsCustomer()?.displayName.lowercased() == name { return .contactsCustomer }
            for (slot, npc) in game.snapshot.dreamCustomers where npc.name.lowercased() == name {
                return .dreamCustomer(slot)
            }
            return nil
        default:
            return target.character
        }
    }

    private func name(of who: MapCharacter) -> String {
        let state = game.snapshot
        switch who {
        case .barista: return "Chike"
        case .regular: return "Lisa"
        case .contactsCustomer: return state.contactsCustomer?.displayName ?? "the customer"
        case .dreamCustomer(let slot):
            return state.dreamCustomers[slot].map { "\($0.name) (cup \(slot + 1))" } ?? "cup \(slot + 1)"
        }
    }

    private mutating func newLogLines() -> [String] {
        let log = game.snapshot.log
        defer { logShown = log.count }
        return log.dropFirst(logShown).map { "(\($0))" }
    }
}
