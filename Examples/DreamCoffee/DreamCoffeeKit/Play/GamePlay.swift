import Foundation
import Synchronization

/// One player's game as every front end sees it: the game, what is on screen, and the rules
/// of what the player may do there. The terminal (`GameController`) and the web page
/// (`DreamCoffeeWeb`) turn keys and requests into `PlayAction`s and draw `state`; neither has
/// a rule of its own.
///
/// Extension of this project. Model work (replies, judgements) runs in tasks that update the
/// state when they finish, so an action never waits for the model.
public final class GamePlay: Sendable {
    /// How often the dream customers' cups move one step along their loops.
    public static let driftInterval = Duration.milliseconds(500)

    /// The game.
    public let game: DreamCoffeeGame
    /// Whether the model can be used (New Game is offered only then).
    public let modelStatus: ModelStatus
    private let ui = Mutex(GameUI())
    /// Held while an action runs, so two at once (two requests of a page) cannot both pass
    /// the same check.
    private let acting = Mutex(())

    /// Starts at the main menu.
    /// - Parameters:
    ///   - game: The game.
    ///   - modelStatus: The model check's result.
    public init(game: DreamCoffeeGame, modelStatus: ModelStatus) {
        self.game = game
        self.modelStatus = modelStatus
    }

    /// What is on screen now.
    public var state: GameUI { ui.withLock { $0 } }

    /// Changes what only a front end keeps (the terminal's animation frame, typed text and
    /// focus); the game's rules go through `perform(_:)`.
    /// - Parameter change: The change, under the lock.
    /// - Returns: What the change returns.
    @discardableResult
    public func updateView<T: Sendable>(_ change: (inout GameUI) -> T) -> T {
        ui.withLock { change(&$0) }
    }

    /// Moves the cups one step (call every `driftInterval`).
    public func drift() {
        game.update { $0.shop.advance() }
    }

    /// Does what the player asked, or refuses with the reason and changes nothing.
    /// - Parameter action: The action.
    /// - Throws: `PlayError` when the action does not fit the screen, nobody is within reach,
    ///   or the model is still working on a reply or a judgement.
    public func perform(_ action: PlayAction) throws(PlayError) {
        try acting.withLock { _ throws(PlayError) in try run(action) }
    }

    private func run(_ action: PlayAction) throws(PlayError) {
        let screen = state.screen
        switch action {
        case .newGame:
            try expect(screen == .menu, "The shift has already started.")
            if let message = modelStatus.message { throw PlayError(message.joined(separator: " ")) }
            game.startShift()
            ui.withLock { $0.screen = .shop }
        case .walk(let direction):
            try expectShop(screen)
            game.update { $0.shop.walk(direction) }
        case .goToCup(let slot):
            try expectShop(screen)
            let reached = game.update { $0.shop.go(to: .dreamCustomer(slot)) != nil }
            try expect(reached, "Cup \(slot + 1) is not in the shop yet.")
        case .interact:
            try expectShop(screen)
            try interact()
        case .say(let line):
            try say(line)
        case .close:
            try close(screen)
        case .setDrink(let drink):
            try expectOpenOrder()
            game.update { $0.drink = drink }
        case .brew:
            let slot = try expectOpenOrder()
            brew(slot)
        case .endShift:
            try expectShop(screen)
            let summary: [String]
            do {
                summary = try game.endShift()
            } catch {
                throw PlayError("The shift could not be saved: \(error)")
            }
            ui.withLock { $0.screen = .summary(summary) }
        }
    }

    /// Saves and marks the game as quitting (the terminal's loop stops).
    public func quit() {
        game.stop()
        try? game.saveProgress()
        ui.withLock { $0.quitting = true }
    }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(PlayError) {
        guard condition else { throw PlayError(message()) }
    }

    private func expectShop(_ screen: Screen) throws(PlayError) {
        switch screen {
        case .shop: return
        case .menu: throw PlayError("Start a new game first.")
        case .dialog: throw PlayError("Close the conversation first.")
        case .encounter: throw PlayError("Close the order first.")
        case .summary: throw PlayError("The shift is over: close the summary to start the next one.")
        case .help: throw PlayError("Close the help first.")
        }
    }

    /// The open order's slot, when its drink can still be changed and brewed.
    @discardableResult
    private func expectOpenOrder() throws(PlayError) -> Int {
        guard state.screen == .encounter, let encounter = state.encounter else {
            throw PlayError("No order is open: walk up to a dream customer's cup and serve them.")
        }
        try expect(!encounter.isBrewing, "The drink is being judged; wait for the verdict.")
        try expect(encounter.result == nil, "\(encounter.npc.name) has been served already.")
        return encounter.slot
    }

    private func interact() throws(PlayError) {
        let world = game.snapshot
        guard let who = world.shop.nearestCharacter else {
            throw PlayError("Nobody is close enough. Walk up to someone first.")
        }
        if case .dreamCustomer(let slot) = who {
            guard let npc = world.dreamCustomers[slot] else { throw PlayError("That customer has just left.") }
            ui.withLock {
                $0.encounter = EncounterView(slot: slot, npc: npc)
                $0.screen = .encounter
            }
            return
        }
        guard let character = game.character(for: who) else { throw PlayError("They are not ready to talk yet.") }
        let line = game.dialog.startConversation(with: character)
        ui.withLock {
            $0.dialog = DialogBox(who: who, name: character.displayName, text: line)
            $0.screen = .dialog
        }
    }

    private func say(_ line: String) throws(PlayError) {
        guard state.screen == .dialog, let dialog = state.dialog else {
            throw PlayError("You are not talking to anyone. Walk up to someone and talk first.")
        }
        try expect(!dialog.isReplying, "\(dialog.name) is still answering; wait for the reply.")
        try expect(!line.trimmingCharacters(in: .whitespaces).isEmpty, "Type something to say first.")
        try expect(
            line.count <= DialogBox.maximumInput,
            "That is too long to say at once: at most \(DialogBox.maximumInput) characters.")
        guard let character = game.character(for: dialog.who) else { throw PlayError("They have left the shop.") }
        guard let sent = ui.withLock({ ui -> String? in ui.dialog?.send(line) }) else {
            throw PlayError("\(dialog.name) is still answering; wait for the reply.")
        }
        let who = dialog.who
        let engine = game.dialog
        Task(priority: .userInitiated) { [weak self] in
            var reply = character.errorResponse
            for await part in engine.replyStream(to: sent, from: character) {
                reply = part
                self?.ui.withLock { ui in
                    if ui.dialog?.who == who { ui.dialog?.receive(part, isComplete: false) }
                }
            }
            self?.ui.withLock { ui in
                if ui.dialog?.who == who { ui.dialog?.receive(reply) }
            }
        }
    }

    private func close(_ screen: Screen) throws(PlayError) {
        switch screen {
        case .dialog:
            let who = ui.withLock { ui -> MapCharacter? in
                defer {
                    ui.dialog = nil
                    ui.screen = .shop
                }
                return ui.dialog?.who
            }
            if let who, let character = game.character(for: who) { game.dialog.endConversation(with: character) }
        case .encounter:
            try expect(state.encounter?.isBrewing != true, "The drink is being judged; wait for the verdict.")
            ui.withLock {
                $0.encounter = nil
                $0.screen = .shop
            }
        case .summary:
            ui.withLock { $0.screen = .shop }
        case .menu, .shop, .help:
            throw PlayError("Nothing is open to close.")
        }
    }

    private func brew(_ slot: Int) {
        ui.withLock { $0.encounter?.isBrewing = true }
        let game = self.game
        Task(priority: .userInitiated) { [weak self] in
            let served = await game.serve(slot: slot)
            self?.ui.withLock { ui in
                ui.encounter?.isBrewing = false
                ui.encounter?.result = served
                if let served { ui.status = "\(served.customerName) left. A new dream customer is on the way." }
            }
        }
    }
}
